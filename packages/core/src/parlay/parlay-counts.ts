/**
 * The summary's counts as the exact search keeps them (ADR 046): parlays it priced, and ranges of parlays it
 * counted without pricing. A range's parlays count only where its prices settle the category (three-valued:
 * in, out, or open); those a range leaves open are not counted, and the count they touch is then a lower
 * bound, named in the summary's `atLeast`.
 */
import type { ParlayPricing } from './generated-parlay.ts';
import { PARLAY_COUNT_NAMES } from './parlay-lists.ts';
import type { ParlayCountName, ParlaySummary } from './parlay-lists.ts';
import type { PriceThresholds } from './price-thresholds.ts';
import { atOrAbove } from './price-range.ts';

export interface ParlayCounts {
  addPriced(pricing: ParlayPricing): void;
  /** `howMany` parlays, every one priced in [lo, hi]. */
  addRange(lo: number, hi: number, howMany: number): void;
  /** Parlays priced in [lo, hi] left uncounted: every count they might belong to becomes a lower bound. */
  addUncounted(lo: number, hi: number): void;
  summary(): Omit<ParlaySummary, 'listsExhaustive' | 'unprovenLists'>;
}

export function createParlayCounts(limits: PriceThresholds): ParlayCounts {
  const settled: Record<ParlayCountName, number> = { totalCount: 0, optimalCount: 0, lowRiskCount: 0 };
  const open: Record<ParlayCountName, number> = { totalCount: 0, optimalCount: 0, lowRiskCount: 0 };
  // Each rule holds from its threshold on, so "within budget and X" holds from the larger of the two: an
  // optimal range wholly below the budget's threshold is then settled as empty, not left open.
  const optimalFrom = Math.max(limits.optimalFrom, limits.withinBudget);
  const lowRiskFrom = Math.max(limits.lowStake, limits.withinBudget);
  /**
   * Whether parlays priced in [lo, hi] fall in each count: Kleene logic (min = and, 1 - x = not) on the
   * thresholds, written into `truth` (no object per call: this runs for every counted range).
   */
  const truth: Record<ParlayCountName, number> = { totalCount: 0, optimalCount: 0, lowRiskCount: 0 };
  const categorize = (lo: number, hi: number): void => {
    const optimal = optimalFrom < limits.optimalPast ? Math.min(atOrAbove(lo, hi, optimalFrom), 1 - atOrAbove(lo, hi, limits.optimalPast)) : 0;
    truth.totalCount = atOrAbove(lo, hi, limits.withinBudget);
    truth.optimalCount = optimal;
    truth.lowRiskCount = Math.min(atOrAbove(lo, hi, lowRiskFrom), 1 - optimal);
  };
  const add = (name: ParlayCountName, howMany: number): void => {
    const holds = truth[name];
    if (holds === 1) settled[name] += howMany;
    else if (holds > 0) open[name] += howMany;
  };
  return {
    addPriced(pricing) {
      if (!pricing.withinBudget) return;
      settled.totalCount++;
      if (pricing.category === 'optimal') settled.optimalCount++;
      else if (pricing.category === 'lowRisk') settled.lowRiskCount++;
    },
    addRange(lo, hi, howMany) {
      if (howMany === 0) return;
      categorize(lo, hi);
      add('totalCount', howMany);
      add('optimalCount', howMany);
      add('lowRiskCount', howMany);
    },
    addUncounted(lo, hi) {
      categorize(lo, hi);
      for (const name of PARLAY_COUNT_NAMES) if (truth[name] > 0) open[name]++;
    },
    summary: () => ({ ...settled, highProbabilityCount: 0, atLeast: PARLAY_COUNT_NAMES.filter((name) => open[name] > 0) }),
  };
}
