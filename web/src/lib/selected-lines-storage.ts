import { liveBettingLineSchema, type LiveBettingLine } from '@playbook/contracts';
import { readStoredList, writeStored, type ReadableStorage, type WritableStorage } from './browser-storage';

/** docs/product/odds-and-storage.md: the lines chosen on the live slate for the parlay builder. */
export const SELECTED_LIVE_LINES_KEY = 'selectedLiveLines';

/**
 * Stored as the slate's own betting lines: each carries the builder's fields (game, type, description, odds)
 * plus bookmaker, league and event, so the builder can merge them by game + description + odds (docs/product/odds-and-storage.md).
 */
export function writeSelectedLiveLines(storage: WritableStorage, lines: readonly LiveBettingLine[]): boolean {
  return writeStored(storage, SELECTED_LIVE_LINES_KEY, JSON.stringify(lines));
}

/** What is stored, checked again on the way in (storage is outside data); unreadable lines are left out. */
export function readSelectedLiveLines(storage: ReadableStorage): LiveBettingLine[] {
  return readStoredList(storage, SELECTED_LIVE_LINES_KEY, liveBettingLineSchema);
}

/**
 * docs/product/odds-and-storage.md: the parlay builder merges the stored lines on load, then removes them from storage so a
 * later visit does not add them again. Removing is best-effort (a blocked storage keeps nothing anyway).
 */
export function takeSelectedLiveLines(storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined): LiveBettingLine[] {
  const lines = readSelectedLiveLines(storage);
  try {
    storage?.removeItem(SELECTED_LIVE_LINES_KEY);
  } catch {
    // Nothing to undo: the lines were read, and storage that refuses to change cannot be cleaned.
  }
  return lines;
}
