import { createQueryClient } from './create-query-client';

/** The app's one QueryClient. Only lazy chunks import this, so /login does not load TanStack Query. */
export const queryClient = createQueryClient();
