// The contract's JSON bundle for the tools that read JSON (the sandbox, the console's checks).
// Only contract/dist/openapi.yaml is committed; openapi.json is git-ignored, so a fresh clone has
// none until something writes it. ensureBundleJson writes it from the YAML when it is missing or
// older than the YAML, so every command works on a fresh clone and after a pull.
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const DIST = fileURLToPath(new URL('../../contract/dist', import.meta.url));
export const BUNDLE_YAML = join(DIST, 'openapi.yaml');
export const BUNDLE_JSON = join(DIST, 'openapi.json');

/** Whether `json` is missing or older than `yaml`. */
export function bundleJsonStale(yaml = BUNDLE_YAML, json = BUNDLE_JSON) {
  return !existsSync(json) || statSync(json).mtimeMs < statSync(yaml).mtimeMs;
}

/**
 * Writes `json` from `yaml` when stale and answers its path. The write goes through a temporary
 * file and a rename, so a process reading the file at the same moment (tests run in parallel)
 * sees the old file or the whole new one, never half of it.
 */
export function ensureBundleJson({ yaml = BUNDLE_YAML, json = BUNDLE_JSON, log = () => {} } = {}) {
  if (!existsSync(yaml)) throw new Error(`${yaml} is missing: run \`npm run build -w contract\``);
  if (!bundleJsonStale(yaml, json)) return json;
  log(`writing ${json} from ${yaml}`);
  const doc = parse(readFileSync(yaml, 'utf8'), { maxAliasCount: -1 });
  const tmp = `${json}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(doc));
  renameSync(tmp, json);
  return json;
}
