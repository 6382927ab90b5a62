import { z } from 'zod';
import { SLATE_LEAGUES, type SlateGame } from '@playbook/core';
import { readStoredList, writeStored, type ReadableStorage, type WritableStorage } from '@/lib/browser-storage';

/**
 * The slate lives in this browser's local storage. docs/product/odds-and-storage.md lists no key for it (its keys are favoriteParlays,
 * selectedLiveLines, generatedParlays, watchlistPredictions), so it gets one in the same style: 'gameSlate'
 * (docs/decisions/006-slate-analyzer-and-simulator.md).
 */
export const SLATE_STORAGE_KEY = 'gameSlate';

const optionalNumber = z.number().finite().optional();
const optionalText = z.string().optional();

/** One stored game; storage is outside data, so every field is checked again on the way in. */
export const storedSlateGameSchema = z.object({
  id: z.string().min(1),
  homeTeam: z.string().trim().min(1),
  awayTeam: z.string().trim().min(1),
  gameDate: z.string().trim().min(1),
  gameTime: optionalText,
  league: z.enum(SLATE_LEAGUES),
  spread: optionalNumber,
  overUnder: optionalNumber,
  homeMoneyline: optionalNumber,
  awayMoneyline: optionalNumber,
  sportsbook: optionalText,
});

const storedSlateSchema = z.object({ games: z.array(z.unknown()) });

/** The stored slate; a game that no longer reads as one is left out rather than losing the whole slate. */
export function readStoredSlate(storage: ReadableStorage): SlateGame[] {
  // JSON holds no undefined values, so an absent field stays absent and games compare cleanly.
  return readStoredList(storage, SLATE_STORAGE_KEY, storedSlateGameSchema, (stored) => storedSlateSchema.safeParse(stored).data?.games);
}

/** False when the browser refuses (storage disabled or full); the slate then lasts only as long as the page. */
export function writeStoredSlate(storage: WritableStorage, games: readonly SlateGame[]): boolean {
  return writeStored(storage, SLATE_STORAGE_KEY, JSON.stringify({ games }));
}
