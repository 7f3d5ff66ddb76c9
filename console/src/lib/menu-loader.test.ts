// The shell renders before its menu: the menu's load says when it failed, and a retry
// clears that. The menu, permission map and roles persist in browser storage (spec §4): a reload
// shows the stored menu at once and reads the server's again.
import { describe, expect, it } from 'vitest';
import { http, HttpResponse, R, server } from '@/testing/msw-server';
import { MENU_BUTTONS, MENU_ROUTES, endSessionAfterEach, signInAsAdmin, systemArea } from '@/testing/menu-session';
import { ensureMenu } from './menu-loader';
import { menuStore, storedMenu } from './menu-store';
import { storage } from './storage';

endSessionAfterEach();

/** The server's menu answers (after `gate` resolves, when given) and counts its reads. */
function serveMenu(area: typeof systemArea, gate?: Promise<void>) {
  const reads = { routes: 0 };
  server.use(
    http.get(MENU_ROUTES, async () => {
      reads.routes++;
      await gate;
      return HttpResponse.json(R([area]));
    }),
    http.get(MENU_BUTTONS, () => HttpResponse.json(R([{ id: 'b', code: 'param_add', name: '新增', children: [] }]))),
  );
  return reads;
}

/** A page load: the store starts from what browser storage holds. */
const reload = () => menuStore.set(storedMenu());
const renamed = { ...systemArea, name: '系统设置' };

describe('ensureMenu', () => {
  it('marks a failed load, and a retry that succeeds clears the mark and fills the menu', async () => {
    await signInAsAdmin();
    let fail = true;
    server.use(
      http.get(MENU_ROUTES, () =>
        fail ? HttpResponse.json({ code: 500, success: false, msg: '服务器异常' }, { status: 500 }) : HttpResponse.json(R([systemArea])),
      ),
      http.get(MENU_BUTTONS, () => HttpResponse.json(R([]))),
    );
    await expect(ensureMenu()).rejects.toBeTruthy();
    expect(menuStore.get()).toMatchObject({ loaded: false, failed: true, menu: null });
    fail = false;
    await ensureMenu();
    expect(menuStore.get()).toMatchObject({ loaded: true, failed: false });
    expect(menuStore.get().menu?.[0]?.children[0]?.to).toMatch(/^\/system\/param/);
  });

  it('keeps the menu, permission map and roles in browser storage', async () => {
    await signInAsAdmin();
    serveMenu(systemArea);
    await ensureMenu();
    expect(storage.get<{ name: string }[]>('menu')?.map((item) => item.name)).toEqual(['系统管理']);
    expect(storage.get('permission')).toEqual({ param_add: true });
    expect(storage.get('roles')).toEqual(['administrator']);
  });

  it("after a reload, shows the stored menu at once, then the server's when it arrives", async () => {
    await signInAsAdmin();
    serveMenu(systemArea);
    await ensureMenu();
    let answer!: () => void;
    const reads = serveMenu(renamed, new Promise<void>((resolve) => (answer = resolve)));
    reload();
    await ensureMenu(); // resolves without waiting for the server
    expect(menuStore.get()).toMatchObject({ loaded: true, stored: true, permissions: { param_add: true } });
    expect(menuStore.get().menu?.map((item) => item.name)).toEqual(['系统管理']);
    await expect.poll(() => reads.routes).toBe(1); // asked again, still unanswered
    expect(menuStore.get().stored).toBe(true);
    answer();
    await expect.poll(() => menuStore.get().stored).toBe(false);
    expect(menuStore.get().menu?.map((item) => item.name)).toEqual(['系统设置']);
    expect(storage.get<{ name: string }[]>('menu')?.map((item) => item.name)).toEqual(['系统设置']);
  });

  it('keeps the stored menu up when reading it again fails, without the failed mark', async () => {
    await signInAsAdmin();
    serveMenu(systemArea);
    await ensureMenu();
    server.use(http.get(MENU_ROUTES, () => HttpResponse.json({ code: 500, success: false, msg: '服务器异常' }, { status: 500 })));
    reload();
    await ensureMenu();
    await expect.poll(() => menuStore.get().failed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(menuStore.get()).toMatchObject({ loaded: true, stored: true, failed: false });
    expect(menuStore.get().menu?.map((item) => item.name)).toEqual(['系统管理']);
  });

  it('does not show a stored menu built for other roles: it waits for the server', async () => {
    await signInAsAdmin();
    serveMenu(systemArea);
    await ensureMenu();
    storage.set('roles', ['guest']);
    reload();
    expect(menuStore.get().stored).toBe(true);
    serveMenu(renamed);
    const loading = ensureMenu();
    expect(menuStore.get()).toMatchObject({ loaded: false, menu: null });
    await loading;
    expect(menuStore.get()).toMatchObject({ loaded: true, stored: false });
    expect(menuStore.get().menu?.map((item) => item.name)).toEqual(['系统设置']);
  });

  it('forgets the stored menu when the session ends', async () => {
    await signInAsAdmin();
    serveMenu(systemArea);
    await ensureMenu();
    menuStore.set({ menu: null, loaded: false }); // as resetMenu does on sign-out
    expect(['menu', 'permission', 'roles'].map((key) => storage.get(key))).toEqual([undefined, undefined, undefined]);
    expect(storedMenu()).toMatchObject({ loaded: false, menu: null });
  });
});
