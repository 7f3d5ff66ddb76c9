import { createStore } from './store';
import { storage } from './storage';
import type { MenuItem } from './menu';

type MenuState = {
  menu: MenuItem[] | null;
  permissions: Record<string, boolean>;
  /** The roles the menu was built for (items show by role, spec §2). */
  roles: string[];
  /** A menu and permission map are there to show (the server's, or the stored copy). */
  loaded: boolean;
  /** What is shown is the copy kept in browser storage; the server's is not read yet on this page load. */
  stored: boolean;
  /** The last load failed with nothing to show (the sidebar offers a retry); cleared when a load starts. */
  failed: boolean;
};

const empty: MenuState = { menu: null, permissions: {}, roles: [], loaded: false, stored: false, failed: false };

// The stock console's keys (spec §4: session data other than the lock persists in browser storage);
// the SDK removes them when a session ends.
const KEYS = { menu: 'menu', permissions: 'permission', roles: 'roles' } as const;

/** The last session's menu from browser storage: a reload shows it at once while the server's is read. */
export function storedMenu(): MenuState {
  const menu = storage.get<MenuItem[]>(KEYS.menu);
  const permissions = storage.get<Record<string, boolean>>(KEYS.permissions);
  const roles = storage.get<string[]>(KEYS.roles);
  if (!Array.isArray(menu) || !permissions || typeof permissions !== 'object' || !Array.isArray(roles)) return empty;
  return { menu, permissions, roles, loaded: true, stored: true, failed: false };
}

// The menu last written: a set that changes only the load flags (failed, stored) writes nothing again.
let written: MenuItem[] | null | undefined;

function persist(state: MenuState): void {
  if (state.menu === written) return;
  written = state.menu;
  if (state.loaded && state.menu) {
    storage.set(KEYS.menu, state.menu);
    storage.set(KEYS.permissions, state.permissions);
    storage.set(KEYS.roles, state.roles);
  } else if (!state.menu) {
    Object.values(KEYS).forEach((key) => storage.remove(key));
  }
}

/** The signed-in user's menu (built routes), permission map and roles; null until loaded. */
export const menuStore = createStore<MenuState>(storedMenu(), persist);
written = menuStore.get().menu;

/** Forgets the menu, in memory and in storage (sign-in, sign-out, another department or role): the next page loads it again. */
export function resetMenu(): void {
  menuStore.set(empty);
}
