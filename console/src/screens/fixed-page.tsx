import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findResourceScreen } from '@/screens/registry';
import { Placeholder } from './placeholder';

const ResourceRoute = lazy(() => import('@/screens/resource-route'));

const names = { test: 'nav.test', 'dict-horizontal': 'nav.dictHorizontal', 'dict-vertical': 'nav.dictVertical' } as const;

/** The spec's fixed screens: the dictionary layouts, and a placeholder for the test page (a later issue); the leave process pages are features/work/leave-pages. */
export function FixedPage() {
  const { pathname } = useLocation();
  const { t } = useTranslation('shell');
  const first = pathname.split('/')[1] ?? '';
  // The dictionary layouts (/dict-horizontal/index, /dict-vertical/index) are registry screens.
  if (findResourceScreen(pathname)) {
    return (
      <Suspense fallback={null}>
        <ResourceRoute menuPath={pathname} />
      </Suspense>
    );
  }
  const resource = first.startsWith('dict') ? 'blade-system/dict' : first;
  const name = names[first as keyof typeof names];
  return <Placeholder name={name ? t(name) : pathname} resource={resource} path={pathname} />;
}
