/**
 * The bookmaker whose prices stand for a game where one set is needed (a game card's odds, the closing line
 * of the ATS record): the first of this list that prices the game, else the alphabetically first other one.
 * The order is ours (the largest US books first); one book's prices are always taken together.
 */
export const BOOKMAKER_PREFERENCE: readonly string[] = ['DraftKings', 'FanDuel', 'BetMGM', 'Caesars', 'ESPN BET', 'BetRivers', 'Fanatics', 'Bovada'];

const normalized = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const preferenceIndex = new Map(BOOKMAKER_PREFERENCE.map((name, index) => [normalized(name), index]));
const rankOf = (name: string): number => preferenceIndex.get(normalized(name)) ?? BOOKMAKER_PREFERENCE.length;

/** The preferred bookmaker among the lines' bookmakers; undefined when there are none. */
export function preferredBookmaker(lines: readonly { bookmaker: string }[]): string | undefined {
  const before = (a: string, b: string): boolean => (rankOf(a) - rankOf(b) || a.localeCompare(b)) < 0;
  let best: string | undefined;
  for (const { bookmaker } of lines) if (best === undefined || before(bookmaker, best)) best = bookmaker;
  return best;
}
