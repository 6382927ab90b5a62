import { useQuery } from '@tanstack/react-query';
import { rostersResponseSchema, type FootballLeague } from '@playbook/contracts';
import { liveRostersFrom } from '@playbook/core';
import { getJson } from '@/lib/api';

/** docs/product/simulator.md: player names for the play text come from `/api/rosters/:league` (fresh 5 minutes, like team data). */
export function useRosters(league: FootballLeague) {
  return useQuery({
    queryKey: ['rosters', league] as const,
    queryFn: () => getJson(`/api/rosters/${league}`, rostersResponseSchema),
    select: (data) => liveRostersFrom(data.rosters),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}
