// Concurrent create+read loops, as testers hammer the sandbox: each client, its own session,
// submits a notice and then reads the first page of the notice list, again and again. Prints
// errors, p50/p99 latency and the loops completed in each 10 s window (the first against the
// last shows whether lists slow down as the table grows).
import { ms, percentile, send, signIn, succeeded } from './client.ts';

/** 10 s windows; a run shorter than 20 s is split into two halves instead. */
const windowOf = (seconds: number) => (seconds >= 20 ? 10_000 : (seconds * 1000) / 2);

export async function load(base: string, o: { clients: number; seconds: number }): Promise<void> {
  const sessions = await Promise.all(Array.from({ length: o.clients }, () => signIn(base)));
  const windowMs = windowOf(o.seconds);
  // whole windows only: a loop ending in a last, shorter stretch is counted in the totals alone
  const windows = new Array<number>(Math.floor((o.seconds * 1000) / windowMs)).fill(0);
  const times = { submit: [] as number[], list: [] as number[], loop: [] as number[] };
  const errors = new Map<string, number>();
  const fail = (what: string) => errors.set(what, (errors.get(what) ?? 0) + 1);
  const start = performance.now();
  const end = start + o.seconds * 1000;

  const client = async (headers: Record<string, string>, n: number) => {
    for (let i = 0; performance.now() < end; i++) {
      const t0 = performance.now();
      try {
        const notice = {
          title: `压测通知 ${n}-${i}`,
          category: 1 + ((n + i) % 6),
          releaseTime: '2026-11-20 09:00:00',
          content: '并发创建与读取',
        };
        const saved = await send(base, 'POST', '/blade-desk/notice/submit', headers, notice);
        const t1 = performance.now();
        if (!succeeded(saved)) fail(`submit ${saved.status} ${saved.body?.msg ?? ''}`);
        const listed = await send(base, 'GET', '/blade-desk/notice/list?current=1&size=10', headers);
        const t2 = performance.now();
        if (!succeeded(listed)) fail(`list ${listed.status} ${listed.body?.msg ?? ''}`);
        times.submit.push(t1 - t0);
        times.list.push(t2 - t1);
        times.loop.push(t2 - t0);
        const w = Math.floor((t2 - start) / windowMs);
        if (w < windows.length) windows[w]++;
      } catch (e) {
        fail(`network ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
      }
    }
  };
  await Promise.all(sessions.map((headers, n) => client(headers, n)));

  const loops = times.loop.length;
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  console.log(
    `  ${loops} loops (${loops * 2} requests) in ${((performance.now() - start) / 1000).toFixed(1)} s, ${errorCount} errors${errorCount ? `: ${JSON.stringify(Object.fromEntries(errors))}` : ''}`,
  );
  for (const [what, samples] of Object.entries(times))
    console.log(`  ${what.padEnd(6)} p50 ${ms(percentile(samples, 50))}, p99 ${ms(percentile(samples, 99))}`);
  console.log(`  loops per ${windowMs / 1000} s: ${windows.join(', ')}`);
  const [first, last] = [windows[0], windows[windows.length - 1]];
  console.log(`  first vs last window: ${first} -> ${last} (${first ? ((last / first) * 100).toFixed(0) : 'n/a'}% of the first)`);
}
