// `dasha call <operationId>`: any operation of the contract, its parameters checked and typed from
// the generated operation list, its body JSON (inline, @file or @- for stdin); prints the answer.
import { readFileSync } from 'node:fs';
import type { LooseClient } from '../auth';
import { operations } from '../generated/operations';
import { signedIn } from './client';
import { readAll, type CliIo } from './io';
import { checkParams, operationOf, pairs } from './params';
import { UsageError } from './usage';

/** Options of `dasha call`. */
export interface CallFlags {
  'base-url'?: string;
  param?: string[];
  body?: string;
}

/** The body the user gave, parsed as JSON. */
async function bodyOf(io: CliIo, text: string): Promise<unknown> {
  let source = text;
  if (text === '@-') source = await readAll(io.stdin);
  else if (text.startsWith('@')) {
    try {
      source = readFileSync(text.slice(1), 'utf8');
    } catch (e) {
      throw new UsageError(`--body ${text}: cannot read the file (${(e as Error).message}).`);
    }
  }
  try {
    return JSON.parse(source);
  } catch (e) {
    throw new UsageError(`--body must be JSON (${(e as Error).message}).`);
  }
}

/** Runs one operation and prints its answer (R's data, or the plain answer) as JSON. */
export async function callOperation(io: CliIo, id: string | undefined, flags: CallFlags): Promise<void> {
  const op = operationOf(id);
  const params = checkParams(op, pairs(flags.param, 'param'), id!);
  if (flags.body !== undefined && !op.body) throw new UsageError(`${id} takes no body.`);
  if (op.body && op.body !== 'application/json' && flags.body !== undefined) throw new UsageError(`${id} takes a ${op.body} body, which the CLI does not send: use the SDK.`);
  if (op.bodyRequired && flags.body === undefined) throw new UsageError(`${id} needs a body: --body '<json>' or --body @file.json.`);
  const body = flags.body === undefined ? undefined : await bodyOf(io, flags.body);
  const blade = await signedIn(io, flags);
  const method = op.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  const api = blade.api as unknown as LooseClient;
  const answer = await blade.call(api[method](op.path, { params, ...(body !== undefined ? { body } : {}) }));
  io.stdout.write(JSON.stringify(answer ?? null, null, 2) + '\n');
}

/** The operationIds (those containing `text`, when given), with method, path and summary. */
export function listOperations(text?: string): string {
  const lower = text?.toLowerCase();
  return Object.entries(operations)
    .filter(([id, o]) => !lower || id.toLowerCase().includes(lower) || o.path.includes(lower))
    .map(([id, o]) => `${id}  ${o.method.toUpperCase()} ${o.path}${o.summary ? `  ${o.summary}` : ''}\n`)
    .join('');
}
