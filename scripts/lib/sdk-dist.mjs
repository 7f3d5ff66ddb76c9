// The SDK's package build (sdk/dist) for Node scripts that import @dasha/sdk: git-ignored, so a
// fresh clone has none. ensureSdkDist builds it (tsup) when it is missing or older than sdk/src.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SDK = fileURLToPath(new URL('../../sdk', import.meta.url));

function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

export function ensureSdkDist({ log = (m) => console.error(m) } = {}) {
  const entry = join(SDK, 'dist/index.js');
  if (existsSync(entry) && statSync(entry).mtimeMs >= newest(join(SDK, 'src'))) return;
  log('building the SDK (sdk/dist) first…');
  execFileSync(join(SDK, '../node_modules/.bin/tsup'), { cwd: SDK, stdio: ['ignore', 'ignore', 'inherit'] });
}
