// The shell renders before its menu (issue 16): the menu's load says when it failed, and a retry
// clears that.
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse, R, server, token } from '@/testing/msw-server';
import { blade, endSession } from './blade';
import { ensureMenu } from './menu-loader';
import { menuStore, resetMenu } from './menu-store';

const ROUTES = '*/api/blade-system/menu/routes';
const BUTTONS = '*/api/blade-system/menu/buttons';
const area = { id: '1', code: 'system', name: '系统管理', path: '/system', source: '', sort: 1, category: 1, children: [{ id: '2', code: 'param', name: '参数管理', path: '/system/param', source: '', sort: 1, category: 1, children: [] }] };

async function signIn() {
  server.use(
    http.post('*/api/blade-auth/oauth/token', () => HttpResponse.json(token())),
    http.get('*/api/blade-auth/oauth/logout', () => HttpResponse.json(R(true))),
  );
  await blade.auth.signIn({ tenantId: '000000', username: 'admin', password: 'admin' });
}

afterEach(async () => {
  await endSession('sign-out');
  resetMenu();
});

describe('ensureMenu', () => {
  it('marks a failed load, and a retry that succeeds clears the mark and fills the menu', async () => {
    await signIn();
    let fail = true;
    server.use(
      http.get(ROUTES, () => (fail ? HttpResponse.json({ code: 500, success: false, msg: '服务器异常' }, { status: 500 }) : HttpResponse.json(R([area])))),
      http.get(BUTTONS, () => HttpResponse.json(R([]))),
    );
    await expect(ensureMenu()).rejects.toBeTruthy();
    expect(menuStore.get()).toMatchObject({ loaded: false, failed: true, menu: null });
    fail = false;
    await ensureMenu();
    expect(menuStore.get()).toMatchObject({ loaded: true, failed: false });
    expect(menuStore.get().menu?.[0]?.children[0]?.to).toMatch(/^\/system\/param/);
  });
});
