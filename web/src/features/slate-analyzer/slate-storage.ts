import { z } from 'zod';
import { SLATE_LEAGUES, type SlateGame } from '@playbook/core';

/**
 * The slate lives in this browser's local storage. docs/product/slate-analyzer.md lists no key for it (its keys are favoriteParlays,
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
export function readStoredSlate(storage: Pick<Storage, 'getItem'> | undefined): SlateGame[] {
  try {
    const text = storage?.getItem(SLATE_STORAGE_KEY);
    if (text == null) return [];
    const slate = storedSlateSchema.safeParse(JSON.parse(text));
    if (!slate.success) return [];
    // JSON holds no undefined values, so an absent field stays absent and games compare cleanly.
    return slate.data.games.flatMap((item) => {
      const game = storedSlateGameSchema.safeParse(item);
      return game.success ? [game.data] : [];
    });
  } catch {
    // Unreadable JSON or storage the browser blocks: start with an empty slate.
    return [];
  }
}

/** False when the browser refuses (storage disabled or full); the slate then lasts only as long as the page. */
export function writeStoredSlate(storage: Pick<Storage, 'setItem'> | undefined, games: readonly SlateGame[]): boolean {
  try {
    if (!storage) return false;
    storage.setItem(SLATE_STORAGE_KEY, JSON.stringify({ games }));
    return true;
  } catch {
    return false;
  }
}

/** Even reading `window.localStorage` throws when the browser blocks site storage. */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
