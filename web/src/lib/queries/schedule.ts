import { useQuery } from '@tanstack/react-query';
import { gameHubLeagueResponseSchema, type FootballLeague } from '@playbook/contracts';
import { getJson } from '@/lib/api';

/** This week's games of one league with their odds (docs/product/api.md: /api/gamehub/nfl and /ncaa, fresh 5 minutes). */
export function useLeagueSchedule(league: FootballLeague) {
  return useQuery({
    queryKey: ['gamehub', league.toLowerCase()] as const,
    queryFn: () => getJson(`/api/gamehub/${league.toLowerCase()}`, gameHubLeagueResponseSchema),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}
