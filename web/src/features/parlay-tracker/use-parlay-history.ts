import { useQuery } from '@tanstack/react-query';
import { parlayHistoryResponseSchema } from '@playbook/contracts';
import { getJson } from '@/lib/api';

/** Every tracker query starts with this key, so one invalidation refreshes history and performance together. */
export const PARLAYS_QUERY_KEY = ['parlays'] as const;

/** GET /api/parlays/history (spec 2 §7): the signed-in user's parlays, newest first. */
export function useParlayHistory() {
  return useQuery({
    queryKey: [...PARLAYS_QUERY_KEY, 'history'] as const,
    queryFn: () => getJson('/api/parlays/history', parlayHistoryResponseSchema),
  });
}
