import { blade } from './blade';
import { consoleApi } from './api';
import { buildMenu, permissionMap } from './menu';
import { menuStore, resetMenu } from './menu-store';
import { currentRoles } from './use-session';

let inflight: Promise<void> | null = null;

const sameRoles = (a: string[], b: string[]) => a.length === b.length && a.every((role) => b.includes(role));

/**
 * Loads the menu and the permission map once per page load ("routes built when missing"). The shell
 * does not wait for it (the sidebar shows it loading, or failed with a retry); the menu pages do.
 * A menu kept in browser storage for the same roles stands in at once, and the server's replaces it
 * when it arrives; one built for other roles is forgotten first.
 */
export function ensureMenu(): Promise<void> {
  const shown = menuStore.get();
  if (shown.loaded && !shown.stored) return Promise.resolve();
  const roles = currentRoles(blade.session.get());
  if (shown.stored && !sameRoles(shown.roles, roles)) resetMenu();
  inflight ??= (async () => {
    menuStore.set({ failed: false });
    try {
      const [routes, buttons] = await Promise.all([consoleApi.menuRoutes(), consoleApi.menuButtons().catch(() => [])]);
      menuStore.set({
        menu: buildMenu(routes ?? [], roles),
        permissions: permissionMap(buttons ?? []),
        roles,
        loaded: true,
        stored: false,
      });
    } catch (e) {
      // A stored menu stays up; the next page asks the server again.
      menuStore.set({ failed: !menuStore.get().loaded });
      throw e;
    }
  })().finally(() => (inflight = null));
  if (menuStore.get().stored) {
    inflight.catch(() => undefined);
    return Promise.resolve();
  }
  return inflight;
}
