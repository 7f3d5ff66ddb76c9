import { lookup } from '@/i18n';
import { findByRoute, type MenuItem } from '@/lib/menu';
import { menuLabel } from '@/lib/menu-label';
import type { Tab } from '@/lib/tabs-store';

/** The label of a tab opened from a menu page (not renamed by ?name), in the language `lang`. */
function menuTabLabel(tab: Tab, menu: MenuItem[], lang: string): string | undefined {
  const [pathname = '', search = ''] = tab.value.split('?');
  if (new URLSearchParams(search).has('name')) return undefined;
  const item = findByRoute(menu, pathname);
  return item ? menuLabel(item, lang) : undefined;
}

/**
 * A page's label in the language shown now: its key, else its menu item's label (an English title
 * in English), else the label it was opened with (?name, an embedded page).
 */
export const tabLabel = (tab: Tab, menu: MenuItem[], lang: string): string =>
  (tab.i18n && lookup(tab.i18n)) || menuTabLabel(tab, menu, lang) || tab.label;
