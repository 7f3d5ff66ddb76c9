// @dasha/sdk/node: set-up for Node scripts and the CLI (files, the environment). Never imported by
// src/index.ts, so the browser build carries no node:fs.
import { homedir } from 'node:os';
import { join } from 'node:path';
import { createBladeClient, type BladeClient, type BladeClientOptions } from './client';
import { fileStorage } from './node/file-storage';

export { fileStorage, fileStore } from './node/file-storage';

/** The environment a script reads (process.env by default). */
export type BladeEnv = Record<string, string | undefined>;

/** The session file of the CLI and of scripts that keep a session: `$BLADE_SESSION_FILE`, else `~/.config/dasha/session.json`. */
export function sessionFilePath(env: BladeEnv = process.env): string {
  return env.BLADE_SESSION_FILE || join(homedir(), '.config', 'dasha', 'session.json');
}

/**
 * A client configured from the environment: `BLADE_BASE_URL` (required, absolute: http://gateway/api),
 * `BLADE_CLIENT_ID` / `BLADE_CLIENT_SECRET` (default saber / saber_secret), `BLADE_TENANT_ID` (default
 * 000000, returned as `tenantId` for signing in) and, when set, `BLADE_SESSION_FILE` (the session is
 * kept in that file across runs; otherwise in memory). `overrides` win over the environment.
 * @example const blade = createBladeClientFromEnv(); await blade.auth.signIn({ tenantId: blade.tenantId, username, password })
 */
export function createBladeClientFromEnv(
  overrides: BladeClientOptions = {},
  env: BladeEnv = process.env,
): BladeClient & { tenantId: string } {
  const baseUrl = overrides.baseUrl ?? env.BLADE_BASE_URL;
  if (!baseUrl) {
    throw new Error(
      'createBladeClientFromEnv: set BLADE_BASE_URL to the gateway (e.g. http://localhost:80/api), or pass the `baseUrl` option.',
    );
  }
  const client = createBladeClient({
    clientId: env.BLADE_CLIENT_ID || undefined,
    clientSecret: env.BLADE_CLIENT_SECRET || undefined,
    storage: env.BLADE_SESSION_FILE ? fileStorage(env.BLADE_SESSION_FILE) : undefined,
    ...overrides,
    baseUrl,
  });
  return Object.assign(client, { tenantId: env.BLADE_TENANT_ID || '000000' });
}
