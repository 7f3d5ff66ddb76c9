// A session ends only by its own requests: a 401 or a failed refresh that belongs to an older
// session (signed out, signed in again, refreshed since) rejects its caller and ends nothing more.
import { describe, expect, it } from 'vitest';
import type { BladeError } from './errors';
import { json, makeClient, ok, tokenAnswer } from './testing/helpers';

const list = '/blade-system/param/list' as const;
const path = (r: Request) => new URL(r.url).pathname.replace(/^\/api/, '');
const grantOf = (r: Request) => new URL(r.url).searchParams.get('grant_type');
const unauthorized = () => json({ code: 401, success: false, msg: '请求未授权' }, 401);

/** A promise the test settles when it chooses: the answer of a request already sent. */
function gate<T>() {
  let open!: (value: T) => void;
  const opened = new Promise<T>((resolve) => (open = resolve));
  return { open, opened };
}

/** A server with two accounts: `a` gets token access-a, `b` access-b; refreshes and lists are up to the test. */
function twoUsers(
  routes: { list?: (r: Request) => Response | Promise<Response>; refresh?: (r: Request) => Response | Promise<Response> } = {},
) {
  return makeClient((request) => {
    if (path(request) === '/blade-auth/oauth/token') {
      if (grantOf(request) === 'refresh_token') return routes.refresh?.(request) ?? json(tokenAnswer({ access_token: 'access-a2' }));
      const user = new URL(request.url).searchParams.get('username')!;
      return json(tokenAnswer({ access_token: `access-${user}`, refresh_token: `refresh-${user}`, user_id: `id-${user}`, account: user }));
    }
    if (path(request) === list) return routes.list?.(request) ?? ok({ records: [], total: 0 });
    return ok();
  });
}

const signIn = (made: ReturnType<typeof twoUsers>, user: 'a' | 'b') =>
  made.blade.auth.signIn({ tenantId: '000000', username: user, password: user });

describe('a 401 ends only the session that sent the request', () => {
  it("a 401 to A's request that arrives after B signed in rejects the request and leaves B signed in", async () => {
    const answer = gate<Response>();
    const sent = gate<void>();
    const made = twoUsers({ list: () => (sent.open(), answer.opened) });
    await signIn(made, 'a');
    const aList = made.blade.api.GET(list);
    await sent.opened; // A's request is on the wire
    await made.blade.auth.signOut();
    await signIn(made, 'b');
    const events: unknown[] = [];
    made.blade.session.subscribe((s) => events.push(s?.token ?? null));
    answer.open(unauthorized());
    await expect(aList).rejects.toMatchObject({ code: 401 });
    expect(made.fetch.calls.find((r) => path(r) === list)!.headers.get('Blade-Auth')).toBe('bearer access-a');
    expect(made.blade.session.get()?.token).toBe('access-b');
    expect(made.unauthorizedCount()).toBe(0);
    expect(events).toEqual([]);
    expect(made.errors).toEqual([]);
  });

  it('the same 401 to a request of the current session still signs out, once', async () => {
    const made = twoUsers({ list: unauthorized });
    await signIn(made, 'a');
    await signIn(made, 'b');
    const results = await Promise.allSettled([made.blade.api.GET(list), made.blade.api.GET(list), made.blade.api.GET(list)]);
    expect(results.map((r) => r.status === 'rejected' && (r.reason as BladeError).code)).toEqual([401, 401, 401]);
    expect(made.blade.session.get()).toBeNull();
    expect(made.unauthorizedCount()).toBe(1);
  });

  it('a 401 to a request sent before a refresh (the old token) does not end the refreshed session', async () => {
    const answer = gate<Response>();
    const sent = gate<void>();
    const made = twoUsers({ list: () => (sent.open(), answer.opened) });
    await signIn(made, 'a');
    const before = made.blade.api.GET(list);
    await sent.opened;
    await made.blade.auth.refresh();
    expect(made.blade.session.get()?.token).toBe('access-a2');
    answer.open(unauthorized());
    await expect(before).rejects.toMatchObject({ code: 401 });
    expect(made.fetch.calls.find((r) => path(r) === list)!.headers.get('Blade-Auth')).toBe('bearer access-a');
    expect(made.blade.session.get()?.token).toBe('access-a2');
    expect(made.unauthorizedCount()).toBe(0);
  });

  it('a 401 to a request that carried no token (noToken) does not end the session', async () => {
    const made = makeClient((r) => (path(r) === '/blade-auth/oauth/captcha' ? unauthorized() : json(tokenAnswer())));
    await made.blade.auth.signIn({ tenantId: '000000', username: 'admin', password: 'admin' });
    await expect(made.blade.auth.captcha()).rejects.toMatchObject({ code: 401 });
    expect(made.blade.session.get()?.token).toBe('access-1');
    expect(made.unauthorizedCount()).toBe(0);
  });

  it('signed out, a 401 to a request without a token still goes to sign-in once (spec §8)', async () => {
    const made = makeClient(unauthorized);
    await Promise.allSettled([made.blade.api.GET(list), made.blade.api.GET(list)]);
    expect(made.unauthorizedCount()).toBe(1);
  });
});

describe('a refresh ends or renews only the session it was started for', () => {
  it('a refresh of A that fails after B signed in leaves B signed in', async () => {
    const answer = gate<Response>();
    const made = twoUsers({ refresh: () => answer.opened });
    await signIn(made, 'a');
    const refresh = made.blade.auth.refresh();
    await signIn(made, 'b');
    answer.open(json({ error_code: 401, error_description: '刷新令牌已失效' }));
    await expect(refresh).rejects.toMatchObject({ code: 401 });
    expect(made.blade.session.get()?.token).toBe('access-b');
    expect(made.unauthorizedCount()).toBe(0);
  });

  it('a refresh of A answered with a 401 status after B signed in leaves B signed in', async () => {
    const answer = gate<Response>();
    const made = twoUsers({ refresh: () => answer.opened });
    await signIn(made, 'a');
    const refresh = made.blade.auth.refresh();
    await signIn(made, 'b');
    answer.open(unauthorized());
    await expect(refresh).rejects.toMatchObject({ code: 401 });
    expect(made.blade.session.get()?.token).toBe('access-b');
    expect(made.unauthorizedCount()).toBe(0);
  });

  it("a refresh of A that succeeds after B signed in does not replace B's session", async () => {
    const answer = gate<Response>();
    const made = twoUsers({ refresh: () => answer.opened });
    await signIn(made, 'a');
    const refresh = made.blade.auth.refresh();
    await signIn(made, 'b');
    answer.open(json(tokenAnswer({ access_token: 'access-a2', user_id: 'id-a' })));
    await expect(refresh).rejects.toMatchObject({ code: 401 });
    expect(made.blade.session.get()?.token).toBe('access-b');
    expect(made.blade.session.get()?.userInfo.user_id).toBe('id-b');
    expect(made.unauthorizedCount()).toBe(0);
  });

  it("B's refresh is its own request, not a share of A's refresh still under way", async () => {
    const answers = [gate<Response>(), gate<Response>()];
    let sent = 0;
    const made = twoUsers({ refresh: () => answers[sent++]!.opened });
    await signIn(made, 'a');
    const aRefresh = made.blade.auth.refresh();
    await signIn(made, 'b');
    const bRefresh = made.blade.auth.refresh();
    expect(bRefresh).not.toBe(aRefresh);
    answers[1]!.open(json(tokenAnswer({ access_token: 'access-b2', user_id: 'id-b' })));
    expect((await bRefresh).token).toBe('access-b2');
    answers[0]!.open(json(tokenAnswer({ access_token: 'access-a2', user_id: 'id-a' })));
    await expect(aRefresh).rejects.toMatchObject({ code: 401 });
    expect(made.blade.session.get()?.token).toBe('access-b2');
    expect(
      made.fetch.calls.filter((r) => grantOf(r) === 'refresh_token').map((r) => new URL(r.url).searchParams.get('refresh_token')),
    ).toEqual(['refresh-a', 'refresh-b']);
  });

  it('a failed refresh of the current session still signs out', async () => {
    const made = twoUsers({ refresh: () => json({ error_code: 401, error_description: '刷新令牌已失效' }) });
    await signIn(made, 'a');
    await expect(made.blade.auth.refresh()).rejects.toMatchObject({ message: '刷新令牌已失效' });
    expect(made.blade.session.get()).toBeNull();
    expect(made.unauthorizedCount()).toBe(1);
  });
});

describe('sign-out', () => {
  it("tells the server with the ended session's token and tenant; its 401 (expired token) is no second ending", async () => {
    const made = makeClient((r) => (path(r) === '/blade-auth/oauth/logout' ? unauthorized() : json(tokenAnswer({ tenant_id: '100001' }))));
    await made.blade.auth.signIn({ tenantId: '100001', username: 'admin', password: 'admin' });
    await made.blade.auth.signOut();
    const logout = made.fetch.calls.find((r) => path(r) === '/blade-auth/oauth/logout')!;
    expect(logout.headers.get('Blade-Auth')).toBe('bearer access-1');
    expect(logout.headers.get('Tenant-Id')).toBe('100001');
    expect(made.blade.session.get()).toBeNull();
    expect(made.unauthorizedCount()).toBe(0);
  });

  it('signed out already, tells the server nothing', async () => {
    const made = makeClient(() => ok());
    await made.blade.auth.signOut();
    expect(made.fetch.calls).toEqual([]);
  });
});
