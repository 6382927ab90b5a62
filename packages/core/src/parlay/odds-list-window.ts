/**
 * The window of a list ranked by odds (top by win probability, low-risk gems, optimal, value bets): the prices
 * of the parlays it takes, and, once it is full, the price from which no parlay still to come can enter it. Both
 * the exact search's walk and the lists' own walks (odds-list-walk.ts) prune by it (ADR 067, 081).
 */
import { decimalToAmerican } from '../odds/convert.ts';
import type { ParlayCategory } from '../tracker/tracked-parlay.ts';
import { priceReachingOdds } from './list-price-bounds.ts';
import type { ParlayListName } from './parlay-lists.ts';
import type { PriceThresholds } from './price-thresholds.ts';

export type OddsListName = Exclude<ParlayListName, 'closest'>;

export interface OddsListWindow {
  /** The lowest price of a parlay of the list. */
  from: number;
  /** The price from which no parlay is of it (Infinity for none). */
  past: number;
  /** The category its parlays must have; undefined for any (within the budget). */
  category: ParlayCategory | undefined;
}

/**
 * A parlay is kept from the budget's price on; a low-risk one (and a value bet) also has its stake under $50, and
 * is not optimal (the optimal range comes first), so where the low-risk price falls inside the optimal range the
 * low-risk list starts past it (ADR 081).
 */
export function oddsListWindow(name: OddsListName, limits: PriceThresholds): OddsListWindow {
  if (name === 'optimal') return { from: Math.max(limits.withinBudget, limits.optimalFrom), past: limits.optimalPast, category: 'optimal' };
  if (name === 'probable') return { from: limits.withinBudget, past: Number.POSITIVE_INFINITY, category: undefined };
  const lowStake = Math.max(limits.withinBudget, limits.lowStake);
  const inOptimal = lowStake >= limits.optimalFrom && lowStake < limits.optimalPast;
  return { from: inOptimal ? limits.optimalPast : lowStake, past: Number.POSITIVE_INFINITY, category: 'lowRisk' };
}

/**
 * The price from which a full list whose worst shows `worstOdds` can take no parlay still to come: every parlay
 * from there on shows those odds or more, and ranks after the worst at equal odds (the walks' order, ADR 046).
 * 0 when no parlay of the list can show less: every one priced from `from` on shows at least the odds at `from`,
 * so once the worst shows those, the window is empty (a bound with a slack would leave it a hair wide, and every
 * branch priced at its edge would be walked).
 */
export function oddsListCeiling(worstOdds: number, from: number): number {
  return Number.isFinite(from) && from > 1 && decimalToAmerican(from) >= worstOdds ? 0 : priceReachingOdds(worstOdds);
}
