import { CLOSING_LINE_BOOKMAKER } from '../../providers/nflverse/game-records.ts';
import { preferredBookmaker } from '../sports/bookmakers.ts';

/** A stored main (non-alternate) line of a finished game, as the backtest reads it. */
export interface StoredLine {
  bookmaker: string;
  market: 'moneyline' | 'spread' | 'total';
  /** The team's abbreviation for moneyline and spread, 'Over' or 'Under' for totals. */
  selection: string;
  lineValue: number | null;
  americanOdds: number;
  closingOdds: number | null;
  fetchedAt: Date;
}

/** What the backtest needs of a game's closing prices, in core's RatingGame convention. */
export interface ClosingPrices {
  bookmaker: string;
  /** The home team's closing spread, positive when the home team is favoured (nflverse's `spread_line`). */
  spreadLine: number | null;
  totalLine: number | null;
  homeMoneyline: number | null;
  awayMoneyline: number | null;
}

/**
 * Of several stored rows of one selection (a line that moved from −3 to −3.5 keeps both rows), the one that
 * closed: a row with a price fetched before kick-off first, then the most recently fetched.
 */
function closingRow(rows: readonly StoredLine[]): StoredLine | undefined {
  let best: StoredLine | undefined;
  for (const row of rows) {
    if (best === undefined) best = row;
    else {
      const closedFirst = Number(row.closingOdds !== null) - Number(best.closingOdds !== null);
      if (closedFirst > 0 || (closedFirst === 0 && row.fetchedAt > best.fetchedAt)) best = row;
    }
  }
  return best;
}

/** -0 reads oddly and compares unequal in tests: a pick'em is 0. */
const negate = (value: number): number => (value === 0 ? 0 : -value);

/**
 * A finished game's closing prices: nflverse's 'closing line' when stored, else the preferred bookmaker's
 * (one book's prices are taken together). A price is the closing price, else the latest one (a line first
 * seen after kick-off has no closing price). Null when the game has no main line at all.
 */
export function closingPricesOf(lines: readonly StoredLine[], homeAbbreviation: string, awayAbbreviation: string): ClosingPrices | null {
  const hasClosingLine = lines.some((line) => line.bookmaker === CLOSING_LINE_BOOKMAKER);
  const bookmaker = hasClosingLine ? CLOSING_LINE_BOOKMAKER : preferredBookmaker(lines);
  if (bookmaker === undefined) return null;
  const ofBook = lines.filter((line) => line.bookmaker === bookmaker);
  const pick = (market: StoredLine['market'], selection: string): StoredLine | undefined =>
    closingRow(ofBook.filter((line) => line.market === market && line.selection === selection));
  const price = (line: StoredLine | undefined): number | null => (line === undefined ? null : (line.closingOdds ?? line.americanOdds));
  const homeSpread = pick('spread', homeAbbreviation)?.lineValue ?? null;
  const awaySpread = pick('spread', awayAbbreviation)?.lineValue ?? null;
  // Each selection carries its own line (home −3 is the away team's +3); either side gives the home line.
  const spreadLine = homeSpread !== null ? negate(homeSpread) : awaySpread;
  const totalLine = pick('total', 'Over')?.lineValue ?? pick('total', 'Under')?.lineValue ?? null;
  return {
    bookmaker,
    spreadLine,
    totalLine,
    homeMoneyline: price(pick('moneyline', homeAbbreviation)),
    awayMoneyline: price(pick('moneyline', awayAbbreviation)),
  };
}
