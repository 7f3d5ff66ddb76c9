import { redirect, type LoaderFunctionArgs } from 'react-router';
import { blade, endSession } from '@/lib/blade';
import { lockState } from '@/lib/lock';
import { ensureMenu } from '@/lib/menu-loader';
import { storage } from '@/lib/storage';
import { paths } from '@/lib/paths';
import { startSignInRequests } from '@/features/auth/first-requests';

const STORE_ORDER = /\/(salestoreorder|purchasestoreorder)/;

/**
 * The navigation guard of spec §2 for the signed-in area: lock redirect, empty-token sign-out,
 * `target` opens a new window, the menu starts loading (routes built) when missing; signed-out
 * users go to /login, keeping a store-order target as toPath. The shell renders without waiting
 * for the menu; the pages that need it wait in their own loader (`menuPageLoader`).
 */
export async function shellGuard({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const full = url.pathname + url.search + url.hash;
  if (url.pathname.includes('salestoreorder')) storage.set('saleStore', true);
  if (url.searchParams.has('menu')) storage.set('menuFlag', url.searchParams.get('menu') !== 'false');
  const session = blade.session.get();
  // An empty token (its entry kept, its value gone) forces the sign-out clean-up first, so no
  // user info, menu or permission of the ended session stays in storage; then /login.
  if (!session?.token && storage.entry('token') !== undefined) {
    await endSession('no-token');
    throw redirect(paths.login);
  }
  if (!session) {
    if (STORE_ORDER.test(url.pathname)) storage.set('toPath', full);
    throw redirect(paths.login);
  }
  if (lockState.get().locked) throw redirect(paths.lock);
  if (url.searchParams.has('target')) {
    url.searchParams.delete('target');
    window.open(url.pathname + url.search + url.hash, '_blank', 'noopener');
    // Stay where the user was (or go home on a first load).
    const here = location.pathname + location.search;
    throw redirect(location.pathname === url.pathname ? paths.home : here);
  }
  // Its failure shows in the sidebar (with a retry) and in the loaders that wait for it.
  ensureMenu().catch(() => undefined);
  return null;
}

/**
 * Pages found through the menu (menu routes, framed pages): their loader waits for the menu. It runs
 * beside shellGuard, not after it: signed out (or locked), it asks nothing and the guard's redirect
 * wins, so no request leaves without a session.
 */
export async function menuPageLoader(): Promise<null> {
  if (blade.session.get()?.token && !lockState.get().locked) await ensureMenu();
  return null;
}

/** /login: a signed-in user goes to /; for anyone else the page's first requests start now. */
export function loginGuard() {
  if (blade.session.get()?.token) throw redirect(lockState.get().locked ? paths.lock : paths.root);
  startSignInRequests();
  return null;
}

/** /lock: only for a signed-in user. */
export function lockGuard() {
  if (!blade.session.get()?.token) throw redirect(paths.login);
  if (!lockState.get().locked) throw redirect(paths.root);
  return null;
}
