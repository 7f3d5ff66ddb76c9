import { blade } from './blade';
import { consoleApi } from './api';
import { buildMenu, permissionMap } from './menu';
import { menuStore } from './menu-store';
import { currentRoles } from './use-session';

let inflight: Promise<void> | null = null;

/**
 * Loads the menu and the permission map once per session ("routes built when missing"). The shell
 * does not wait for it (the sidebar shows it loading, or failed with a retry); the menu pages do.
 */
export function ensureMenu(): Promise<void> {
  if (menuStore.get().loaded) return Promise.resolve();
  inflight ??= (async () => {
    menuStore.set({ failed: false });
    const roles = currentRoles(blade.session.get());
    try {
      const [routes, buttons] = await Promise.all([consoleApi.menuRoutes(), consoleApi.menuButtons().catch(() => [])]);
      menuStore.set({ menu: buildMenu(routes ?? [], roles), permissions: permissionMap(buttons ?? []), loaded: true });
    } catch (e) {
      menuStore.set({ failed: true });
      throw e;
    }
  })().finally(() => (inflight = null));
  return inflight;
}
