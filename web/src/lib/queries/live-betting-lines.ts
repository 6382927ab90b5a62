import { useQuery } from '@tanstack/react-query';
import { liveBettingLinesResponseSchema } from '@playbook/contracts';
import { getJson } from '@/lib/api';
import { SLATE_QUERY_TIMING } from './slate-timing';

export const liveBettingLinesQueryKey = ['live', 'betting-lines'] as const;

/** GET /api/live/betting-lines (docs/product/live-slate.md). */
export function useLiveBettingLines() {
  return useQuery({
    queryKey: liveBettingLinesQueryKey,
    queryFn: () => getJson('/api/live/betting-lines', liveBettingLinesResponseSchema),
    ...SLATE_QUERY_TIMING,
  });
}
