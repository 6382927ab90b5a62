import { useQuery } from '@tanstack/react-query';
import { parlayPerformanceResponseSchema } from '@playbook/contracts';
import { getJson } from '@/lib/api';
import { PARLAYS_QUERY_KEY } from '@/lib/queries/parlays';

/** GET /api/parlays/performance (docs/product/parlay-tracker.md): the statistics, breakdowns and profit curve, computed by core. */
export function useParlayPerformance() {
  return useQuery({
    queryKey: [...PARLAYS_QUERY_KEY, 'performance'] as const,
    queryFn: () => getJson('/api/parlays/performance', parlayPerformanceResponseSchema),
  });
}
