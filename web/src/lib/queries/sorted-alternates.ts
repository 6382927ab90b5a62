import { useQuery } from '@tanstack/react-query';
import { ALTERNATES_DEFAULT_LIMIT, sortedAlternatesResponseSchema } from '@playbook/contracts';
import { getJson } from '@/lib/api';
import { SLATE_QUERY_TIMING } from './slate-timing';

export const sortedAlternatesQueryKey = (marketType: 'spread' | 'total') => ['live', 'alternates-sorted', marketType] as const;

/** GET /api/betting/lines/alternates/sorted: 25 alternates of one market, worst to best (docs/product/api.md). */
export function useSortedAlternates(marketType: 'spread' | 'total') {
  return useQuery({
    queryKey: sortedAlternatesQueryKey(marketType),
    queryFn: () =>
      getJson(
        `/api/betting/lines/alternates/sorted?marketType=${marketType}&sortOrder=worst-to-best&limit=${ALTERNATES_DEFAULT_LIMIT}`,
        sortedAlternatesResponseSchema,
      ),
    ...SLATE_QUERY_TIMING,
  });
}
