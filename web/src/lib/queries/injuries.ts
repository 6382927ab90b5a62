import { useQuery } from '@tanstack/react-query';
import { injuriesResponseSchema, type FootballLeague } from '@playbook/contracts';
import { getJson } from '@/lib/api';

export const injuriesQueryKey = (league: FootballLeague) => ['injuries', league] as const;

/** docs/product/dashboard.md: injury data is fresh for 5 minutes. */
export function useInjuries(league: FootballLeague) {
  return useQuery({
    queryKey: injuriesQueryKey(league),
    queryFn: () => getJson(`/api/injuries/${league}`, injuriesResponseSchema),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}
