import { createStore } from './store';
import type { MenuItem } from './menu';

/** The signed-in user's menu (built routes) and permission map; null until loaded. */
export const menuStore = createStore<{ menu: MenuItem[] | null; permissions: Record<string, boolean>; loaded: boolean }>({
  menu: null,
  permissions: {},
  loaded: false,
});
