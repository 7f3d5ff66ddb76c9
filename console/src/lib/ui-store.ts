import { createStore } from './store';

/** Shell UI state shared by the top bar, sidebar and tab strip. */
export const uiStore = createStore<{ searchOpen: boolean; topArea: string | null; mobileMenuOpen: boolean; contentVisible: boolean }>({
  searchOpen: false,
  topArea: null,
  mobileMenuOpen: false,
  contentVisible: true,
});
