import { useCallback, useEffect, useState } from 'react';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { WATCHLIST_MAX_PREDICTIONS, type WatchlistLists, type WatchlistPrediction } from '@playbook/contracts';
import { describeError } from './api';
import { browserStorage } from './browser-storage';
import { useCurrentUser } from './session';
import { toast } from './toast';
import { readLocalWatchlist, syncWatchlist, writeLocalWatchlist, type SyncResult, type WatchlistApi, watchlistApi } from './watchlist-sync';

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
  const { mutate: runSync } = useWatchlistSync(api, {
    onMutate: () => setSync({ status: 'syncing' }),
    onSuccess: (result) => {
      setLists(result.lists);
      setSync({ status: 'synced', leftOut: result.leftOut });
    },
    onError: (error) => {
      setLists(readLocalWatchlist(browserStorage()));
      setSync({ status: 'error', message: describeError(error) });
    },
  });

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
  const { mutate } = useWatchlistSync(api);
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
      if (userId !== null) mutate(userId);
    },
    [userId, mutate],
  );
}

/** Watchlist syncs run one at a time, in the order asked, wherever they are asked from. */
const WATCHLIST_SYNC_SCOPE = { id: 'watchlist-sync' };

type SyncHandlers = Pick<UseMutationOptions<SyncResult, Error, number>, 'onMutate' | 'onSuccess' | 'onError'>;

/**
 * The account sync as a mutation, so a session that ended elsewhere meets the app's one rule by itself. Syncs
 * share one scope: a save from a dialog and the watchlist page's own sync never overlap. They run offline too
 * (and fail there, saying so) rather than wait for the network.
 */
function useWatchlistSync(api: WatchlistApi, handlers: SyncHandlers = {}) {
  return useMutation({
    mutationFn: (userId: number) => syncWatchlist(browserStorage(), userId, api),
    scope: WATCHLIST_SYNC_SCOPE,
    networkMode: 'always',
    ...handlers,
  });
}
