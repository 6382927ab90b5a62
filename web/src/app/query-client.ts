import { QueryClient } from '@tanstack/react-query';

/** Spec 1 §9: no retry by default for reads or writes; spec 3 §9: no refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
