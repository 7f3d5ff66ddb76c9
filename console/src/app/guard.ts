import { redirect, type LoaderFunctionArgs } from 'react-router';
import { blade, endSession } from '@/lib/blade';
import { lockState } from '@/lib/lock';
import { ensureMenu } from '@/lib/menu-loader';
import { storage } from '@/lib/storage';
import { paths } from '@/lib/paths';

const STORE_ORDER = /\/(salestoreorder|purchasestoreorder)/;

/**
 * The navigation guard of spec §2 for the signed-in area: lock redirect, empty-token sign-out,
 * `target` opens a new window, the menu is loaded (routes built) when missing; signed-out users
 * go to /login, keeping a store-order target as toPath.
 */
export async function shellGuard({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const full = url.pathname + url.search + url.hash;
  if (url.pathname.includes('salestoreorder')) storage.set('saleStore', true);
  if (url.searchParams.has('menu')) storage.set('menuFlag', url.searchParams.get('menu') !== 'false');
  const session = blade.session.get();
  if (!session) {
    if (STORE_ORDER.test(url.pathname)) storage.set('toPath', full);
    throw redirect(paths.login);
  }
  if (!session.token) {
    await endSession('no-token');
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
  await ensureMenu();
  return null;
}

/** /login: a signed-in user goes to /. */
export function loginGuard() {
  if (blade.session.get()?.token) throw redirect(lockState.get().locked ? paths.lock : paths.root);
  return null;
}

/** /lock: only for a signed-in user. */
export function lockGuard() {
  if (!blade.session.get()?.token) throw redirect(paths.login);
  if (!lockState.get().locked) throw redirect(paths.root);
  return null;
}
