import { useQuery } from '@tanstack/react-query';
import { teamAveragesResponseSchema, teamsResponseSchema, type FootballLeague } from '@playbook/contracts';
import { getJson } from '@/lib/api';

const FIVE_MINUTES = 5 * 60_000;

/** docs/product/dashboard.md: NFL team data is fresh for 5 minutes; the NCAA list is refetched on every first load (stale 0). */
export function teamsStaleTime(league: FootballLeague): number {
  return league === 'NFL' ? FIVE_MINUTES : 0;
}

export const teamsQueryKey = (league: FootballLeague) => ['teams', league] as const;

/** `staleTime` for a screen whose page sets its own (docs/product/dashboard.md: the slate's team data, 5 minutes for both leagues). */
export function useTeams(league: FootballLeague, staleTime = teamsStaleTime(league)) {
  return useQuery({
    queryKey: teamsQueryKey(league),
    queryFn: () => getJson(`/api/teams/${league}`, teamsResponseSchema),
    staleTime,
    refetchInterval: false,
    refetchOnWindowFocus: false,
  });
}

export function useTeamAverages(league: FootballLeague) {
  return useQuery({
    queryKey: ['teams', league, 'averages'] as const,
    queryFn: () => getJson(`/api/teams/${league}/averages`, teamAveragesResponseSchema),
    staleTime: teamsStaleTime(league),
    refetchOnWindowFocus: false,
  });
}
