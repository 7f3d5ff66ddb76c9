import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store';
import { menuStore } from '@/lib/menu-store';
import { findByRoute } from '@/lib/menu';
import { menuLabel } from '@/lib/menu-label';
import { errorPages } from '@/features/errors/error-page';
import { findResourceScreen } from '@/features/resources/registry';
import { Placeholder } from './placeholder';

// The generic resource screen is its own chunk: the shell does not pay for it until a list opens.
const ResourceRoute = lazy(() => import('@/features/resources/resource-route'));

/**
 * Routes built from the server menu: a path the signed-in user's menu holds renders its registry
 * screen (one generic implementation for every resource), or a placeholder for the business areas
 * a later issue builds; anything else is a 404.
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
  if (findResourceScreen(pathname)) {
    return (
      <Suspense fallback={null}>
        <ResourceRoute menuPath={pathname} />
      </Suspense>
    );
  }
  const resource = item.source.replace(/^\//, '');
  return <Placeholder name={menuLabel(item, t, i18n.language)} resource={`${item.name} (${resource})`} path={pathname} />;
}
