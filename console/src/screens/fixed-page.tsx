import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findResourceScreen } from '@/screens/registry';
// Static: the menu route's chunk holds it already, so a lazy import here would split nothing.
import ResourceRoute from './resource-route';
import { Placeholder } from './placeholder';

// The gallery of the console's own components: its own chunk, loaded only when /test/index opens.
const GalleryPage = lazy(() => import('@/features/gallery/gallery-page').then((m) => ({ default: m.GalleryPage })));

const names = { 'dict-horizontal': 'nav.dictHorizontal', 'dict-vertical': 'nav.dictVertical' } as const;

/** The spec's fixed screens: the dictionary layouts and the test page (the component gallery); the leave process pages are features/work/leave-pages. */
export function FixedPage() {
  const { pathname } = useLocation();
  const { t } = useTranslation('shell');
  const first = pathname.split('/')[1] ?? '';
  // The dictionary layouts (/dict-horizontal/index, /dict-vertical/index) are registry screens.
  if (findResourceScreen(pathname)) {
    return <ResourceRoute menuPath={pathname} />;
  }
  if (first === 'test') {
    return (
      <Suspense fallback={null}>
        <GalleryPage />
      </Suspense>
    );
  }
  const resource = first.startsWith('dict') ? 'blade-system/dict' : first;
  const name = names[first as keyof typeof names];
  return <Placeholder name={name ? t(name) : pathname} resource={resource} path={pathname} />;
}
