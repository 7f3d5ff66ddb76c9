// Once per run, before any worker starts: the browser is there, the sandbox's JSON contract is
// written (a fresh clone has only the YAML), and the console under test is built (when missing,
// older than console/src or sdk/src, or BUILD=1), so workers never race a build.
import { ensureChromium } from '../../../scripts/lib/chromium.mjs';
import { ensureBundleJson } from '../../../scripts/lib/bundle.mjs';
import { buildIfNeeded } from './servers.mjs';

export default async function globalSetup() {
  await ensureChromium();
  ensureBundleJson({ log: console.log });
  buildIfNeeded();
}
