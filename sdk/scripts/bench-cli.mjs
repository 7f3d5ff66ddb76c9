// The CLI's export figure (part of `npm run bench`, not a test): `dasha export` of 100,000 records
// (BENCH_EXPORT_ROWS to change it) from a local node:http server that fakes the sign-in and a paged
// list, to CSV and to xlsx, labelled (the default). Prints records/s and the CLI process's peak RSS
// (its own process.resourceUsage().maxRSS, printed by `--stats`, so no /usr/bin/time is needed)
// against the goal: the export streams page by page, so its memory stays flat (peak < 150 MB).
// Needs dist/ (bench.mjs builds it).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SDK = fileURLToPath(new URL('..', import.meta.url));
const TOTAL = Number(process.env.BENCH_EXPORT_ROWS ?? 100000);
const GOAL_MB = 150;
const rows = Array.from({ length: TOTAL }, (_, i) => ({
  id: String(1123598821738675201n + BigInt(i)),
  paramName: `参数${i}`,
  paramKey: `bench.key.${i}`,
  paramValue: i % 7 === 0 ? '=formula-like' : `value ${i}`,
  remark: '导出基准',
  amount: (i % 1000) - 500.25,
  createTime: '2024-03-05 14:30:00',
  status: 1,
}));
const send = (res, body) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  if (url.pathname.endsWith('/blade-auth/oauth/token')) {
    return send(res, {
      access_token: 'bench-token',
      refresh_token: 'bench-refresh',
      tenant_id: '000000',
      account: 'admin',
      user_name: 'admin',
      token_type: 'bearer',
      expires_in: 3600,
    });
  }
  const current = Number(url.searchParams.get('current') ?? 1);
  const size = Number(url.searchParams.get('size') ?? 10);
  send(res, {
    code: 200,
    success: true,
    msg: '操作成功',
    data: { records: rows.slice((current - 1) * size, current * size), total: TOTAL, size, current, pages: Math.ceil(TOTAL / size) },
  });
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const dir = mkdtempSync(join(tmpdir(), 'dasha-bench-'));
const env = {
  ...process.env,
  BLADE_BASE_URL: `http://127.0.0.1:${server.address().port}/api`,
  BLADE_SESSION_FILE: join(dir, 'session.json'),
};
// The server runs in this process, so the CLI runs as a child without blocking it.
const dasha = (args) =>
  new Promise((resolve, reject) =>
    execFile(process.execPath, [join(SDK, 'bin/dasha.mjs'), ...args], { env }, (error, _stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stderr),
    ),
  );
try {
  await dasha(['login', '--password', 'bench']);
  for (const ext of ['csv', 'xlsx']) {
    const out = join(dir, `bench.${ext}`);
    const stderr = await dasha(['export', 'param', '--out', out, '--size', '500', '--concurrency', '2', '--stats']);
    const stats = JSON.parse(/stats (\{.*\})/.exec(stderr)[1]);
    const kb = (statSync(out).size / 1024).toFixed(0);
    const goal = `(goal: peak < ${GOAL_MB} MB) ${stats.maxRssMb < GOAL_MB ? 'MET' : 'MISSED'}`;
    console.log(
      `dasha export of ${stats.records} records to ${ext}: ${stats.recordsPerSecond} records/s (${stats.seconds.toFixed(2)} s), peak RSS ${stats.maxRssMb} MB ${goal}, file ${kb} KB`,
    );
  }
} finally {
  server.close();
  rmSync(dir, { recursive: true, force: true });
}
