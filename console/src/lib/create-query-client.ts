import { QueryClient } from '@tanstack/react-query';

/** The console's query defaults. */
export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } } });
}
