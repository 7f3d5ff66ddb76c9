// The menu pages' loader waits for the menu the shell no longer waits for, and asks
// nothing without a session (the shell guard beside it redirects); an empty token ends the session.
import { describe, expect, it } from 'vitest';
import { http, HttpResponse, R, server } from '@/testing/msw-server';
import { MENU_BUTTONS, MENU_ROUTES, endSessionAfterEach, signInAsAdmin, systemArea } from '@/testing/menu-session';
import { menuStore } from '@/lib/menu-store';
import { storage } from '@/lib/storage';
import { menuPageLoader, shellGuard } from './guard';

endSessionAfterEach();

describe('menuPageLoader', () => {
  it('asks nothing without a session: the shell guard beside it redirects', async () => {
    let asked = 0;
    server.use(http.get(MENU_ROUTES, () => (asked++, HttpResponse.json(R([systemArea])))));
    await expect(menuPageLoader()).resolves.toBeNull();
    expect(asked).toBe(0);
    expect(menuStore.get().loaded).toBe(false);
  });

  it('waits for the menu when signed in', async () => {
    await signInAsAdmin();
    server.use(
      http.get(MENU_ROUTES, () => HttpResponse.json(R([systemArea]))),
      http.get(MENU_BUTTONS, () => HttpResponse.json(R([]))),
    );
    await menuPageLoader();
    expect(menuStore.get().loaded).toBe(true);
  });
});

describe('shellGuard', () => {
  const visit = () => shellGuard({ request: new Request('http://console.test/system/user/index'), params: {}, context: {} } as never);

  it('an empty token forces the sign-out clean-up, then /login (spec §2)', async () => {
    storage.set('token', '');
    storage.set('userInfo', { account: 'admin' });
    storage.set('menu', [{ path: '/system' }]);
    storage.set('permission', { user_add: true });
    const answer = await visit().then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe('/login');
    for (const key of ['token', 'userInfo', 'menu', 'permission']) expect(storage.entry(key), key).toBeUndefined();
  });

  it('signed out with nothing stored, only redirects to /login', async () => {
    storage.set('lang', 'zh'); // kept: not the session's
    const answer = await visit().then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect((answer as Response).headers.get('Location')).toBe('/login');
    expect(storage.get('lang')).toBe('zh');
  });
});
