// List latency as a table grows: the first page of one resource's list, one request at a time
// (so the figure is the sandbox's work, not queueing), median of many, without and with an
// equality filter; at the seeded size, then after POST /__sandbox/grow fills the table.
import { ms, percentile, send, succeeded } from './client.ts';

export interface ListCase {
  label: string;
  path: string;
}

/** Median and p90 of `samples` sequential requests after a warm-up. */
async function timeList(
  base: string,
  headers: Record<string, string>,
  path: string,
  samples: number,
): Promise<{ median: number; p90: number; total: number }> {
  let total = 0;
  for (let i = 0; i < 20; i++) await send(base, 'GET', path, headers);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    const a = await send(base, 'GET', path, headers);
    times.push(performance.now() - t0);
    if (!succeeded(a)) throw new Error(`${path} answered ${a.status} ${JSON.stringify(a.body)}`);
    total = a.body.data.total;
  }
  return { median: percentile(times, 50), p90: percentile(times, 90), total };
}

/** Prints the cases at the seeded size, grows the table to `rows`, prints them again with the ratio. */
export async function listLatency(
  base: string,
  headers: Record<string, string>,
  o: { resource: string; rows: number; samples: number; cases: ListCase[] },
): Promise<void> {
  const before = [];
  for (const c of o.cases) before.push(await timeList(base, headers, c.path, o.samples));
  const t0 = performance.now();
  const grown = await send(base, 'POST', `/__sandbox/grow?resource=${encodeURIComponent(o.resource)}&rows=${o.rows}`, {});
  if (grown.status !== 200) throw new Error(`grow answered ${grown.status} ${JSON.stringify(grown.body)}`);
  console.log(`  ${o.resource} grown to ${grown.body.rows} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  for (const [i, c] of o.cases.entries()) {
    const after = await timeList(base, headers, c.path, o.samples);
    const b = before[i];
    console.log(
      `  ${c.label}: ${b.total} rows matching: median ${ms(b.median)} (p90 ${ms(b.p90)}) | ${after.total} rows matching: median ${ms(after.median)} (p90 ${ms(after.p90)}) | ${(after.median / b.median).toFixed(2)}x (goal <= 2x)`,
    );
  }
}
