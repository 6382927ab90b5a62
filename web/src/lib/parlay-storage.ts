import {
  favoriteParlaySchema,
  storedParlaySchema,
  watchlistPredictionSchema,
  type FavoriteParlay,
  type StoredParlay,
  type WatchlistPrediction,
} from '@playbook/contracts';
import { readStoredList, writeStored, type ReadableStorage, type WritableStorage } from './browser-storage';

/**
 * docs/product/odds-and-storage.md browser storage keys shared by the parlay generator, the success predictor and the watchlist.
 * Every list is checked with its contract schema on the way in (storage is outside data): an entry that no
 * longer reads is left out rather than losing the whole list.
 */
export const GENERATED_PARLAYS_KEY = 'generatedParlays';
export const FAVORITE_PARLAYS_KEY = 'favoriteParlays';
export const WATCHLIST_PREDICTIONS_KEY = 'watchlistPredictions';

/** False when the browser refuses: the caller says so or keeps the list in memory. */
const writeList = (storage: WritableStorage, key: string, items: readonly unknown[]): boolean => writeStored(storage, key, JSON.stringify(items));

/** The parlays the generator found last (docs/product/odds-and-storage.md: stored on a successful generation), for the success predictor. */
export const readGeneratedParlays = (storage: ReadableStorage): StoredParlay[] => readStoredList(storage, GENERATED_PARLAYS_KEY, storedParlaySchema);
export const writeGeneratedParlays = (storage: WritableStorage, parlays: readonly StoredParlay[]): boolean =>
  writeList(storage, GENERATED_PARLAYS_KEY, parlays);

/** docs/product/odds-and-storage.md: favorites toggle by id and persist. */
export const readFavoriteParlays = (storage: ReadableStorage): FavoriteParlay[] => readStoredList(storage, FAVORITE_PARLAYS_KEY, favoriteParlaySchema);
export const writeFavoriteParlays = (storage: WritableStorage, favorites: readonly FavoriteParlay[]): boolean =>
  writeList(storage, FAVORITE_PARLAYS_KEY, favorites);

/** The watchlist's saved predictions (the H2H and over/under dialogs' 'Save to Watchlist'). */
export const readWatchlistPredictions = (storage: ReadableStorage): WatchlistPrediction[] =>
  readStoredList(storage, WATCHLIST_PREDICTIONS_KEY, watchlistPredictionSchema);
export const writeWatchlistPredictions = (storage: WritableStorage, predictions: readonly WatchlistPrediction[]): boolean =>
  writeList(storage, WATCHLIST_PREDICTIONS_KEY, predictions);

/**
 * Toggles a parlay in or out of the favorites by id (docs/product/odds-and-storage.md) and stores the list; answers the new list and
 * whether the parlay is now a favorite (toasts 'Added to Favorites' / 'Removed from Favorites').
 */
export function toggleFavoriteParlay(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  parlay: StoredParlay,
  now: Date = new Date(),
): { favorites: FavoriteParlay[]; favorite: boolean } {
  const current = readFavoriteParlays(storage);
  const favorite = !current.some((entry) => entry.id === parlay.id);
  const favorites = favorite ? [...current, { ...parlay, savedAt: now.toISOString() }] : current.filter((entry) => entry.id !== parlay.id);
  writeFavoriteParlays(storage, favorites);
  return { favorites, favorite };
}
