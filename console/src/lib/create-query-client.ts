import { QueryClient } from '@tanstack/react-query';
import { onSessionEnd } from './session';

/**
 * The console's query defaults. The cache belongs to the session: when it ends, queries under way
 * are cancelled and every answer and mutation is dropped (keys also carry the user, queries.ts).
 * Offline, reads pause and run again when the network is back; a save is sent at once all the
 * same, so it fails with the network's error and its form says so, instead of waiting unseen.
 */
export function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { networkMode: 'always' },
    },
  });
  onSessionEnd(() => {
    void client.cancelQueries();
    client.clear();
  });
  return client;
}
