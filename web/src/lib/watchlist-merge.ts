import { z } from 'zod';
import type { FavoriteParlay, WatchlistLists, WatchlistPrediction } from '@playbook/contracts';

/**
 * How the browser's watchlist (docs/product/watchlist.md: local storage) and the account's copy on the server (GET/PUT
 * /api/watchlist) are merged without losing an entry, and without a removed entry coming back.
 *
 * A three-way merge by id against the base: the ids both copies held at the last sync in this browser
 * (stored under WATCHLIST_SYNC_KEY). An id missing from one copy was either added by the other since (not in
 * the base: kept) or removed from this one since (in the base: dropped). So an entry saved in either browser
 * survives, and a removal, made anywhere, sticks: after the merge the browser PUTs the full lists, and the
 * server only takes a PUT merged against its current version (else 409 and the browser merges again).
 * The generator toggles favorites in local storage only; its removals are caught the same way at the next sync.
 */
export const WATCHLIST_SYNC_KEY = 'watchlistSync';

export const watchlistBaseSchema = z.object({
  userId: z.number().int(),
  version: z.number().int().min(0),
  predictionIds: z.array(z.string()),
  favoriteIds: z.array(z.string()),
});
export type WatchlistBase = z.infer<typeof watchlistBaseSchema>;

export function readWatchlistBase(storage: Pick<Storage, 'getItem'> | undefined): WatchlistBase | null {
  try {
    const text = storage?.getItem(WATCHLIST_SYNC_KEY);
    if (text == null) return null;
    const base = watchlistBaseSchema.safeParse(JSON.parse(text));
    return base.success ? base.data : null;
  } catch {
    return null;
  }
}

export function writeWatchlistBase(storage: Pick<Storage, 'setItem'> | undefined, base: WatchlistBase): void {
  try {
    storage?.setItem(WATCHLIST_SYNC_KEY, JSON.stringify(base));
  } catch {
    // Storage the browser refuses: the next sync merges as a first one (a union), which loses nothing.
  }
}

export function baseOf(userId: number, version: number, lists: WatchlistLists): WatchlistBase {
  return {
    userId,
    version,
    predictionIds: lists.predictions.map((entry) => entry.id),
    favoriteIds: lists.favorites.map((entry) => entry.id),
  };
}

interface Entry {
  id: string;
  savedAt: string;
}

const newer = <T extends Entry>(a: T, b: T): T => (Date.parse(b.savedAt) > Date.parse(a.savedAt) ? b : a);

/**
 * One list merged by id. `baseIds` null means this browser never synced for this user: a plain union.
 * The same id on both sides keeps the later-saved copy (a re-saved prediction carries new numbers).
 * Local order first, then entries only the server has, in its order.
 */
export function mergeById<T extends Entry>(local: readonly T[], server: readonly T[], baseIds: readonly string[] | null): T[] {
  const base = new Set(baseIds ?? []);
  const serverById = new Map(server.map((entry) => [entry.id, entry]));
  const localIds = new Set(local.map((entry) => entry.id));
  const merged: T[] = [];
  for (const entry of local) {
    const remote = serverById.get(entry.id);
    if (remote) merged.push(newer(entry, remote));
    else if (!base.has(entry.id)) merged.push(entry);
  }
  for (const entry of server) {
    if (!localIds.has(entry.id) && !base.has(entry.id)) merged.push(entry);
  }
  return merged;
}

/** Over the server's bound, the newest entries are kept (the caller says how many were left out). */
export function newestFirstWithin<T extends Entry>(list: readonly T[], max: number): T[] {
  if (list.length <= max) return [...list];
  const keep = new Set([...list].sort((a, b) => Date.parse(b.savedAt) - Date.parse(a.savedAt)).slice(0, max).map((entry) => entry.id));
  return list.filter((entry) => keep.has(entry.id));
}

/**
 * The merged lists. A base written for another account means the local lists are that account's (a shared
 * browser): they are replaced by this account's copy, never uploaded into it.
 */
export function mergeWatchlists(
  local: { predictions: readonly WatchlistPrediction[]; favorites: readonly FavoriteParlay[] },
  server: WatchlistLists,
  base: WatchlistBase | null,
  userId: number,
): WatchlistLists {
  if (base !== null && base.userId !== userId) return { predictions: [...server.predictions], favorites: [...server.favorites] };
  return {
    predictions: mergeById(local.predictions, server.predictions, base?.predictionIds ?? null),
    favorites: mergeById(local.favorites, server.favorites, base?.favoriteIds ?? null),
  };
}

/** True when both lists hold the same entries in the same order (nothing to PUT). */
export function sameLists(a: WatchlistLists, b: WatchlistLists): boolean {
  return JSON.stringify([a.predictions, a.favorites]) === JSON.stringify([b.predictions, b.favorites]);
}
