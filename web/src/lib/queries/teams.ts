import { useQuery } from '@tanstack/react-query';
import { teamAveragesResponseSchema, teamsResponseSchema, type FootballLeague } from '@playbook/contracts';
import { getJson } from '@/lib/api';

const FIVE_MINUTES = 5 * 60_000;

/** docs/product/dashboard.md: NFL team data is fresh for 5 minutes; the NCAA list is refetched on every first load (stale 0). */
export function teamsStaleTime(league: FootballLeague): number {
  return league === 'NFL' ? FIVE_MINUTES : 0;
}

export const teamsQueryKey = (league: FootballLeague) => ['teams', league] as const;

/** A league's teams read as the screens read them; app/first-screen.ts reads them so before the first render. */
export function teamsQuery(league: FootballLeague, staleTime = teamsStaleTime(league)) {
  // A plain object, not queryOptions(): that import from this chunk split it off the page's entry into one more file.
  return {
    queryKey: teamsQueryKey(league),
    queryFn: () => getJson(`/api/teams/${league}`, teamsResponseSchema),
    staleTime,
    refetchInterval: false as const,
    refetchOnWindowFocus: false,
  };
}

/** `staleTime` for a screen whose page sets its own (docs/product/dashboard.md: the slate's team data, 5 minutes for both leagues). */
export function useTeams(league: FootballLeague, staleTime = teamsStaleTime(league)) {
  return useQuery(teamsQuery(league, staleTime));
}

export function useTeamAverages(league: FootballLeague) {
  return useQuery({
    queryKey: ['teams', league, 'averages'] as const,
    queryFn: () => getJson(`/api/teams/${league}/averages`, teamAveragesResponseSchema),
    staleTime: teamsStaleTime(league),
    refetchOnWindowFocus: false,
  });
}
