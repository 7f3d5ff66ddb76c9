import type { BladeClient } from '@dasha/sdk';
import { website } from './config';
import { clearLock } from './lock';
import { resetMenu } from './menu-store';
import { navigateTo } from './navigation';
import { paths } from './paths';
import { storage } from './storage';
import { clearTabs } from './tabs-store';
import { uiStore } from './ui-store';

/**
 * Why a session ends. `unauthorized`: a 401 or a failed refresh of the current session (the SDK has
 * already forgotten it); `sign-out`: the user menu or the lock screen; `registration`: the social
 * grant's unbound guest, once the registration dialog closes; `no-token`: the guard found a session
 * without a token.
 */
export type SessionEndReason = 'unauthorized' | 'sign-out' | 'registration' | 'no-token';

// The guard redirects by itself, and registration already happens on /login.
const GOES_TO_LOGIN: Record<SessionEndReason, boolean> = { unauthorized: true, 'sign-out': true, registration: false, 'no-token': false };

/** The console's own per-session keys (the SDK removes the token, user, menus, roles and brand). */
const SESSION_KEYS = ['brandId', 'toPath', 'saleStore'];

const forgetters = new Set<() => void>();

/**
 * Registers what a lazily loaded module holds for the session (the query cache): forgotten when the
 * session ends. Lets /login's chunk end a session without loading those modules.
 */
export function onSessionEnd(forget: () => void): () => void {
  forgetters.add(forget);
  return () => void forgetters.delete(forget);
}

/**
 * The one way a session ends in the console, whatever the reason: the SDK's session (the server is
 * told when one is still held), the query cache with its in-flight queries, menus, tabs, lock, top
 * menu, brand and the per-session keys; then /login where the reason calls for it. lib/blade.ts
 * binds it to the console's client as `endSession`.
 */
export function createSessionEnd(client: Pick<BladeClient, 'auth'>) {
  return async function endSession(reason: SessionEndReason): Promise<void> {
    // The SDK forgets its session at once; the server's answer to the sign-out is awaited last, so
    // a slow server never keeps the previous user's screens up.
    const told = client.auth.signOut();
    forgetters.forEach((forget) => forget());
    resetMenu();
    clearTabs();
    clearLock();
    uiStore.set({ topMenuId: null, searchOpen: false, mobileMenuOpen: false, contentVisible: true });
    SESSION_KEYS.forEach((key) => storage.remove(key));
    if (GOES_TO_LOGIN[reason]) navigateTo(paths.login, { replace: true });
    await told;
  };
}

/** An admin layout for users whose role name contains the ERP code (spec §6: admin, config.json's erpCode), in any case. */
export function isAdminRole(roleName: string | undefined | null, erpCode: string = website.erpCode): boolean {
  return !!roleName && roleName.toLowerCase().includes(erpCode.toLowerCase());
}
