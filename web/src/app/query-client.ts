import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { forgetEndedSession } from '@/lib/ended-session';

/** docs/product/notifications-and-errors.md: no retry by default for reads or writes, and no refetch on window focus. */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => forgetEndedSession(client, error) }),
    // onSettled, not onError: the cache's onError runs before the mutation's own, whose failure toast ("Refresh
    // Failed", "Update Failed"…) then replaced "Session ended" (one toast is shown). onSettled runs after both.
    mutationCache: new MutationCache({ onSettled: (_data, error) => forgetEndedSession(client, error) }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}
