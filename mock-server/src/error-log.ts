// The console's error-log collector: BladeX has no route for the console's uploaded log, so the
// sandbox keeps one of its own, outside the BladeX API (config.json's errorLogUploadUrl names it).
// Reached directly and through the console's /api proxy, which keeps or strips the prefix.
import type { FastifyInstance } from 'fastify';
import { errorBody } from './wire.ts';

/** What one upload may hold: the console's local log is small (and kept in localStorage). */
const MAX_ENTRIES = 500;

export function registerErrorLog(app: FastifyInstance): void {
  const received: unknown[] = [];
  for (const url of ['/__sandbox/error-log', '/api/__sandbox/error-log']) {
    app.post(url, async (req, reply) => {
      const entries = req.body;
      if (!Array.isArray(entries) || entries.length > MAX_ENTRIES || entries.some((e) => !e || typeof e !== 'object' || Array.isArray(e))) {
        return reply.code(400).send(errorBody(400, `错误日志须为不超过 ${MAX_ENTRIES} 条记录的 JSON 数组`));
      }
      received.push(...entries);
      received.splice(0, Math.max(0, received.length - MAX_ENTRIES));
      return { ok: true, received: entries.length };
    });
    // What was uploaded, newest last: for tests and testers.
    app.get(url, async () => received);
  }
}
