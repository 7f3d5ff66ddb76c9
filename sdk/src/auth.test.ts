import { afterEach, describe, expect, it, vi } from 'vitest';
import { BladeError, md5 } from './index';
import { json, makeClient, ok, router, signedIn, tokenAnswer } from './testing/helpers';

const TOKEN = '/blade-auth/oauth/token';
const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

describe('auth API', () => {
  afterEach(() => vi.useRealTimers());

  it('signs in with the password grant: params in the query, md5 password, tenant header, no body', async () => {
    const { blade, fetch } = makeClient(router({ [TOKEN]: () => json(tokenAnswer()) }));
    const session = await blade.auth.signIn({ tenantId: '000000', username: 'admin', password: 'admin', deptId: 'd1', roleId: 'r1' });
    const request = fetch.calls[0]!;
    expect(request.method).toBe('POST');
    expect(query(request)).toEqual({
      tenantId: '000000',
      username: 'admin',
      password: md5('admin'),
      grant_type: 'password',
      scope: 'all',
      type: 'account',
    });
    expect(request.headers.get('Tenant-Id')).toBe('000000');
    expect(request.headers.get('Dept-Id')).toBe('d1');
    expect(request.headers.get('Role-Id')).toBe('r1');
    expect(request.body).toBeNull();
    expect(session).toMatchObject({ token: 'access-1', refreshToken: 'refresh-1', tenantId: '000000' });
    expect(blade.session.get()).toEqual(session);
  });

  it('uses the captcha grant with Captcha-Key and Captcha-Code', async () => {
    const { blade, fetch } = makeClient(router({ [TOKEN]: () => json(tokenAnswer()) }));
    await blade.auth.signIn({ tenantId: '000000', username: 'admin', password: 'admin', captchaKey: 'k-1', captchaCode: 'x7k2' });
    const request = fetch.calls[0]!;
    expect(query(request).grant_type).toBe('captcha');
    expect(request.headers.get('Captcha-Key')).toBe('k-1');
    expect(request.headers.get('Captcha-Code')).toBe('x7k2');
  });

  it('an answer with error_description is an error that stores no session', async () => {
    const { blade, errors } = makeClient(router({ [TOKEN]: () => json({ error_code: 400, error_description: '用户名或密码不正确' }) }));
    const failure = await blade.auth.signIn({ tenantId: '000000', username: 'admin', password: 'bad' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(BladeError);
    expect(failure).toMatchObject({ code: 400, message: '用户名或密码不正确' });
    expect(errors).toEqual([failure]);
    expect(blade.session.get()).toBeNull();
  });

  it('a wrong captcha (HTTP 400 with R) shows its msg and stores no session', async () => {
    const { blade, errors } = makeClient(router({ [TOKEN]: () => json({ code: 400, success: false, msg: '验证码不正确' }, 400) }));
    await expect(blade.auth.signIn({ tenantId: '000000', username: 'admin', password: 'a', captchaCode: 'x' })).rejects.toMatchObject({
      message: '验证码不正确',
    });
    expect(errors.map((e) => e.message)).toEqual(['验证码不正确']);
    expect(blade.session.get()).toBeNull();
  });

  it('replaces an empty avatar with the default', async () => {
    const { blade } = makeClient(router({ [TOKEN]: () => json(tokenAnswer({ avatar: '' })) }), { defaultAvatar: '/img/default.png' });
    const session = await blade.auth.signIn({ tenantId: '000000', username: 'admin', password: 'admin' });
    expect(session.userInfo.avatar).toBe('/img/default.png');
  });

  it('social sign-in sends source, code and state with the social grant', async () => {
    const { blade, fetch } = makeClient(router({ [TOKEN]: () => json(tokenAnswer()) }));
    await blade.auth.socialSignIn({ tenantId: '000000', source: 'github', code: 'c', state: 's' });
    expect(query(fetch.calls[0]!)).toEqual({
      tenantId: '000000',
      source: 'github',
      code: 'c',
      state: 's',
      grant_type: 'social',
      scope: 'all',
    });
  });

  it('captcha, user info, clear cache, tenant info and guest registration hit their paths', async () => {
    const { blade, fetch } = makeClient(
      router({
        '/blade-auth/oauth/captcha': () => json({ key: 'k', image: 'data:image/png;base64,AA' }),
        '/blade-auth/oauth/clear-cache': () => json({ success: 'true', msg: 'success' }),
        '/blade-system/tenant/info': () => ok({ tenantId: '000000', domain: 'a.test' }),
      }),
    );
    expect(await blade.auth.captcha()).toEqual({ key: 'k', image: 'data:image/png;base64,AA' });
    expect(await blade.auth.clearCache()).toEqual({ success: 'true', msg: 'success' });
    expect(await blade.auth.tenantInfo('a.test')).toEqual({ tenantId: '000000', domain: 'a.test' });
    await blade.auth.userInfo();
    await blade.auth.registerGuest({ tenantId: '000000', name: '张三', account: 'zs', password: 'p1', oauthId: 'o1' });
    const urls = fetch.calls.map((r) => `${r.method} ${new URL(r.url).pathname}${new URL(r.url).search}`);
    expect(urls).toEqual([
      'GET /api/blade-auth/oauth/captcha',
      'GET /api/blade-auth/oauth/clear-cache',
      'GET /api/blade-system/tenant/info?domain=a.test',
      'GET /api/blade-auth/oauth/user-info',
      `POST /api/blade-user/register-guest?tenantId=000000&name=${encodeURIComponent('张三')}&account=zs&password=p1&oauthId=o1`,
    ]);
  });

  it('sign-out calls logout, then clears token, menus, roles and the brand, and notifies', async () => {
    const { blade, fetch } = await signedIn();
    for (const key of ['menu', 'roles', 'permission']) blade.storage.set(key, ['x']);
    blade.brand.set('b1');
    const events: unknown[] = [];
    blade.session.subscribe((s) => events.push(s));
    await blade.auth.signOut();
    expect(new URL(fetch.calls[0]!.url).pathname).toBe('/api/blade-auth/oauth/logout');
    expect(fetch.calls[0]!.headers.get('Blade-Auth')).toBe('bearer access-1');
    expect(blade.session.get()).toBeNull();
    for (const key of ['token', 'refreshToken', 'menu', 'roles', 'permission', 'brandId']) expect(blade.storage.get(key)).toBeUndefined();
    expect(blade.brand.get()).toBeUndefined();
    expect(events).toEqual([null]);
  });

  it('sign-out ends the session even when the server fails', async () => {
    const { blade } = await signedIn({}, { '/blade-auth/oauth/logout': () => Promise.reject(new TypeError('offline')) });
    await blade.auth.signOut();
    expect(blade.session.get()).toBeNull();
  });
});

describe('token refresh', () => {
  afterEach(() => vi.useRealTimers());

  const refreshRoutes = (answer: () => Response | Promise<Response>) => ({
    [TOKEN]: (r: Request) => (query(r).grant_type === 'refresh_token' ? answer() : json(tokenAnswer())),
  });

  it('sends the refresh grant with tenant, dept and role, and stores the new session', async () => {
    const { blade, fetch } = await signedIn(
      {},
      refreshRoutes(() => json(tokenAnswer({ access_token: 'access-2' }))),
    );
    const events: unknown[] = [];
    blade.session.subscribe((s) => events.push(s));
    const session = await blade.auth.refresh();
    const request = fetch.calls[0]!;
    expect(query(request)).toEqual({ tenantId: '000000', refresh_token: 'refresh-1', grant_type: 'refresh_token', scope: 'all' });
    expect(request.headers.get('Tenant-Id')).toBe('000000');
    expect(request.headers.get('Dept-Id')).toBe('1123598813738675201');
    expect(request.headers.get('Role-Id')).toBe('1123598816738675201');
    expect(session.token).toBe('access-2');
    expect(events).toHaveLength(1);
  });

  it('switching department and role refreshes with the chosen ids', async () => {
    const { blade, fetch } = await signedIn(
      {},
      refreshRoutes(() => json(tokenAnswer({ access_token: 'access-3' }))),
    );
    await blade.auth.switchDeptRole({ deptId: 'd9', roleId: 'r9' });
    expect(fetch.calls[0]!.headers.get('Dept-Id')).toBe('d9');
    expect(fetch.calls[0]!.headers.get('Role-Id')).toBe('r9');
    expect(blade.session.get()?.token).toBe('access-3');
  });

  it('is single-flight: concurrent triggers share one request', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { blade, fetch } = await signedIn(
      {},
      refreshRoutes(async () => (await gate, json(tokenAnswer({ access_token: 'access-2' })))),
    );
    const all = Promise.all([blade.auth.refresh(), blade.auth.refresh(), blade.refresh.check(), blade.auth.refresh()]);
    release();
    await all;
    expect(fetch.calls.filter((r) => query(r).grant_type === 'refresh_token')).toHaveLength(1);
    await blade.auth.refresh(); // once settled, the next refresh is a new request
    expect(fetch.calls.filter((r) => query(r).grant_type === 'refresh_token')).toHaveLength(2);
  });

  it('a failed refresh signs out', async () => {
    const made = await signedIn(
      {},
      refreshRoutes(() => json({ error_code: 401, error_description: '刷新令牌已失效' })),
    );
    await expect(made.blade.auth.refresh()).rejects.toMatchObject({ message: '刷新令牌已失效' });
    expect(made.blade.session.get()).toBeNull();
    expect(made.unauthorizedCount()).toBe(1);
  });

  it('the check refreshes only once the token is tokenTimeSec old', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-20T09:00:00Z'));
    const made = await signedIn(
      { now: () => Date.now() },
      refreshRoutes(() => json(tokenAnswer({ access_token: 'access-2' }))),
    );
    const refreshes = () => made.fetch.calls.filter((r) => query(r).grant_type === 'refresh_token').length;
    made.blade.refresh.start();
    await vi.advanceTimersByTimeAsync(2990 * 1000); // 299 checks, token 2990 s old
    expect(refreshes()).toBe(0);
    await vi.advanceTimersByTimeAsync(10 * 1000); // the check at 3000 s
    expect(refreshes()).toBe(1);
    expect(made.blade.session.get()?.token).toBe('access-2');
    await vi.advanceTimersByTimeAsync(60 * 1000); // the new token is young again
    expect(refreshes()).toBe(1);
    made.blade.refresh.stop();
    await vi.advanceTimersByTimeAsync(4000 * 1000);
    expect(refreshes()).toBe(1);
  });

  it('honours tokenTimeSec and refreshCheckMs options', async () => {
    vi.useFakeTimers();
    const made = await signedIn(
      { now: () => Date.now(), tokenTimeSec: 60, refreshCheckMs: 1000 },
      refreshRoutes(() => json(tokenAnswer())),
    );
    made.blade.refresh.start();
    await vi.advanceTimersByTimeAsync(59 * 1000);
    expect(made.fetch.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(made.fetch.calls).toHaveLength(1);
    made.blade.refresh.stop();
  });

  it('the check does nothing when signed out', async () => {
    vi.useFakeTimers();
    const made = makeClient(() => ok());
    made.blade.refresh.start();
    await vi.advanceTimersByTimeAsync(4000 * 1000);
    expect(made.fetch.calls).toHaveLength(0);
    made.blade.refresh.stop();
  });
});
