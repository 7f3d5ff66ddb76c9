import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { prefetchSignedInArea, startScreenLoad } from './prefetch';
import { LoginPage } from '@/features/auth/login-page';
import { paths } from '@/lib/paths';
import { shellGuard, loginGuard, lockGuard, menuPageLoader } from './guard';
import { RouteError } from './route-error';
import { Splash } from './splash';
import type { RouteMeta } from './route-meta';
import { chakraRoute } from '@/theme/lazy-chakra';

// Every page but the sign-in page is a lazy route (its own chunk). `handle` is the route meta of spec §2.
// The shell and the pages outside it draw with Chakra under their own ChakraRoot; the sign-in page
// and the route error are plain markup, so the first chunk carries no Chakra (theme/chakra-root.tsx).
const meta = (m: RouteMeta) => m;

/** The sign-in page; once its form is usable, what signing in needs next is fetched (app/prefetch.ts). */
const SignIn = () => <LoginPage onUsable={prefetchSignedInArea} />;

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // The first route's loader and chunk: the splash stays, never a blank page.
    hydrateFallbackElement: <Splash />,
    children: [
      {
        path: paths.login,
        loader: loginGuard,
        handle: meta({ titleKey: 'auth:login.title', isAuth: false, isTab: false }),
        // In the entry chunk, not lazy: the first page of a visit, and the only one before sign-in.
        Component: SignIn,
      },
      {
        path: paths.lock,
        loader: lockGuard,
        handle: meta({ titleKey: 'shell:lock.title', isTab: false }),
        lazy: chakraRoute(() => import('@/features/lock/lock-page').then((m) => m.LockPage)),
      },
      ...(['notFound', 'forbidden', 'serverError'] as const).map((k) => ({
        path: paths[k],
        handle: meta({ isAuth: false, isTab: false }),
        lazy: chakraRoute(() => import('@/components/error-page').then((m) => m.errorPages[k])),
      })),
      {
        path: paths.root,
        id: 'shell',
        loader: shellGuard,
        shouldRevalidate: () => true,
        lazy: () => import('./shell-layout').then((m) => ({ Component: m.ShellLayout })),
        children: [
          { index: true, loader: () => redirect(paths.home) },
          {
            path: paths.home,
            handle: meta({ titleKey: 'shell:nav.home' }),
            lazy: () => import('@/features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
          },
          {
            path: paths.info,
            handle: meta({ titleKey: 'shell:nav.info' }),
            lazy: () => import('@/features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
          },
          {
            path: paths.iframeRoute,
            loader: menuPageLoader,
            lazy: () => import('@/screens/iframe-page').then((m) => ({ Component: m.IframePage })),
          },
          ...(
            [
              [paths.test, 'shell:nav.test'],
              [paths.dictHorizontal, 'shell:nav.dictHorizontal'],
              [paths.dictVertical, 'shell:nav.dictVertical'],
            ] as const
          ).map(([path, titleKey]) => ({
            path,
            handle: meta({ titleKey }),
            lazy: () => import('@/screens/fixed-page').then((m) => ({ Component: m.FixedPage })),
          })),
          // The leave process pages (one chunk for the three).
          ...(
            [
              [paths.leaveForm, 'shell:nav.leaveForm', 'LeaveFormPage'],
              [paths.leaveHandle, 'shell:nav.leaveHandle', 'LeaveHandlePage'],
              [paths.leaveDetail, 'shell:nav.leaveDetail', 'LeaveDetailPage'],
            ] as const
          ).map(([path, titleKey, name]) => ({
            path,
            handle: meta({ titleKey }),
            lazy: () => import('@/features/work/leave-pages').then((m) => ({ Component: m[name] })),
          })),
          {
            path: '*',
            // The screen starts loading at once; the page waits for the menu, which decides what it shows.
            loader: ({ request }) => {
              const menuReady = menuPageLoader();
              startScreenLoad(request, menuReady);
              return menuReady;
            },
            lazy: () => import('@/screens/menu-route-page').then((m) => ({ Component: m.MenuRoutePage })),
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
