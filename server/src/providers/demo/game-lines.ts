import type { FootballLeague } from '@playbook/contracts';
import { impliedProbability } from '@playbook/core';
import type { Rng } from '@playbook/core';
import type { LineRecord } from '../records.ts';
import { americanPrice } from './american-price.ts';
import { CLOSING_BOOKMAKER } from './bookmakers.ts';
import type { DemoBookmaker } from './bookmakers.ts';
import { demoRng, normalCdf } from './demo-random.ts';
import { twoWayPrices } from './two-way-market.ts';

/**
 * What the books believe about a game: expected home margin and total points with their standard deviations,
 * and the consensus main lines (the home team's own spread line, the total).
 */
export interface GameMarket {
  gameId: string;
  homeId: string;
  awayId: string;
  expectedMargin: number;
  expectedTotal: number;
  marginSd: number;
  totalSd: number;
  homeSpread: number;
  total: number;
  /** Whether books move the main spread and total off the consensus by half a point (not MLB's fixed run line). */
  booksShiftLines: boolean;
}

/** Standard deviations of real final margins and totals (about 13.5 and 10 in the NFL, wider in college). */
export const FOOTBALL_MARKET_SD: Readonly<Record<FootballLeague, { margin: number; total: number }>> = {
  NFL: { margin: 13.5, total: 10 },
  NCAA: { margin: 15.5, total: 13 },
};

/** Alternate lines sit this many points either side of the book's main line. */
export const ALTERNATE_OFFSETS = [-6, -3, 3, 6] as const;

/** On half points; + 0 turns -0 into 0. */
export const toHalfPoint = (value: number): number => Math.round(value * 2) / 2 + 0;

export function homeWinProbability(market: GameMarket): number {
  return normalCdf(market.expectedMargin / market.marginSd);
}

function coverProbability(market: GameMarket, homeLine: number): number {
  return normalCdf((market.expectedMargin + homeLine) / market.marginSd);
}

function overProbability(market: GameMarket, total: number): number {
  return 1 - normalCdf((total - market.expectedTotal) / market.totalSd);
}

function row(market: GameMarket, bookmaker: string, fetchedAt: string, isAlternate: boolean) {
  return (marketKind: LineRecord['market'], selection: string, lineValue: number | null, americanOdds: number): LineRecord => ({
    gameId: market.gameId,
    bookmaker,
    market: marketKind,
    selection,
    lineValue,
    americanOdds,
    isAlternate,
    fetchedAt,
  });
}

/**
 * One book's main markets: both moneylines, both spreads (each side its own line, the favourite negative) and
 * Over/Under on one total. Each book moves the consensus spread or total by half a point now and then and leans
 * a little either way, seeded per game and book so its closing line is the line it posted.
 */
export function bookMainLines(market: GameMarket, book: DemoBookmaker, fetchedAt: string, seed: number): LineRecord[] {
  const rng = demoRng(seed, 'lines', market.gameId, book.name);
  const shifts = market.booksShiftLines ? [-0.5, 0, 0, 0.5] : [0];
  const homeLine = market.homeSpread + rng.pick(shifts);
  const total = market.total + rng.pick(shifts);
  const lean = rng.float(-0.008, 0.008);
  const [homeMoneyline, awayMoneyline] = twoWayPrices(homeWinProbability(market), book.vig, lean);
  const [homeSpreadOdds, awaySpreadOdds] = twoWayPrices(coverProbability(market, homeLine), book.vig, rng.float(-0.008, 0.008));
  const [overOdds, underOdds] = twoWayPrices(overProbability(market, total), book.vig, rng.float(-0.008, 0.008));
  const line = row(market, book.name, fetchedAt, false);
  return [
    line('moneyline', market.homeId, null, homeMoneyline),
    line('moneyline', market.awayId, null, awayMoneyline),
    line('spread', market.homeId, homeLine, homeSpreadOdds),
    line('spread', market.awayId, -homeLine + 0, awaySpreadOdds),
    line('total', 'Over', total, overOdds),
    line('total', 'Under', total, underOdds),
  ];
}

/** Alternate spreads and totals several points either side of the consensus, priced from the same model with a wider margin. */
export function bookAlternateLines(market: GameMarket, book: DemoBookmaker, fetchedAt: string): LineRecord[] {
  const vig = book.vig + book.alternateVig;
  const line = row(market, book.name, fetchedAt, true);
  return ALTERNATE_OFFSETS.flatMap((offset) => {
    const homeLine = market.homeSpread + offset;
    const total = market.total + offset;
    const [home, away] = twoWayPrices(coverProbability(market, homeLine), vig);
    const [over, under] = twoWayPrices(overProbability(market, total), vig);
    return [
      line('spread', market.homeId, homeLine, home),
      line('spread', market.awayId, -homeLine + 0, away),
      line('total', 'Over', total, over),
      line('total', 'Under', total, under),
    ];
  });
}

/** Only fairly even games get a stale line: a +2000 underdog at +4000 would look like a typo, not an edge. */
export function canCarryArbitrage(market: GameMarket): boolean {
  const p = homeWinProbability(market);
  return p > 0.2 && p < 0.8;
}

/**
 * Makes one book (never the closing-line book, whose prices the game cards show) slow to move its underdog
 * moneyline, far enough that the best underdog price there and the best favourite price elsewhere imply less
 * than 100% together: Σ 1/decimal = 1 − margin, a real two-way arbitrage of 1.2-3%.
 */
export function withStaleMoneyline(
  lines: readonly LineRecord[],
  market: GameMarket,
  vigOf: (book: string) => number,
  rng: Rng,
): LineRecord[] {
  const books = [...new Set(lines.map((line) => line.bookmaker))].filter((book) => book !== CLOSING_BOOKMAKER);
  if (books.length === 0) return [...lines];
  const staleBook = rng.pick(books);
  const underdogId = homeWinProbability(market) >= 0.5 ? market.awayId : market.homeId;
  const favouriteId = underdogId === market.homeId ? market.awayId : market.homeId;
  const isMoneyline = (line: LineRecord, selection: string): boolean =>
    line.market === 'moneyline' && line.selection === selection && !line.isAlternate;
  const favouritePrices = lines.filter((line) => line.bookmaker !== staleBook && isMoneyline(line, favouriteId));
  const bestFavourite = Math.min(...favouritePrices.map((line) => impliedProbability(line.americanOdds)));
  const underdogImplied = 1 - bestFavourite - rng.float(0.012, 0.03);
  const underdogPrice = americanPrice(underdogImplied, 'generous');
  const favouritePrice = americanPrice(1 + vigOf(staleBook) - impliedProbability(underdogPrice));
  return lines.map((line) => {
    if (line.bookmaker !== staleBook) return line;
    if (isMoneyline(line, underdogId)) return { ...line, americanOdds: underdogPrice };
    if (isMoneyline(line, favouriteId)) return { ...line, americanOdds: favouritePrice };
    return line;
  });
}
