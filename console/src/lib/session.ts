import { clearLock } from './lock';
import { clearTabs } from './tabs-store';
import { menuStore } from './menu-store';
import { storage } from './storage';

/** What sign-out and forced sign-out clear besides the SDK's token: menus, tabs, lock, brand. */
export function clearLocalSession() {
  menuStore.set({ menu: null, permissions: {}, loaded: false });
  clearTabs();
  clearLock();
  storage.remove('brandId');
  storage.remove('toPath');
  storage.remove('saleStore');
}

/** An admin layout for users whose role name contains admin (spec §6). */
export function isAdminRole(roleName: string | undefined | null): boolean {
  return !!roleName && /admin/i.test(roleName);
}
