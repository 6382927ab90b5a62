import { useQuery } from '@tanstack/react-query';
import { liveGamesResponseSchema } from '@playbook/contracts';
import { getJson } from '@/lib/api';
import { SLATE_QUERY_TIMING } from './slate-timing';

export const liveGamesQueryKey = ['live', 'games'] as const;

/** GET /api/live/games (docs/product/live-slate.md). */
export function useLiveGames() {
  return useQuery({
    queryKey: liveGamesQueryKey,
    queryFn: () => getJson('/api/live/games', liveGamesResponseSchema),
    ...SLATE_QUERY_TIMING,
  });
}
