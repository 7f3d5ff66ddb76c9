// Cross-origin requests answered as BladeX's gateway filter answers them (cors.ts): a console
// served from another origin (config.json apiBase = the gateway's URL) can sign in and call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from './app.ts';

// The OAuth client header the console sends (saber:saber_secret).
const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

let sandbox: Sandbox;
beforeAll(async () => void (sandbox = await buildSandbox()), 120000);
afterAll(() => sandbox?.close());

const ORIGIN = 'https://console.example.com';

describe('CORS like the BladeX gateway', () => {
  it('answers a preflight with 200 and the headers the console sends', async () => {
    const res = await sandbox.app.inject({
      method: 'OPTIONS',
      url: '/api/blade-auth/oauth/token',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,tenant-id,captcha-key,captcha-code',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-allow-methods']).toBe('GET,POST,PUT,DELETE,OPTIONS,HEAD');
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/);
    for (const h of [
      'authorization',
      'tenant-id',
      'blade-auth',
      'content-type',
      'captcha-key',
      'captcha-code',
      'dept-id',
      'role-id',
      'brandid',
    ])
      expect(allowed).toContain(h);
  });

  it('puts the headers on the real request too, errors included, and none without an Origin', async () => {
    const info = await sandbox.app.inject({ method: 'GET', url: '/api/blade-system/tenant/info?domain=x', headers: { origin: ORIGIN } });
    expect(info.statusCode).toBe(200);
    expect(info.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(info.headers.vary).toContain('Origin');
    const refused = await sandbox.app.inject({
      method: 'GET',
      url: '/api/blade-desk/notice/list',
      headers: { origin: ORIGIN, authorization: BASIC },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe(ORIGIN);
    const sameOrigin = await sandbox.app.inject({ method: 'GET', url: '/api/blade-system/tenant/info?domain=x' });
    expect(sameOrigin.headers['access-control-allow-origin']).toBeUndefined();
  });
});
