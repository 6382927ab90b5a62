import { useQuery } from '@tanstack/react-query';
import { dataLoadingSchema, type DataLoading } from '@playbook/contracts';
import { getJson } from '@/lib/api';

/** How often the progress note asks while the first load runs: each answer moves its count. */
const WHILE_LOADING_MS = 2_000;

/**
 * GET /api/data-loading: asked once, then every 2 s while the first load from the real sources runs (it stops
 * asking once the load is over). Undefined while unknown or unreadable: no note is shown then.
 */
export function useDataLoading(): DataLoading | undefined {
  return useQuery({
    queryKey: ['data-loading'],
    queryFn: () => getJson('/api/data-loading', dataLoadingSchema),
    refetchInterval: (query) => (query.state.data?.active ? WHILE_LOADING_MS : false),
    retry: false,
  }).data;
}
