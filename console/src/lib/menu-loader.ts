import { blade } from './blade';
import { consoleApi } from './api';
import { buildMenu, permissionMap } from './menu';
import { menuStore } from './menu-store';
import { currentRoles } from './use-session';

let inflight: Promise<void> | null = null;

/** Loads the menu and the permission map once per session ("routes built when missing"). */
export function ensureMenu(): Promise<void> {
  if (menuStore.get().loaded) return Promise.resolve();
  inflight ??= (async () => {
    const roles = currentRoles(blade.session.get());
    const [routes, buttons] = await Promise.all([consoleApi.menuRoutes(), consoleApi.menuButtons().catch(() => [])]);
    menuStore.set({ menu: buildMenu(routes ?? [], roles), permissions: permissionMap(buttons ?? []), loaded: true });
  })().finally(() => (inflight = null));
  return inflight;
}
