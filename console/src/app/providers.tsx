import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { system } from '@/theme/system';
import { i18n } from '@/i18n';
import { Toaster } from '@/components/toaster';
import { UpdatePrompt } from '@/features/errors/update-prompt';

export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } } });
}

export function Providers({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          {children}
          <Toaster />
          <UpdatePrompt />
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>
  );
}
