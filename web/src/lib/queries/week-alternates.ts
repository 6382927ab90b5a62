import { useQuery } from '@tanstack/react-query';
import { alternateLinesResponseSchema } from '@playbook/contracts';
import { getJson } from '@/lib/api';
import { SLATE_QUERY_TIMING } from './slate-timing';

export const weekAlternatesQueryKey = ['live', 'alternate-lines', 'week'] as const;

/**
 * GET /api/live/alternate-lines: the alternates of every football game of the week in one request (the slate
 * asked for each game's one after another, about 20 requests on its first load). When it fails, the main lines
 * still show.
 */
export function useWeekAlternates(enabled: boolean) {
  return useQuery({
    queryKey: weekAlternatesQueryKey,
    queryFn: async () => (await getJson('/api/live/alternate-lines', alternateLinesResponseSchema)).alternateLines,
    enabled,
    ...SLATE_QUERY_TIMING,
  });
}
