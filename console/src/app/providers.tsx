import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n';
import { notify } from '@/lib/notify';
import { lazyWithChakra } from '@/theme/lazy-chakra';
import { UpdatePrompt } from '@/app/update-prompt';

// The toaster loads at the first notice (notify queues it until then): not on the first page.
const Toaster = lazyWithChakra(() => import('@/components/toaster').then((m) => m.Toaster));

/**
 * Root providers. No Chakra here: the first chunk's pages are plain markup, and everything drawn
 * with Chakra (the shell, pages outside it, lazy dialogs, the toaster) brings its ChakraRoot along
 * (theme/chakra-root.tsx). TanStack Query's provider sits in the shell.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState(false);
  useEffect(() => notify.whenNeeded(() => setToasts(true)), []);
  return (
    <I18nextProvider i18n={i18n}>
      {children}
      {toasts && (
        <Suspense>
          <Toaster />
        </Suspense>
      )}
      <UpdatePrompt />
    </I18nextProvider>
  );
}
