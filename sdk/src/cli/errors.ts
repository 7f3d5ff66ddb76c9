// What the user reads when a command fails, and its exit code: 2 for a mistake in the command line
// (UsageError), 3 for a record the server does not hold (get), 1 for everything else the server or
// the network did. Server messages pass through as text.
import { BladeError, BladeNetworkError, BladeParseError, BladeTimeoutError } from '../errors';
import { NoSuchRecord, UsageError } from './usage';

/** The message (English, with what to do) and the exit code of a failure. */
export function describeFailure(error: unknown): { message: string; code: 1 | 2 | 3 } {
  if (error instanceof NoSuchRecord) return { message: error.message, code: 3 };
  if (error instanceof UsageError) return { message: `${error.message}\nRun \`dasha --help\` for usage.`, code: 2 };
  if (error instanceof BladeTimeoutError) {
    return {
      message: `Timed out: no answer within ${error.timeoutMs} ms. Check the gateway, or set BLADE_TIMEOUT_MS to wait longer.`,
      code: 1,
    };
  }
  if (error instanceof BladeError) {
    if (error.code === 401)
      return { message: `The server refused the session (401: ${error.message}). Sign in again with \`dasha login\`.`, code: 1 };
    return { message: `The server answered ${error.code}: ${error.message}`, code: 1 };
  }
  if (error instanceof BladeParseError)
    return { message: `The server's answer was not JSON (HTTP ${error.status}): ${error.text.slice(0, 200)}`, code: 1 };
  if (error instanceof BladeNetworkError) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return { message: `Could not reach the server: ${error.message}${cause}. Check BLADE_BASE_URL and the network.`, code: 1 };
  }
  const e = error as { code?: string; message?: string };
  // node:util parseArgs: an unknown or malformed option is a mistake in the command line.
  if (typeof e?.code === 'string' && e.code.startsWith('ERR_PARSE_ARGS'))
    return { message: `${e.message}\nRun \`dasha --help\` for usage.`, code: 2 };
  return { message: e?.message ?? String(error), code: 1 };
}
