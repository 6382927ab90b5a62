import { useQuery } from '@tanstack/react-query';
import { modelReportResponseSchema } from '@playbook/contracts';
import { getJson } from '@/lib/api';
import type { League } from '@/lib/league';

/** The backtest changes only when a refresh stores new games: five minutes is fresh enough. */
export const MODEL_REPORT_STALE_MS = 5 * 60_000;

/** GET /api/model/report?league=…: the walk-forward backtest of the stored games. */
export function useModelReport(league: League) {
  return useQuery({
    queryKey: ['model', 'report', league] as const,
    queryFn: () => getJson(`/api/model/report?league=${league}`, modelReportResponseSchema),
    staleTime: MODEL_REPORT_STALE_MS,
    refetchOnWindowFocus: false,
  });
}
