import { useQueries } from '@tanstack/react-query';
import { dataSourcesResponseSchema, type DataSource, type DataSourcesResponse, type HubLeague } from '@playbook/contracts';
import { getJson } from '@/lib/api';
import type { LeftOutInLeague } from '@/lib/data-source';

const FIVE_MINUTES = 5 * 60_000;

/**
 * GET /api/data-sources/:league once per league, each like team data fresh for 5 minutes (Refresh All Data
 * invalidates them), read through `combine` once every league has answered (undefined until then, so a footer
 * never credits half of what it shows); not asked while `enabled` is false.
 */
function useDataSources<T>(leagues: readonly HubLeague[], enabled: boolean, combine: (answers: DataSourcesResponse[]) => T): T | undefined {
  return useQueries({
    queries: leagues.map((league) => ({
      queryKey: ['data-sources', league] as const,
      queryFn: () => getJson(`/api/data-sources/${league}`, dataSourcesResponseSchema),
      staleTime: FIVE_MINUTES,
      enabled,
    })),
    combine: (results) => {
      const answers = results.flatMap((result) => (result.data === undefined ? [] : [result.data]));
      return answers.length === results.length ? combine(answers) : undefined;
    },
  });
}

/** Every source whose data is stored for the given leagues, main sources first. */
export function useStoredSources(leagues: readonly HubLeague[], enabled = true): DataSource[] | undefined {
  return useDataSources(leagues, enabled, (answers) => [...new Set(answers.flatMap((answer) => answer.sources.map((stored) => stored.source)))]);
}

/** The credited sources each league's latest refresh left out because they failed (ADR 030); the same requests. */
export function useLeftOutSources(leagues: readonly HubLeague[], enabled = true): LeftOutInLeague[] | undefined {
  return useDataSources(leagues, enabled, (answers) => answers.flatMap((answer) => answer.leftOut.map((left) => ({ league: answer.league, ...left }))));
}
