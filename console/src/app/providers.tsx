import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { I18nextProvider } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import { system } from '@/theme/system';
import { styleCache } from '@/theme/style-cache';
import { i18n } from '@/i18n';
import { notify } from '@/lib/notify';
import { UpdatePrompt } from '@/app/update-prompt';

// The toaster loads at the first notice (notify queues it until then): not on the first page.
const Toaster = lazy(() => import('@/components/toaster').then((m) => ({ default: m.Toaster })));
// Only for callers that pass their own client (test harnesses); the app's lives in the shell.
const QueryProvider = lazy(() => import('./query-provider').then((m) => ({ default: m.QueryProvider })));

/** Root providers. TanStack Query's provider sits in the shell and the lazy dialogs that use it. */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [toasts, setToasts] = useState(false);
  useEffect(() => notify.whenNeeded(() => setToasts(true)), []);
  return (
    <CacheProvider value={styleCache}>
      <ChakraProvider value={system}>
        <I18nextProvider i18n={i18n}>
          {queryClient ? (
            <Suspense>
              <QueryProvider client={queryClient}>{children}</QueryProvider>
            </Suspense>
          ) : (
            children
          )}
          {toasts && (
            <Suspense>
              <Toaster />
            </Suspense>
          )}
          <UpdatePrompt />
        </I18nextProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}
