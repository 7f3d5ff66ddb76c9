// A signed-in session and a one-area server menu for tests of what loads the menu.
import { afterEach, beforeAll } from 'vitest';
import { blade, endSession } from '@/lib/blade';
import { resetMenu } from '@/lib/menu-store';
import { http, HttpResponse, R, server, token } from './msw-server';

export const MENU_ROUTES = '/blade-system/menu/routes' as const;
export const MENU_BUTTONS = '/blade-system/menu/buttons' as const;

/** The server's menu: one area (系统管理) with one leaf (参数管理). */
export const systemArea = {
  id: '1',
  code: 'system',
  name: '系统管理',
  path: '/system',
  source: '',
  sort: 1,
  category: 1,
  children: [{ id: '2', code: 'param', name: '参数管理', path: '/system/param', source: '', sort: 1, category: 1, children: [] }],
};

/** Signs in as admin through the SDK (the sandbox-like token answer of msw-server). */
export async function signInAsAdmin(): Promise<void> {
  server.use(
    http.post('/blade-auth/oauth/token', () => HttpResponse.json(token())),
    http.get('/blade-auth/oauth/logout', () => HttpResponse.json(R(true))),
  );
  await blade.auth.signIn({ tenantId: '000000', username: 'admin', password: 'admin' });
}

/**
 * Ends the session and forgets the menu after each test of the file, and before its first: files
 * share a worker's modules, so an earlier file may have left its session signed in.
 */
export function endSessionAfterEach(): void {
  const signOut = async () => {
    await endSession('sign-out');
    resetMenu();
  };
  beforeAll(signOut);
  afterEach(signOut);
}
