import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useEventAlternates } from '@/lib/queries/event-alternates';
import { useLiveBettingLines } from '@/lib/queries/live-betting-lines';
import { useLiveGames } from '@/lib/queries/live-games';
import { useSortedAlternates } from '@/lib/queries/sorted-alternates';
import { toast } from '@/lib/toast';
import { footballEventIds, mergeSlateLines } from './slate-lines';

/** Spec 3 §8 refresh toasts. */
export const REFRESH_TOASTS = {
  done: { title: 'Data Refreshed', description: 'Live betting lines, alternate spreads, and totals updated successfully' },
  failed: { title: 'Refresh Failed', description: 'Failed to refresh live data. Please try again.', variant: 'destructive' as const },
};

/** The slate's feeds (spec 3 §7): main lines, games, the two sorted alternate lists and every event's alternates. */
export function useSlateData() {
  const client = useQueryClient();
  const linesQuery = useLiveBettingLines();
  const gamesQuery = useLiveGames();
  const spreadAlternates = useSortedAlternates('spread');
  const totalAlternates = useSortedAlternates('total');
  const mainLines = useMemo(() => linesQuery.data?.lines ?? [], [linesQuery.data]);
  const eventIds = useMemo(() => footballEventIds(mainLines), [mainLines]);
  const eventAlternates = useEventAlternates(eventIds);

  const lines = useMemo(
    () => mergeSlateLines(mainLines, [...(eventAlternates.data ?? []), ...(spreadAlternates.data?.lines ?? []), ...(totalAlternates.data?.lines ?? [])]),
    [mainLines, eventAlternates.data, spreadAlternates.data, totalAlternates.data],
  );

  /** Refresh Data: every feed again, the per-event alternates from the server rather than the cache. */
  const refresh = useCallback(async () => {
    try {
      const results = await Promise.all([linesQuery.refetch(), gamesQuery.refetch(), spreadAlternates.refetch(), totalAlternates.refetch()]);
      // A failed feed is reported at once: with the server down, asking every event's alternates again one by
      // one, each with its retries, kept the button spinning for about two minutes before the same toast.
      if (results.some((result) => result.isError)) throw new Error('refresh failed');
      // Marks each event's cached alternates stale too, so the active list fetches them again one by one.
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
    alternatesLoading: eventAlternates.isFetching,
    isLoading: linesQuery.isPending || gamesQuery.isPending,
    linesFailed: linesQuery.isError,
    gamesFailed: gamesQuery.isError,
    refresh,
  };
}
