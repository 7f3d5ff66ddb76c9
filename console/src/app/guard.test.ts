// The menu pages' loader waits for the menu the shell no longer waits for (issue 16), and asks
// nothing without a session (the shell guard beside it redirects).
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse, R, server, token } from '@/testing/msw-server';
import { blade, endSession } from '@/lib/blade';
import { menuStore, resetMenu } from '@/lib/menu-store';
import { menuPageLoader } from './guard';

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

describe('menuPageLoader', () => {
  it('asks nothing without a session: the shell guard beside it redirects', async () => {
    let asked = 0;
    server.use(http.get(ROUTES, () => (asked++, HttpResponse.json(R([area])))));
    await expect(menuPageLoader()).resolves.toBeNull();
    expect(asked).toBe(0);
    expect(menuStore.get().loaded).toBe(false);
  });

  it('waits for the menu when signed in', async () => {
    await signIn();
    server.use(http.get(ROUTES, () => HttpResponse.json(R([area]))), http.get(BUTTONS, () => HttpResponse.json(R([]))));
    await menuPageLoader();
    expect(menuStore.get().loaded).toBe(true);
  });
});
