import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store';
import { menuStore } from '@/lib/menu-store';
import { findByRoute } from '@/lib/menu';
import { menuLabel } from '@/lib/menu-label';
import { errorPages } from '@/features/errors/error-page';
import { Placeholder } from './placeholder';

/**
 * Routes built from the server menu: a path the signed-in user's menu holds renders that screen
 * (placeholders until the resource screens arrive); anything else is a 404.
 */
export function MenuRoutePage() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const menu = useStore(menuStore, (s) => s.menu) ?? [];
  const item = findByRoute(menu, pathname);
  if (!item) {
    const NotFound = errorPages.notFound;
    return <NotFound />;
  }
  const resource = item.source.replace(/^\//, '');
  return <Placeholder name={menuLabel(item, t, i18n.language)} resource={`${item.name} (${resource})`} path={pathname} />;
}
