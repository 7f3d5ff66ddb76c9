// `dasha call <operationId>`: any operation of the contract, its parameters checked and typed from
// the generated operation list, its body JSON (inline, @file or @- for stdin) checked against the
// contract before it is sent, or multipart (files from --file part=path); prints the answer.
import type { LooseClient } from '../auth';
import { formData } from '../form-data';
import { operations } from '../generated/operations';
import { bodyOf, checkJsonBody, multipartBody } from './body';
import { signedIn } from './client';
import type { CliIo } from './io';
import { checkParams, operationOf, pairs } from './params';
import { UsageError } from './usage';

/** Options of `dasha call`. */
export interface CallFlags {
  'base-url'?: string;
  verbose?: boolean;
  param?: string[];
  body?: string;
  file?: string[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Sent = { body?: any; bodySerializer?: (body: any) => FormData };

/** The body to send and how: JSON checked against the contract, or multipart with its files. */
async function requestBody(io: CliIo, id: string, flags: CallFlags): Promise<Sent> {
  const op = operations[id]!;
  const multipart = op.body === 'multipart/form-data';
  if ((flags.body !== undefined || flags.file?.length) && !op.body) throw new UsageError(`${id} takes no body.`);
  if (flags.file?.length && !multipart) throw new UsageError(`--file is for a multipart upload; ${id} takes a ${op.body} body (--body).`);
  if (op.body && op.body !== 'application/json' && !multipart)
    throw new UsageError(`${id} takes a ${op.body} body, which the CLI does not send: use the SDK.`);
  if (multipart) {
    const text = flags.body === undefined ? {} : await bodyOf(io, flags.body);
    if (typeof text !== 'object' || text === null || Array.isArray(text))
      throw new UsageError(`--body of a multipart upload is a JSON object of its text parts.`);
    const body = multipartBody(id, text as Record<string, unknown>, pairs(flags.file, 'file'));
    return { body, bodySerializer: formData };
  }
  if (op.bodyRequired && flags.body === undefined) throw new UsageError(`${id} needs a body: --body '<json>' or --body @file.json.`);
  if (flags.body === undefined) return {};
  const body = await bodyOf(io, flags.body);
  checkJsonBody(id, body);
  return { body };
}

/** Runs one operation and prints its answer (R's data, or the plain answer) as JSON. */
export async function callOperation(io: CliIo, id: string | undefined, flags: CallFlags): Promise<void> {
  const op = operationOf(id);
  const params = checkParams(op, pairs(flags.param, 'param'), id!);
  const sent = await requestBody(io, id!, flags);
  const blade = await signedIn(io, flags);
  const method = op.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  const api = blade.api as unknown as LooseClient;
  const answer = await blade.call(api[method](op.path, { params, ...sent }));
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
