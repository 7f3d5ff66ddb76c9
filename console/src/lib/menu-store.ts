import { createStore } from './store';
import type { MenuItem } from './menu';

type MenuState = {
  menu: MenuItem[] | null;
  permissions: Record<string, boolean>;
  /** The menu and permission map of this session have arrived. */
  loaded: boolean;
  /** The last load failed (the sidebar offers a retry); cleared when a load starts. */
  failed: boolean;
};

const empty: MenuState = { menu: null, permissions: {}, loaded: false, failed: false };

/** The signed-in user's menu (built routes) and permission map; null until loaded. */
export const menuStore = createStore<MenuState>(empty);

/** Forgets the menu (sign-in, sign-out, another department or role): the next page loads it again. */
export function resetMenu(): void {
  menuStore.set(empty);
}
