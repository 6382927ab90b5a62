/**
 * ADR 044: one registry of bookmakers. Each book has a stable key, the name it is stored and shown under, and
 * every spelling a source uses for it (ESPN "Draft Kings", The Odds API's key "draftkings" and title
 * "DraftKings", CFBD both). A spelling is matched case, space and punctuation blind. Lines are stored under the
 * display name, so best price, no-vig consensus and arbitrage see one book once.
 */
export interface Bookmaker {
  key: string;
  name: string;
  spellings: readonly string[];
}

export const BOOKMAKERS: readonly Bookmaker[] = [
  { key: 'draftkings', name: 'DraftKings', spellings: ['Draft Kings'] },
  { key: 'fanduel', name: 'FanDuel', spellings: ['Fan Duel'] },
  { key: 'betmgm', name: 'BetMGM', spellings: ['Bet MGM', 'MGM'] },
  // Caesars bought William Hill's US books; The Odds API still keys it williamhill_us, CFBD names it William Hill.
  { key: 'caesars', name: 'Caesars', spellings: ['Caesars Sportsbook', 'William Hill', 'williamhill_us', 'William Hill (New Jersey)'] },
  // PENN's book: Barstool Sportsbook until 2023, ESPN BET since, theScore Bet from December 2025.
  { key: 'espnbet', name: 'ESPN BET', spellings: ['ESPN Bet', 'PENN', 'Barstool', 'Barstool Sportsbook', 'theScore Bet'] },
  { key: 'betrivers', name: 'BetRivers', spellings: ['Bet Rivers', 'SugarHouse'] },
  { key: 'bovada', name: 'Bovada', spellings: [] },
  { key: 'pinnacle', name: 'Pinnacle', spellings: [] },
  { key: 'betonline', name: 'BetOnline.ag', spellings: ['BetOnline', 'betonlineag'] },
  { key: 'lowvig', name: 'LowVig.ag', spellings: ['LowVig', 'lowvig'] },
  { key: 'mybookie', name: 'MyBookie.ag', spellings: ['MyBookie', 'mybookieag'] },
  { key: 'fanatics', name: 'Fanatics', spellings: ['Fanatics Sportsbook'] },
  { key: 'hardrock', name: 'Hard Rock Bet', spellings: ['Hard Rock', 'hardrockbet', 'Hard Rock Sportsbook'] },
  { key: 'betus', name: 'BetUS', spellings: [] },
  { key: 'pointsbet', name: 'PointsBet', spellings: ['pointsbetus', 'PointsBet (US)'] },
  { key: 'unibet', name: 'Unibet', spellings: ['unibet_us'] },
  { key: 'wynnbet', name: 'WynnBET', spellings: [] },
  { key: 'superbook', name: 'SuperBook', spellings: [] },
  { key: 'betparx', name: 'betPARX', spellings: [] },
  { key: 'ballybet', name: 'Bally Bet', spellings: [] },
  // nflverse's closing prices: the market's close, not one book's, kept under its own name.
  { key: 'closing-line', name: 'closing line', spellings: [] },
];

/** A name as the registry compares it: lower case, letters and digits only ("Draft Kings" = "draftkings"). */
export const spellingKey = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

const bySpelling = new Map(BOOKMAKERS.flatMap((book) => [book.key, book.name, ...book.spellings].map((spelling) => [spellingKey(spelling), book] as const)));

/** The registry's book for a source's spelling; undefined for a book it does not know. */
export const bookmakerOf = (spelling: string): Bookmaker | undefined => bySpelling.get(spellingKey(spelling));

/** The name a line is stored under: the registry's display name, else the source's own spelling (trimmed). */
export const bookmakerName = (spelling: string): string => bookmakerOf(spelling)?.name ?? spelling.trim();

/** Every known spelling key with its display name, for the SQL step that merges rows stored under old spellings. */
export const spellingNames = (): { spelling: string; name: string }[] => [...bySpelling].map(([spelling, book]) => ({ spelling, name: book.name }));

/**
 * The bookmaker whose prices stand for a game where one set is needed (a game card's odds, the closing line
 * of the ATS record): the first of this list that prices the game, else the alphabetically first other one.
 * The order is ours (the largest US books first); one book's prices are always taken together.
 */
export const BOOKMAKER_PREFERENCE: readonly string[] = ['DraftKings', 'FanDuel', 'BetMGM', 'Caesars', 'ESPN BET', 'BetRivers', 'Fanatics', 'Bovada'];

const preferenceIndex = new Map(BOOKMAKER_PREFERENCE.map((name, index) => [spellingKey(name), index]));
const rankOf = (name: string): number => preferenceIndex.get(spellingKey(bookmakerName(name))) ?? BOOKMAKER_PREFERENCE.length;

/** The preferred bookmaker among the lines' bookmakers; undefined when there are none. */
export function preferredBookmaker(lines: readonly { bookmaker: string }[]): string | undefined {
  const before = (a: string, b: string): boolean => (rankOf(a) - rankOf(b) || a.localeCompare(b)) < 0;
  let best: string | undefined;
  for (const { bookmaker } of lines) if (best === undefined || before(bookmaker, best)) best = bookmaker;
  return best;
}
