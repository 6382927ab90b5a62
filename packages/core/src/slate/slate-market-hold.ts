/**
 * The bookmaker's margin on a two-way market (our addition to docs/product/slate-analyzer.md slate analysis): for a matchup
 * without an arbitrage the screen shows how far the best prices are from one.
 */
import type { SlateQuote } from './slate-matchups.ts';

/**
 * Hold = 1 - 1 / Σ(1/decimal): the share of every dollar wagered on both sides in proportion that the book
 * keeps. -110/-110 holds 4.55%; a negative hold is an arbitrage (Σ below 1).
 */
export function marketHold(sumOfInverseReturns: number): number {
  if (!Number.isFinite(sumOfInverseReturns) || sumOfInverseReturns <= 0) {
    throw new RangeError(`Sum of inverse returns must be a positive number, got ${sumOfInverseReturns}`);
  }
  return 1 - 1 / sumOfInverseReturns;
}

/** A checked matchup that offers no arbitrage, with the hold of its best prices. */
export interface SlateMarketHold {
  id: string;
  homeTeam: string;
  awayTeam: string;
  gameDate: string;
  home: SlateQuote;
  away: SlateQuote;
  sumOfInverseReturns: number;
  /** marketHold as a percentage, 2 decimals. Zero or just below when the edge is thinner than a cent of the stake. */
  holdPercent: number;
}
