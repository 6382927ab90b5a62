import type { GameRecord, LineRecord } from './records.ts';

/** The bookmaker name of a games file's close that names no book (the market's close, not one book's). */
export const CLOSING_LINE_BOOKMAKER = 'closing line';
/** The standard juice, taken where a games file gives a spread or total without its price. */
const DEFAULT_ODDS = -110;

/** A game's closing prices as the games files (nflverse's, CollegeFootballData's) give them. */
export interface ClosingPrices {
  /** Home-positive, as both files write it: the home side's own line is its negation. */
  spreadLine: number | null;
  homeSpreadOdds?: number | null;
  awaySpreadOdds?: number | null;
  homeMoneyline: number | null;
  awayMoneyline: number | null;
  totalLine: number | null;
  overOdds?: number | null;
  underOdds?: number | null;
}

/** -0 would compare unequal to 0 in tests and reads oddly in a line: a pick'em is 0 for both sides. */
const negate = (line: number): number => (line === 0 ? 0 : -line);

/** The closing lines of one game, each selection with its own line, a missing spread or total price at -110. */
export function closingLineRecords(prices: ClosingPrices, game: GameRecord, bookmaker: string, fetchedAt: string): LineRecord[] {
  const line = (market: LineRecord['market'], selection: string, lineValue: number | null, americanOdds: number): LineRecord => ({
    gameId: game.sourceId,
    bookmaker,
    market,
    selection,
    lineValue,
    americanOdds,
    isAlternate: false,
    fetchedAt,
  });
  const lines: LineRecord[] = [];
  if (prices.spreadLine !== null) {
    lines.push(line('spread', game.homeTeamId, negate(prices.spreadLine), prices.homeSpreadOdds ?? DEFAULT_ODDS));
    lines.push(line('spread', game.awayTeamId, prices.spreadLine, prices.awaySpreadOdds ?? DEFAULT_ODDS));
  }
  if (prices.homeMoneyline !== null) lines.push(line('moneyline', game.homeTeamId, null, prices.homeMoneyline));
  if (prices.awayMoneyline !== null) lines.push(line('moneyline', game.awayTeamId, null, prices.awayMoneyline));
  if (prices.totalLine !== null) {
    lines.push(line('total', 'Over', prices.totalLine, prices.overOdds ?? DEFAULT_ODDS));
    lines.push(line('total', 'Under', prices.totalLine, prices.underOdds ?? DEFAULT_ODDS));
  }
  return lines;
}
