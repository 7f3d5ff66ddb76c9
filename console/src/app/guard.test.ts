// The menu pages' loader waits for the menu the shell no longer waits for (issue 16), and asks
// nothing without a session (the shell guard beside it redirects).
import { describe, expect, it } from 'vitest';
import { http, HttpResponse, R, server } from '@/testing/msw-server';
import { MENU_BUTTONS, MENU_ROUTES, endSessionAfterEach, signInAsAdmin, systemArea } from '@/testing/menu-session';
import { menuStore } from '@/lib/menu-store';
import { menuPageLoader } from './guard';

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
    server.use(http.get(MENU_ROUTES, () => HttpResponse.json(R([systemArea]))), http.get(MENU_BUTTONS, () => HttpResponse.json(R([]))));
    await menuPageLoader();
    expect(menuStore.get().loaded).toBe(true);
  });
});
