// The Fastify handler around every operation's handler: the client, token and required-parameter
// checks, the permission and input checks, then the answer, sent as Fastify sends any value, or as
// JSON text where the handler's rows are already written (JsonRows) or its Longs must go out bare.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkClient, checkToken, tokenOf } from './auth/guard.ts';
import { checkPermission } from './auth/permissions.ts';
import type { Call, Handler } from './call.ts';
import type { Operation, ParamSpec } from './contract.ts';
import { checkInput } from './input/index.ts';
import { isSafeKey } from './input/body.ts';
import type { SandboxState } from './state.ts';
import { BladeError, JsonRows, MSG, writeLongs } from './wire.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

export interface HandlerOptions {
  isPublic: boolean;
  /** Answer fields holding a Long BladeX writes as a bare number. */
  longKeys: ReadonlySet<string>;
}

/** The route handler of `handler`, for `op` (undefined: a special call the contract does not name). */
export function routeHandler(state: SandboxState, op: Operation | undefined, handler: Handler, o: HandlerOptions) {
  // The contract's facts of the operation, read once rather than on every call.
  const required = op ? requirements(op) : undefined;
  const path = op?.path ?? '';
  return (req: FastifyRequest, reply: FastifyReply): unknown => {
    checkClient(req, path || req.url);
    const token = tokenOf(req);
    const session = o.isPublic ? (token ? state.sessions.check(token) : undefined) : checkToken(req, state.sessions);
    const query = flatQuery(req.query);
    if (required) checkRequired(required, query, req);
    const call: Call = { state, op, req, reply, session, query, body: req.body };
    checkPermission(call);
    checkInput(call);
    const out = answerOf(state, handler, call);
    // An answer worked out at once is sent at once, with no promise made for it. Anything else takes
    // the asynchronous way: a promise, an answer the handler sent or left unsaid, and changes still
    // to be journaled, whose write is queued before the answer and so goes first.
    if (out === undefined || reply.sent || isThenable(out) || state.writesPending) return later(out, reply, o.longKeys);
    return payloadOf(out, reply, o.longKeys);
  };
}

/** The handler's answer; a refusal thrown after changes still to be journaled goes out after them, as a rejection. */
function answerOf(state: SandboxState, handler: Handler, call: Call): unknown {
  try {
    return handler(call);
  } catch (e) {
    if (state.writesPending) return Promise.reject(e as Error);
    throw e;
  }
}

const isThenable = (v: unknown): v is PromiseLike<unknown> => typeof (v as PromiseLike<unknown> | null)?.then === 'function';

/** The asynchronous way of an answer: awaited, then sent unless the handler sent it itself. */
async function later(out: unknown, reply: FastifyReply, longKeys: ReadonlySet<string>): Promise<unknown> {
  const value = await out;
  if (reply.sent) return undefined;
  return payloadOf(value, reply, longKeys);
}

/** What Fastify is to send of an answer: JSON text for rows already written and for bare Longs, else the value. */
function payloadOf(out: unknown, reply: FastifyReply, longKeys: ReadonlySet<string>): unknown {
  if (!longKeys.size) {
    if (!(out instanceof JsonRows)) return out;
    reply.type(JSON_TYPE);
    return out.body();
  }
  if (!out || typeof out !== 'object' || Buffer.isBuffer(out)) return out;
  reply.type(JSON_TYPE);
  return writeLongs(out, longKeys);
}

function flatQuery(q: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!q) return out;
  const given = q as Record<string, unknown>;
  // for-in rather than Object.entries: no array of pairs made per call (the parsed query has no prototype).
  for (const k in given) {
    if (!Object.hasOwn(given, k) || !isSafeKey(k)) continue;
    const v = given[k];
    out[k] = typeof v === 'string' ? v : Array.isArray(v) ? v.join(',') : String(v ?? '');
  }
  return out;
}

interface Requirements {
  params: ParamSpec[];
  /** Whether a body is required (a multipart one is its handler's to read). */
  body: boolean;
}

function requirements(op: Operation): Requirements | undefined {
  const params = op.params.filter((p) => p.required);
  const body = Boolean(op.body?.required && !op.body.media.startsWith('multipart/'));
  return params.length || body ? { params, body } : undefined;
}

/** A missing required parameter or body is a 400 R, as BladeX's validation answers. */
function checkRequired(required: Requirements, query: Record<string, string>, req: FastifyRequest): void {
  for (const p of required.params) {
    const v = p.in === 'query' ? query[p.name] : p.in === 'header' ? req.headers[p.name.toLowerCase()] : 'x';
    if (v === undefined || v === '') throw new BladeError(400, `${MSG.missing}: ${p.name}`);
  }
  if (required.body && (req.body === undefined || req.body === null || req.body === '')) throw new BladeError(400, `${MSG.missing}: body`);
}
