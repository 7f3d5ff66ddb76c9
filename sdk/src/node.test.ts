import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBladeClient } from './index';
import { createBladeClientFromEnv, fileStorage, sessionFilePath } from './node';
import { fakeFetch, json, makeClient, ok, router, tokenAnswer } from './testing/helpers';

const tokenRoute = () => router({ '/blade-auth/oauth/token': () => json(tokenAnswer()) });
const tempFile = () => join(mkdtempSync(join(tmpdir(), 'dasha-session-')), 'nested', 'session.json');

describe('Node set-up', () => {
  it('refuses a relative baseUrl outside a browser, naming the option and BLADE_BASE_URL', () => {
    expect(() => createBladeClient({ baseUrl: '/api' })).toThrow(/`baseUrl` option.*BLADE_BASE_URL/);
    expect(() => createBladeClient()).toThrow('"/api" is relative');
    expect(() => createBladeClient({ baseUrl: 'https://gateway.dasha.test/api' })).not.toThrow();
  });

  it('createBladeClientFromEnv reads the gateway, the client and the tenant', async () => {
    const fetch = fakeFetch(() => ok());
    const env = {
      BLADE_BASE_URL: 'http://gw.test:8080/api',
      BLADE_CLIENT_ID: 'ops',
      BLADE_CLIENT_SECRET: 'ops_secret',
      BLADE_TENANT_ID: '123456',
    };
    const blade = createBladeClientFromEnv({ fetch }, env);
    await blade.read('/blade-system/param/list');
    expect(fetch.calls[0]!.url).toBe('http://gw.test:8080/api/blade-system/param/list');
    expect(fetch.calls[0]!.headers.get('Authorization')).toBe(`Basic ${btoa('ops:ops_secret')}`);
    expect(blade.tenantId).toBe('123456');
    expect(createBladeClientFromEnv({ fetch }, { BLADE_BASE_URL: 'http://gw.test/api' }).tenantId).toBe('000000');
  });

  it('createBladeClientFromEnv without BLADE_BASE_URL says what to set', () => {
    expect(() => createBladeClientFromEnv({}, {})).toThrow(/set BLADE_BASE_URL.*`baseUrl` option/);
  });

  it('the session file is $BLADE_SESSION_FILE, else ~/.config/dasha/session.json', () => {
    expect(sessionFilePath({ BLADE_SESSION_FILE: '/tmp/s.json' })).toBe('/tmp/s.json');
    expect(sessionFilePath({})).toBe(join(homedir(), '.config', 'dasha', 'session.json'));
  });
});

describe('fileStorage', () => {
  it('keeps a signed-in session across runs, in a 0600 file written without leftovers', async () => {
    const path = tempFile();
    const first = makeClient(tokenRoute(), { storage: fileStorage(path) });
    await first.blade.auth.signIn({ tenantId: '000000', username: 'admin', password: 'admin' });
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(path, '..'))).toEqual(['session.json']); // the temp file was renamed, not left
    expect(JSON.parse(readFileSync(path, 'utf8'))).toHaveProperty('saber-token');

    const second = makeClient(() => ok(), { storage: fileStorage(path) }); // the next run of the script
    expect(second.blade.session.get()).toMatchObject({ token: 'access-1', tenantId: '000000' });
    await second.blade.read('/blade-system/param/list');
    expect(second.fetch.calls[0]!.headers.get('Blade-Auth')).toBe('bearer access-1');

    await second.blade.auth.signOut();
    expect(makeClient(() => ok(), { storage: fileStorage(path) }).blade.session.get()).toBeNull();
  });

  it('treats a file that is not JSON as no session (the next sign-in rewrites it)', async () => {
    const path = tempFile();
    const made = makeClient(tokenRoute(), { storage: fileStorage(path) });
    expect(made.blade.session.get()).toBeNull(); // no file yet
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, 'not json');
    const broken = makeClient(tokenRoute(), { storage: fileStorage(path) });
    expect(broken.blade.session.get()).toBeNull();
    await broken.blade.auth.signIn({ tenantId: '000000', username: 'admin', password: 'admin' });
    expect(JSON.parse(readFileSync(path, 'utf8'))).toHaveProperty('saber-token');
  });
});

describe('signing in from a script', () => {
  it('signInWithRefreshToken posts the refresh_token grant with the tenant and stores the session', async () => {
    const { blade, fetch } = makeClient(tokenRoute());
    const session = await blade.auth.signInWithRefreshToken('kept-refresh-token', '654321');
    const request = fetch.calls[0]!;
    const query = new URL(request.url).searchParams;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/blade-auth/oauth/token');
    expect(Object.fromEntries(query)).toMatchObject({
      grant_type: 'refresh_token',
      scope: 'all',
      refresh_token: 'kept-refresh-token',
      tenantId: '654321',
    });
    expect(request.headers.get('Tenant-Id')).toBe('654321');
    expect(request.headers.has('Blade-Auth')).toBe(false);
    expect(session.token).toBe('access-1');
    expect(blade.session.get()?.token).toBe('access-1');
  });

  it('signInWithRefreshToken defaults to tenant 000000 and rejects a refused token without a session', async () => {
    const refused = router({ '/blade-auth/oauth/token': () => json({ error_code: 400, error_description: 'Invalid refresh token' }, 400) });
    const { blade, fetch } = makeClient(refused);
    await expect(blade.auth.signInWithRefreshToken('stale')).rejects.toThrow();
    expect(new URL(fetch.calls[0]!.url).searchParams.get('tenantId')).toBe('000000');
    expect(blade.session.get()).toBeNull();
  });
});
