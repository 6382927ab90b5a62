import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { WATCHLIST_MAX_PREDICTIONS, type WatchlistLists, type WatchlistPrediction } from '@playbook/contracts';
import { forgetEndedSession } from '@/lib/ended-session';
import { describeError } from './api';
import { browserStorage } from './browser-storage';
import { useCurrentUser } from './session';
import { toast } from './toast';
import { readLocalWatchlist, syncWatchlist, writeLocalWatchlist, type WatchlistApi, watchlistApi } from './watchlist-sync';

export type WatchlistSyncState =
  | { status: 'syncing' }
  | { status: 'synced'; leftOut: number }
  | { status: 'error'; message: string }
  | { status: 'local' };

/**
 * The watchlist of this browser kept in step with the account's: read from local storage at once (docs/product/watchlist.md),
 * then merged with the server's copy; every change is stored locally first, then synced. Syncs run one at a
 * time, in order.
 */
export function useWatchlist(api: WatchlistApi = watchlistApi) {
  const userId = useCurrentUser().data?.id ?? null;
  const [lists, setLists] = useState<WatchlistLists>(() => readLocalWatchlist(browserStorage()));
  const [sync, setSync] = useState<WatchlistSyncState>(() => (userId === null ? { status: 'local' } : { status: 'syncing' }));
  const queue = useRef<Promise<void>>(Promise.resolve());
  const queryClient = useQueryClient();

  const runSync = useCallback(
    (id: number) => {
      queue.current = queue.current.then(async () => {
        setSync({ status: 'syncing' });
        try {
          const result = await syncWatchlist(browserStorage(), id, api);
          setLists(result.lists);
          setSync({ status: 'synced', leftOut: result.leftOut });
        } catch (error) {
          setLists(readLocalWatchlist(browserStorage()));
          setSync({ status: 'error', message: describeError(error) });
          // The sync runs outside TanStack Query: a session ended elsewhere goes through the app's one rule.
          forgetEndedSession(queryClient, error);
        }
      });
    },
    [api, queryClient],
  );

  useEffect(() => {
    if (userId !== null) runSync(userId);
  }, [userId, runSync]);

  const change = useCallback(
    (next: WatchlistLists) => {
      writeLocalWatchlist(browserStorage(), next);
      setLists(next);
      if (userId !== null) runSync(userId);
    },
    [userId, runSync],
  );

  return { lists, sync, change, retry: () => userId !== null && runSync(userId) };
}

/** A prediction's id: one entry per game and kind (and line), so saving it again updates it. */
export function watchlistPredictionId(prediction: Pick<WatchlistPrediction, 'type' | 'awayTeam' | 'homeTeam' | 'totalLine'>): string {
  const game = `${prediction.type}:${prediction.awayTeam}@${prediction.homeTeam}`;
  return prediction.type === 'overunder' ? `${game}:${prediction.totalLine ?? ''}` : game;
}

/**
 * The H2H and over/under dialogs' 'Save to Watchlist': stored in this browser at once, then synced to the
 * account in the background (a failed sync is retried by the watchlist page's own sync).
 */
export function useSaveToWatchlist(api: WatchlistApi = watchlistApi) {
  const userId = useCurrentUser().data?.id ?? null;
  const queryClient = useQueryClient();
  return useCallback(
    (entry: Omit<WatchlistPrediction, 'id' | 'savedAt'>) => {
      const storage = browserStorage();
      const current = readLocalWatchlist(storage);
      const prediction: WatchlistPrediction = { ...entry, id: watchlistPredictionId(entry), savedAt: new Date().toISOString() };
      const others = current.predictions.filter((p) => p.id !== prediction.id);
      if (others.length >= WATCHLIST_MAX_PREDICTIONS) {
        toast({
          title: 'Watchlist Full',
          description: `A watchlist holds at most ${WATCHLIST_MAX_PREDICTIONS} predictions. Remove one to save another.`,
          variant: 'destructive',
        });
        return;
      }
      if (!writeLocalWatchlist(storage, { ...current, predictions: [prediction, ...others] })) {
        toast({ title: 'Save Failed', description: 'This browser does not allow saving data.', variant: 'destructive' });
        return;
      }
      toast({ title: 'Saved to Watchlist', description: `${entry.awayTeam} @ ${entry.homeTeam}` });
      if (userId !== null) {
        syncWatchlist(storage, userId, api).catch((error: unknown) => forgetEndedSession(queryClient, error));
      }
    },
    [userId, api, queryClient],
  );
}
