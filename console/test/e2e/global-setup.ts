// Once per run, before any worker starts: the browser and nginx are there, the sandbox's JSON contract is
// written (a fresh clone has only the YAML), and the console under test is built (when missing,
// older than console/src or sdk/src, or BUILD=1), so workers never race a build.
import { ensureChromium } from '../../../scripts/lib/chromium.mjs';
import { ensureNginx } from '../../../scripts/lib/nginx.mjs';
import { ensureBundleJson } from '../../../scripts/lib/bundle.mjs';
import { buildIfNeeded } from './servers.ts';

export default async function globalSetup() {
  await ensureChromium();
  if (process.env.E2E_SERVER !== 'preview') await ensureNginx();
  ensureBundleJson({ log: console.log });
  buildIfNeeded();
}
