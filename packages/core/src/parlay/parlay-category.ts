/**
 * docs/product/profit-target.md categories: 'optimal' when the total American odds are in the optimal range +100 to +175,
 * 'lowRisk' when the stake is under $50, else 'standard'. The product page does not say which wins when both hold
 * (a small target at +150 can need under $50): optimal takes precedence, as the page lists it first.
 */
import type { ParlayCategory } from '../tracker/tracked-parlay.ts';
import { LOW_RISK_STAKE_LIMIT, OPTIMAL_ODDS_MAX, OPTIMAL_ODDS_MIN } from './parlay-constants.ts';

// The category type ('optimal' | 'lowRisk' | 'standard') is the tracker's, defined once there.

export function parlayCategory(totalAmericanOdds: number, stake: number): ParlayCategory {
  if (totalAmericanOdds >= OPTIMAL_ODDS_MIN && totalAmericanOdds <= OPTIMAL_ODDS_MAX) return 'optimal';
  if (stake < LOW_RISK_STAKE_LIMIT) return 'lowRisk';
  return 'standard';
}
