// Vitest global setup: one Prism validating proxy per test worker, started once for the run. Each
// Prism start reads the whole contract (about 9 s on the 2-core machine); a file per Prism cost the
// suite that 12 times over. Worker N's files run one after another, and each listens its own
// sandbox on the port worker N's Prism forwards to (helpers.ts, startStack).
import type { TestProject } from 'vitest/node';
import * as servers from '../../scripts/lib/servers.mjs';

export const WORKERS = 2;

type Prism = { url: string; stop(): Promise<void> };
const startPrism = servers.startPrism as unknown as (o: { upstream: string }) => Promise<Prism>;
const freePort = servers.freePort as unknown as () => Promise<number>;

/** Where worker N's Prism listens, and the port its sandbox must listen on. */
export type WorkerPrism = { url: string; upstreamPort: number };

declare module 'vitest' {
  export interface ProvidedContext {
    prisms: Record<string, WorkerPrism>;
  }
}

export default async function setup(project: TestProject) {
  const ports: number[] = [];
  for (let id = 1; id <= WORKERS; id++) ports.push(await freePort());
  const starts = await Promise.allSettled(
    ports.map(async (upstreamPort) => ({ ...(await startPrism({ upstream: `http://127.0.0.1:${upstreamPort}` })), upstreamPort })),
  );
  const started = starts.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = starts.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(started.map((p) => p.stop()));
    throw failed.reason;
  }
  project.provide('prisms', Object.fromEntries(started.map((p, i) => [String(i + 1), { url: p.url, upstreamPort: p.upstreamPort }])));
  return async () => void (await Promise.all(started.map((p) => p.stop())));
}
