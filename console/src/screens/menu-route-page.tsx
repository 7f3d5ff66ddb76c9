import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store';
import { menuStore } from '@/lib/menu-store';
import { findByRoute } from '@/lib/menu';
import { menuLabel } from '@/lib/menu-label';
import { errorPages } from '@/components/error-page';
import { findResourceScreen } from '@/screens/registry';
import { NoScreen } from './no-screen';
// Static: the generic list screen's chunk is prefetched with the shell's (vite.config.ts groups,
// app/prefetch.ts); a lazy boundary here only added React's 300 ms reveal throttle to a first list.
import ResourceRoute from './resource-route';

/**
 * Routes built from the server menu: a path the signed-in user's menu holds renders its registry
 * screen (one generic implementation for every resource; a deployment's own spelling through the
 * alias table), or a page naming the path no screen serves; anything else is a 404.
 */
export function MenuRoutePage() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const menu = useStore(menuStore, (s) => s.menu) ?? [];
  const item = findByRoute(menu, pathname);
  if (!item) {
    const NotFound = errorPages.notFound;
    return <NotFound />;
  }
  if (findResourceScreen(pathname)) {
    return <ResourceRoute menuPath={pathname} />;
  }
  return <NoScreen name={menuLabel(item, i18n.language)} path={item.source} />;
}
