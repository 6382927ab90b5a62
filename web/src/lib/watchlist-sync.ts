import {
  WATCHLIST_MAX_FAVORITES,
  WATCHLIST_MAX_PREDICTIONS,
  watchlistResponseSchema,
  type WatchlistLists,
  type WatchlistPutRequest,
  type WatchlistResponse,
} from '@playbook/contracts';
import { apiRequest, ApiError, getJson } from './api';
import {
  readFavoriteParlays,
  readWatchlistPredictions,
  writeFavoriteParlays,
  writeWatchlistPredictions,
} from './parlay-storage';
import { baseOf, mergeWatchlists, newestFirstWithin, readWatchlistBase, sameLists, writeWatchlistBase } from './watchlist-merge';

export interface WatchlistApi {
  get: () => Promise<WatchlistResponse>;
  put: (body: WatchlistPutRequest) => Promise<WatchlistResponse>;
}

export const watchlistApi: WatchlistApi = {
  get: () => getJson('/api/watchlist', watchlistResponseSchema),
  put: (body) => apiRequest('PUT', '/api/watchlist', body, watchlistResponseSchema),
};

export interface SyncResult {
  lists: WatchlistLists;
  /** Entries past the server's bound, left out (the oldest). */
  leftOut: number;
}

type SyncStorage = Pick<Storage, 'getItem' | 'setItem'> | undefined;

/** A few rounds: another browser's PUT (409) or a local change while the calls ran each cost one more merge. */
const SYNC_ROUNDS = 4;

export function readLocalWatchlist(storage: SyncStorage): WatchlistLists {
  return { predictions: readWatchlistPredictions(storage), favorites: readFavoriteParlays(storage) };
}

export function writeLocalWatchlist(storage: SyncStorage, lists: WatchlistLists): boolean {
  const predictions = writeWatchlistPredictions(storage, lists.predictions);
  const favorites = writeFavoriteParlays(storage, lists.favorites);
  return predictions && favorites;
}

/**
 * Merges this browser's watchlist with the account's (see watchlist-merge.ts), PUTs the result when it
 * differs from the server's, and stores it locally with the new base. Throws the API's error (offline, 401):
 * the local lists are then left as they were.
 */
export async function syncWatchlist(storage: SyncStorage, userId: number, api: WatchlistApi = watchlistApi): Promise<SyncResult> {
  for (let round = 1; ; round += 1) {
    const server = await api.get();
    const local = readLocalWatchlist(storage);
    const merged = mergeWatchlists(local, server, readWatchlistBase(storage), userId);
    const bounded = {
      predictions: newestFirstWithin(merged.predictions, WATCHLIST_MAX_PREDICTIONS),
      favorites: newestFirstWithin(merged.favorites, WATCHLIST_MAX_FAVORITES),
    };
    const leftOut = merged.predictions.length + merged.favorites.length - bounded.predictions.length - bounded.favorites.length;
    let version = server.version;
    if (!sameLists(bounded, server)) {
      try {
        version = (await api.put({ ...bounded, version: server.version })).version;
      } catch (error) {
        if (error instanceof ApiError && error.status === 409 && round < SYNC_ROUNDS) continue;
        throw error;
      }
    }
    writeWatchlistBase(storage, baseOf(userId, version, bounded));
    // Saved or removed here while the calls ran: merge that change on the next round instead of overwriting it.
    if (!sameLists(readLocalWatchlist(storage), local) && round < SYNC_ROUNDS) continue;
    writeLocalWatchlist(storage, bounded);
    return { lists: bounded, leftOut };
  }
}
