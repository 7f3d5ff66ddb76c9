import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { initI18n } from '@/i18n';
import { setNavigator } from '@/lib/navigation';
import { Providers } from '@/app/providers';
import { ChakraRoot } from '@/theme/chakra-root';

/** Renders routes in a memory router inside the app's providers and Chakra's root; answers the router. */
export function renderRoutes(routes: RouteObject[], initial: string) {
  initI18n('zh');
  const router = createMemoryRouter(routes, { initialEntries: [initial] });
  setNavigator((to, opts) => void router.navigate(to, opts));
  const utils = render(
    <Providers>
      <ChakraRoot>
        <RouterProvider router={router} />
      </ChakraRoot>
    </Providers>,
  );
  return { router, ...utils };
}

export const page = (path: string, element: ReactNode): RouteObject => ({ path, element });
