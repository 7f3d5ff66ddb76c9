import { lookup } from '@/i18n';
import type { Tab } from '@/lib/tabs-store';
import { findByRoute, findFramed, type MenuItem } from '@/lib/menu';
import { menuLabel } from '@/lib/menu-label';
import { homeTab } from '@/lib/tabs-store';
import { withoutListKeys } from '@/lib/list-keys';

type Loc = { pathname: string; search: string };
/** /myiframe/{routerPath}: the embedded page route, whatever its segment. */
const isFramed = (pathname: string) => /^\/myiframe\/[^/]+$/.test(pathname);
type Meta = { titleKey?: string; isTab?: boolean } | undefined;

/**
 * The tab a location opens (spec §2): none when meta says isTab false; the query params src,
 * name and i18n override the tab's value, label and i18n key.
 */
export function tabFromLocation(loc: Loc, meta: Meta, menu: MenuItem[], lang: string): Tab | null {
  if (meta?.isTab === false) return null;
  const q = new URLSearchParams(loc.search);
  // An embedded page's tab is its menu item's, never named by the URL; a refused address opens none.
  if (isFramed(loc.pathname)) {
    const framed = findFramed(menu, q.get('src'));
    return framed ? { value: framed.to, label: menuLabel(framed, lang) } : null;
  }
  // An explicit ?name wins over the route's own title key (the strip shows a translated key first).
  const i18n = q.get('i18n') ?? (q.has('name') ? undefined : meta?.titleKey);
  const item = findByRoute(menu, loc.pathname);
  const translated = i18n ? lookup(i18n) : undefined;
  // An address that is neither a titled route nor in the menu is a 404: no tab named after the raw path.
  if (!item && !translated && !q.has('name')) return null;
  const label = q.get('name') ?? translated ?? (item ? menuLabel(item, lang) : loc.pathname);
  // A list's page and search are how it is shown, not another page: its tab is the address without them.
  const value = q.get('src') ?? (loc.pathname === homeTab.value ? homeTab.value : loc.pathname + withoutListKeys(loc.search));
  return { value, label, ...(i18n ? { i18n } : {}) };
}
