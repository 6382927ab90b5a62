import { useQueries } from '@tanstack/react-query';
import { dataSourcesResponseSchema, type DataSource, type HubLeague } from '@playbook/contracts';
import { getJson } from '@/lib/api';

const FIVE_MINUTES = 5 * 60_000;

/**
 * Every source whose data is stored for the given leagues, main sources first (GET /api/data-sources/:league,
 * once per league, each like team data fresh for 5 minutes; Refresh All Data invalidates them). Undefined until
 * every league has answered, so a footer never credits half of what it shows; not asked while `enabled` is false.
 */
export function useStoredSources(leagues: readonly HubLeague[], enabled = true): DataSource[] | undefined {
  return useQueries({
    queries: leagues.map((league) => ({
      queryKey: ['data-sources', league] as const,
      queryFn: () => getJson(`/api/data-sources/${league}`, dataSourcesResponseSchema),
      staleTime: FIVE_MINUTES,
      enabled,
    })),
    combine: (results) => {
      if (results.some((result) => result.data === undefined)) return undefined;
      return [...new Set(results.flatMap((result) => result.data?.sources.map((stored) => stored.source) ?? []))];
    },
  });
}
