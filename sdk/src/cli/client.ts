// The CLI's client: configured from the environment (createBladeClientFromEnv), the session kept in
// the session file between runs, the gateway remembered from `dasha login`, and BLADE_TIMEOUT_MS.
import type { BladeClient } from '../client';
import { createBladeClientFromEnv, fileStorage, sessionFilePath } from '../node';
import type { CliIo } from './io';
import { verboseFetch } from './verbose';
import { UsageError } from './usage';

/** The options every command that talks to the server takes. */
export interface CliFlags {
  'base-url'?: string;
  verbose?: boolean;
}

// Kept in the session file by `dasha login`, so later commands need no BLADE_BASE_URL.
const BASE_URL_KEY = 'dashaBaseUrl';

/** A client for the CLI, and where its session lives. */
export function cliClient(io: CliIo, flags: CliFlags): { blade: BladeClient & { tenantId: string }; file: string } {
  const file = sessionFilePath(io.env);
  const storage = fileStorage(file);
  const baseUrl = flags['base-url'] ?? io.env.BLADE_BASE_URL ?? storage.get<string>(BASE_URL_KEY);
  if (!baseUrl) throw new UsageError('No gateway: set BLADE_BASE_URL (e.g. http://localhost/api) or pass --base-url <url>.');
  if (!/^https?:\/\//.test(baseUrl))
    throw new UsageError(`The gateway must be an absolute http(s) URL (BLADE_BASE_URL or --base-url), got "${baseUrl}".`);
  const timeout = io.env.BLADE_TIMEOUT_MS;
  if (timeout !== undefined && !(Number(timeout) > 0))
    throw new UsageError(`BLADE_TIMEOUT_MS must be a positive number of milliseconds, got "${timeout}".`);
  // --verbose sees each attempt as it goes over the wire (the retries too), below the SDK's steps.
  const fetch = flags.verbose ? verboseFetch(io.stderr, io.fetch ?? ((request) => globalThis.fetch(request))) : io.fetch;
  const blade = createBladeClientFromEnv(
    { baseUrl, storage, ...(timeout ? { timeoutMs: Number(timeout) } : {}), ...(fetch ? { fetch } : {}) },
    io.env,
  );
  storage.set(BASE_URL_KEY, baseUrl);
  return { blade, file };
}

/** The client of a command that needs a session: refreshed first when the token is old. */
export async function signedIn(io: CliIo, flags: CliFlags): Promise<BladeClient> {
  const { blade, file } = cliClient(io, flags);
  if (!blade.session.get()) throw new Error(`Not signed in (no session in ${file}): run \`dasha login\` first.`);
  await blade.refresh.check(); // a no-op unless the token is near its expiry
  return blade;
}
