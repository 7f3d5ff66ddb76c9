import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { paths } from '@/lib/paths';
import { shellGuard, loginGuard, lockGuard } from './guard';
import { RouteError } from './route-error';
import type { RouteMeta } from './route-meta';

// Every page is a lazy route (its own chunk). `handle` is the route meta of spec §2.
const meta = (m: RouteMeta) => m;

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        path: paths.login,
        loader: loginGuard,
        handle: meta({ titleKey: 'login.title', isAuth: false, isTab: false }),
        lazy: () => import('@/features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: paths.lock,
        loader: lockGuard,
        handle: meta({ titleKey: 'lock.title', isTab: false }),
        lazy: () => import('@/features/lock/lock-page').then((m) => ({ Component: m.LockPage })),
      },
      ...(['notFound', 'forbidden', 'serverError'] as const).map((k) => ({
        path: paths[k],
        handle: meta({ isAuth: false, isTab: false }),
        lazy: () => import('@/components/error-page').then((m) => ({ Component: m.errorPages[k] })),
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
            handle: meta({ titleKey: 'nav.home' }),
            lazy: () => import('@/features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
          },
          {
            path: paths.info,
            handle: meta({ titleKey: 'nav.info' }),
            lazy: () => import('@/features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
          },
          {
            path: paths.iframe,
            lazy: () => import('@/screens/iframe-page').then((m) => ({ Component: m.IframePage })),
          },
          ...(
            [
              [paths.test, 'nav.test'],
              [paths.dictHorizontal, 'nav.dictHorizontal'],
              [paths.dictVertical, 'nav.dictVertical'],
            ] as const
          ).map(([path, titleKey]) => ({
            path,
            handle: meta({ titleKey }),
            lazy: () => import('@/screens/fixed-page').then((m) => ({ Component: m.FixedPage })),
          })),
          // The leave process pages (one chunk for the three).
          ...(
            [
              [paths.leaveForm, 'nav.leaveForm', 'LeaveFormPage'],
              [paths.leaveHandle, 'nav.leaveHandle', 'LeaveHandlePage'],
              [paths.leaveDetail, 'nav.leaveDetail', 'LeaveDetailPage'],
            ] as const
          ).map(([path, titleKey, name]) => ({
            path,
            handle: meta({ titleKey }),
            lazy: () => import('@/features/work/leave-pages').then((m) => ({ Component: m[name] })),
          })),
          {
            path: '*',
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
