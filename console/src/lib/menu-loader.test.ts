// The shell renders before its menu (issue 16): the menu's load says when it failed, and a retry
// clears that.
import { describe, expect, it } from 'vitest';
import { http, HttpResponse, R, server } from '@/testing/msw-server';
import { MENU_BUTTONS, MENU_ROUTES, endSessionAfterEach, signInAsAdmin, systemArea } from '@/testing/menu-session';
import { ensureMenu } from './menu-loader';
import { menuStore } from './menu-store';

endSessionAfterEach();

describe('ensureMenu', () => {
  it('marks a failed load, and a retry that succeeds clears the mark and fills the menu', async () => {
    await signInAsAdmin();
    let fail = true;
    server.use(
      http.get(MENU_ROUTES, () => (fail ? HttpResponse.json({ code: 500, success: false, msg: '服务器异常' }, { status: 500 }) : HttpResponse.json(R([systemArea])))),
      http.get(MENU_BUTTONS, () => HttpResponse.json(R([]))),
    );
    await expect(ensureMenu()).rejects.toBeTruthy();
    expect(menuStore.get()).toMatchObject({ loaded: false, failed: true, menu: null });
    fail = false;
    await ensureMenu();
    expect(menuStore.get()).toMatchObject({ loaded: true, failed: false });
    expect(menuStore.get().menu?.[0]?.children[0]?.to).toMatch(/^\/system\/param/);
  });
});
