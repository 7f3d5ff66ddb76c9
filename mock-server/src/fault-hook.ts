// Applies the fault configuration before a request reaches its handler (never to /__sandbox).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxState } from './state.ts';
import { errorBody, MSG } from './wire.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const HTML =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';

export async function applyFaults(state: SandboxState, req: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const faults = state.faults;
  if (!faults.active) return;
  const path = req.url.split('?')[0].replace(/^\/api(?=\/)/, '');
  if (path.startsWith('/__sandbox')) return;
  if (faults.latencyMs) await sleep(faults.latencyMs);
  const f = faults.match(req.method, path);
  if (f) {
    if (f.kind === 'html')
      return reply
        .code(f.status ?? 502)
        .type('text/html; charset=utf-8')
        .send(HTML);
    if (f.kind === 'broken-json')
      return reply
        .code(f.status ?? 200)
        .type('application/json')
        .send('{"code":200,"success":true,"data":{"records":[{"id":"1');
    if (f.kind === 'hang') {
      reply.hijack();
      await new Promise((resolve) => req.raw.once('close', resolve));
      return;
    }
    const status = f.status ?? 500;
    const msg = status === 401 ? MSG.unauthorized : status === 403 ? MSG.forbidden : status >= 500 ? MSG.server : MSG.fail;
    return reply.code(status).send(errorBody(status, msg));
  }
  if (faults.randomError()) return reply.code(500).send(errorBody(500, MSG.server));
}
