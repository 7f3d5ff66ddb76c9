import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findResourceScreen } from '@/screens/registry';
import { Placeholder } from './placeholder';

const ResourceRoute = lazy(() => import('@/screens/resource-route'));

const names: Record<string, string> = {
  test: '测试页',
  'dict-horizontal': '字典管理 (横向)',
  'dict-vertical': '字典管理 (纵向)',
};

/** The spec's fixed screens: the dictionary layouts, and a placeholder for the test page (a later issue); the leave process pages are features/work/leave-pages. */
export function FixedPage() {
  const { pathname } = useLocation();
  useTranslation();
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
  return <Placeholder name={names[first] ?? pathname} resource={resource} path={pathname} />;
}
