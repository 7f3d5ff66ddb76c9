// The call context every handler, guard and input check takes (the state, the operation, the
// request and reply, the session, the flat query and the body), and the handler's signature. A
// module of its own, below the handlers, so that auth/ and input/ take the type without importing
// the handlers that import them.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from './auth/sessions.ts';
import type { Operation } from './contract.ts';
import type { SandboxState } from './state.ts';

export interface Call {
  state: SandboxState;
  op?: Operation;
  req: FastifyRequest;
  reply: FastifyReply;
  session?: Session;
  query: Record<string, string>;
  body: any;
}

export type Handler = (c: Call) => unknown;
