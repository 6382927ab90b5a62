import { CLOSING_LINE_BOOKMAKER } from '../../providers/closing-line-records.ts';
import { preferredBookmaker } from '../sports/games-and-lines/bookmakers.ts';

/**
 * One bookmaker's closing main lines of one finished game, as the database sums them up (stored-games.ts):
 * each selection's line that closed, its price the closing one or else the latest. Spreads are each
 * team's own line ("PHI -3" is −3 for PHI).
 */
export interface BookPrices {
  bookmaker: string;
  homeSpread: number | null;
  awaySpread: number | null;
  total: number | null;
  homeMoneyline: number | null;
  awayMoneyline: number | null;
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

/** -0 reads oddly and compares unequal in tests: a pick'em is 0. */
const negate = (value: number): number => (value === 0 ? 0 : -value);

/**
 * A finished game's closing prices: nflverse's 'closing line' when stored, else the preferred bookmaker's
 * (one book's prices are taken together, never mixed). Null when no bookmaker priced the game.
 */
export function closingPricesOf(books: readonly BookPrices[]): ClosingPrices | null {
  const name = books.some((book) => book.bookmaker === CLOSING_LINE_BOOKMAKER) ? CLOSING_LINE_BOOKMAKER : preferredBookmaker(books);
  const book = books.find((candidate) => candidate.bookmaker === name);
  if (book === undefined) return null;
  // Either side gives the home line: home −3 is the away team's +3.
  const spreadLine = book.homeSpread !== null ? negate(book.homeSpread) : book.awaySpread;
  return { bookmaker: book.bookmaker, spreadLine, totalLine: book.total, homeMoneyline: book.homeMoneyline, awayMoneyline: book.awayMoneyline };
}
