import { createStore } from './store';

/** Shell UI state shared by the top bar, sidebar and tab strip; `topMenuId` narrows the sidebar. */
export const uiStore = createStore<{ searchOpen: boolean; topMenuId: string | null; mobileMenuOpen: boolean; contentVisible: boolean }>({
  searchOpen: false,
  topMenuId: null,
  mobileMenuOpen: false,
  contentVisible: true,
});
