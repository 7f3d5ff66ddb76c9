// The one place a session ends: whatever the reason, everything the session held goes, and only a
// request of the current session can end it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse, R, server, token } from '@/testing/msw-server';
import { blade, endSession } from './blade';
import { createQueryClient } from './create-query-client';
import { lockScreen, lockState } from './lock';
import { menuStore } from './menu-store';
import { setNavigator } from './navigation';
import { isAdminRole } from './session';
import { storage } from './storage';
import { homeTab, openTab, tabsStore } from './tabs-store';
import { uiStore } from './ui-store';

const LIST = '/blade-system/param/list' as const;
let moves: string[] = [];
let loggedOut: (string | null)[] = [];

/** Signs in through the SDK as `user` of tenant 000000 (token access-<user>, user id id-<user>). */
async function signInAs(user: string) {
  server.use(
    http.post('/blade-auth/oauth/token', () =>
      HttpResponse.json(token({ access_token: `access-${user}`, user_id: `id-${user}`, account: user })),
    ),
    http.get('/blade-auth/oauth/logout', ({ request }) => {
      loggedOut.push(request.headers.get('Blade-Auth'));
      return HttpResponse.json(R(true));
    }),
  );
  await blade.auth.signIn({ tenantId: '000000', username: user, password: user });
}

/** A list answer the test releases when it chooses, after the request is on the wire. */
function heldList(status: number) {
  let release!: () => void;
  let sent!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const onWire = new Promise<void>((r) => (sent = r));
  server.use(
    http.get(LIST, async () => {
      sent();
      await released;
      return HttpResponse.json(
        { code: status, success: status === 200, msg: status === 401 ? '请求未授权' : '操作成功', data: null },
        { status },
      );
    }),
  );
  return { release, onWire };
}

beforeEach(() => {
  moves = [];
  loggedOut = [];
  setNavigator((to) => moves.push(to));
});
afterEach(async () => {
  await endSession('no-token'); // no session leaks into the next test (the SDK caches it in memory)
});

describe('endSession', () => {
  it('clears the SDK session, the query cache (in-flight queries cancelled), menus, tabs, lock, top menu, brand and session keys; tells the server; goes to /login', async () => {
    await signInAs('a');
    menuStore.set({ menu: [], permissions: { param_add: true }, loaded: true });
    openTab({ value: '/system/param/index', label: '参数管理' });
    lockScreen('1234');
    uiStore.set({ topMenuId: 't1', searchOpen: true });
    blade.brand.set('b1');
    storage.set('toPath', '/sale/salestoreorder/index');
    storage.set('saleStore', true);
    const queries = createQueryClient();
    queries.setQueryData(['000000', 'id-a', 'blade-system/param', 'list', {}], { records: [{ id: '1' }], total: 1 });
    let aborted = false;
    const inFlight = queries.fetchQuery({
      queryKey: ['000000', 'id-a', 'blade-user', 'info'],
      queryFn: ({ signal }) =>
        new Promise((_, reject) => signal.addEventListener('abort', () => ((aborted = true), reject(signal.reason)))),
    });

    await endSession('sign-out');

    expect(blade.session.get()).toBeNull();
    expect(storage.get('token')).toBeUndefined();
    expect(loggedOut).toEqual(['bearer access-a']);
    expect(aborted).toBe(true);
    await expect(inFlight).rejects.toBeDefined();
    expect(queries.getQueryCache().getAll()).toEqual([]);
    expect(menuStore.get()).toEqual({ menu: null, permissions: {}, roles: [], loaded: false, stored: false, failed: false });
    expect(['menu', 'permission', 'roles'].map((key) => storage.get(key))).toEqual([undefined, undefined, undefined]);
    expect(tabsStore.get()).toEqual({ tabs: [homeTab], active: homeTab.value });
    expect(lockState.get()).toEqual({ locked: false, password: '' });
    expect(uiStore.get()).toMatchObject({ topMenuId: null, searchOpen: false });
    expect(blade.brand.get()).toBeUndefined();
    expect([storage.get('toPath'), storage.get('saleStore')]).toEqual([undefined, undefined]);
    expect(moves).toEqual(['/login']);
  });

  it('goes to /login for a 401 and a sign-out, not for registration (already there) or the guard (it redirects)', async () => {
    for (const [reason, to] of [
      ['unauthorized', ['/login']],
      ['sign-out', ['/login']],
      ['registration', []],
      ['no-token', []],
    ] as const) {
      await signInAs('a');
      moves = [];
      await endSession(reason);
      expect([reason, moves]).toEqual([reason, to]);
      expect(blade.session.get()).toBeNull();
    }
  });
});

describe('a 401', () => {
  it('of the current session ends it through endSession: cache, tabs and menus go, /login once per storm', async () => {
    await signInAs('a');
    openTab({ value: '/system/param/index', label: '参数管理' });
    const queries = createQueryClient();
    queries.setQueryData(['000000', 'id-a', 'blade-user', 'info'], { id: 'id-a' });
    server.use(http.get(LIST, () => HttpResponse.json({ code: 401, success: false, msg: '请求未授权' }, { status: 401 })));
    const storm = await Promise.allSettled([1, 2, 3].map(() => blade.call(blade.api.GET('/blade-system/param/list', {}))));
    expect(storm.every((r) => r.status === 'rejected')).toBe(true);
    await Promise.resolve(); // endSession runs on from the SDK's callback
    expect(blade.session.get()).toBeNull();
    expect(moves).toEqual(['/login']);
    expect(queries.getQueryCache().getAll()).toEqual([]);
    expect(tabsStore.get().tabs).toEqual([homeTab]);
  });

  it("of a request A sent before signing out never ends B's session", async () => {
    await signInAs('a');
    const held = heldList(401);
    const aList = blade.call(blade.api.GET('/blade-system/param/list', {}));
    await held.onWire;
    await endSession('sign-out');
    await signInAs('b');
    moves = [];
    openTab({ value: '/system/param/index', label: '参数管理' });
    menuStore.set({ menu: [], permissions: { param_add: true }, loaded: true });
    const queries = createQueryClient();
    queries.setQueryData(['000000', 'id-b', 'blade-user', 'info'], { id: 'id-b' });

    held.release();
    await expect(aList).rejects.toMatchObject({ code: 401 });
    await Promise.resolve();

    expect(blade.session.get()?.token).toBe('access-b');
    expect(storage.get('token')).toBe('access-b');
    expect(moves).toEqual([]);
    expect(tabsStore.get().active).toBe('/system/param/index');
    expect(menuStore.get().loaded).toBe(true);
    expect(queries.getQueryData(['000000', 'id-b', 'blade-user', 'info'])).toEqual({ id: 'id-b' });
  });

  it("nor does A's refresh that fails after B signed in", async () => {
    await signInAs('a');
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    server.use(
      http.post('/blade-auth/oauth/token', async ({ request }) => {
        const q = new URL(request.url).searchParams;
        if (q.get('grant_type') === 'refresh_token') {
          await released;
          return HttpResponse.json({ error: 'invalid_grant', error_description: '刷新令牌已失效' }, { status: 400 });
        }
        const user = q.get('username')!;
        return HttpResponse.json(token({ access_token: `access-${user}`, user_id: `id-${user}`, account: user }));
      }),
    );
    const aRefresh = blade.auth.refresh();
    await endSession('sign-out');
    await blade.auth.signIn({ tenantId: '000000', username: 'b', password: 'b' });
    moves = [];
    openTab({ value: '/system/param/index', label: '参数管理' });

    release();
    await expect(aRefresh).rejects.toBeDefined();
    await Promise.resolve();

    expect(blade.session.get()?.token).toBe('access-b');
    expect(moves).toEqual([]);
    expect(tabsStore.get().active).toBe('/system/param/index');
  });
});

describe('the admin layout (spec §6)', () => {
  it('goes to a role name containing the ERP code, in any case; the code is a setting', () => {
    expect(isAdminRole('administrator')).toBe(true);
    expect(isAdminRole('Admin,hr')).toBe(true);
    expect(isAdminRole('agent')).toBe(false);
    expect(isAdminRole(undefined)).toBe(false);
    expect(isAdminRole('erp_boss', 'boss')).toBe(true);
    expect(isAdminRole('administrator', 'boss')).toBe(false);
  });
});
