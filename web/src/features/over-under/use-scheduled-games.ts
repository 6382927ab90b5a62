import { useQuery } from '@tanstack/react-query';
import { gameHubCombinedResponseSchema } from '@playbook/contracts';
import { getJson } from '@/lib/api';

/** docs/product/over-under.md: the combined scheduled feed, polled every 60 s while the scheduled tab is active. */
export const SCHEDULE_POLL_MS = 60_000;

export function useScheduledGames(active: boolean) {
  return useQuery({
    queryKey: ['gamehub', 'combined'] as const,
    queryFn: () => getJson('/api/gamehub', gameHubCombinedResponseSchema),
    staleTime: 5 * 60_000,
    refetchInterval: active ? SCHEDULE_POLL_MS : false,
    refetchOnWindowFocus: false,
  });
}
