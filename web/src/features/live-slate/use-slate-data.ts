import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveBettingLines } from '@/lib/queries/live-betting-lines';
import { useLiveGames } from '@/lib/queries/live-games';
import { useSortedAlternates } from '@/lib/queries/sorted-alternates';
import { useWeekAlternates } from '@/lib/queries/week-alternates';
import { toast } from '@/lib/toast';
import { footballEventIds, mergeSlateLines } from './slate-lines';

/** docs/product/live-slate.md refresh toasts. */
export const REFRESH_TOASTS = {
  done: { title: 'Data Refreshed', description: 'Live betting lines, alternate spreads, and totals updated successfully' },
  failed: { title: 'Refresh Failed', description: 'Failed to refresh live data. Please try again.', variant: 'destructive' as const },
};

/** The slate's feeds (docs/product/live-slate.md): main lines, games, the two sorted alternate lists and the week's alternates. */
export function useSlateData() {
  const client = useQueryClient();
  const linesQuery = useLiveBettingLines();
  const gamesQuery = useLiveGames();
  const spreadAlternates = useSortedAlternates('spread');
  const totalAlternates = useSortedAlternates('total');
  const mainLines = useMemo(() => linesQuery.data?.lines ?? [], [linesQuery.data]);
  const hasFootball = useMemo(() => footballEventIds(mainLines).length > 0, [mainLines]);
  const weekAlternates = useWeekAlternates(hasFootball);

  const lines = useMemo(
    () => mergeSlateLines(mainLines, [...(weekAlternates.data ?? []), ...(spreadAlternates.data?.lines ?? []), ...(totalAlternates.data?.lines ?? [])]),
    [mainLines, weekAlternates.data, spreadAlternates.data, totalAlternates.data],
  );

  /** Refresh Data: every feed again, the week's alternates from the server rather than the cache. */
  const refresh = useCallback(async () => {
    try {
      const results = await Promise.all([linesQuery.refetch(), gamesQuery.refetch(), spreadAlternates.refetch(), totalAlternates.refetch()]);
      // A failed feed is reported at once, before the alternates are asked again.
      if (results.some((result) => result.isError)) throw new Error('refresh failed');
      // The week's alternates again; their failure leaves the main lines, so it is not the refresh's.
      await client.invalidateQueries({ queryKey: ['live', 'alternate-lines'] });
      toast(REFRESH_TOASTS.done);
    } catch {
      toast(REFRESH_TOASTS.failed);
    }
  }, [client, linesQuery, gamesQuery, spreadAlternates, totalAlternates]);

  return {
    lines,
    games: gamesQuery.data?.games ?? [],
    linesQuery,
    gamesQuery,
    alternatesLoading: weekAlternates.isFetching,
    isLoading: linesQuery.isPending || gamesQuery.isPending,
    linesFailed: linesQuery.isError,
    gamesFailed: gamesQuery.isError,
    refresh,
  };
}
