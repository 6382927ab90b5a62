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
  summary(): Omit<ParlaySummary, 'listsExhaustive'>;
}

export function createParlayCounts(limits: PriceThresholds): ParlayCounts {
  const settled: Record<ParlayCountName, number> = { totalCount: 0, optimalCount: 0, lowRiskCount: 0 };
  const open: Record<ParlayCountName, number> = { totalCount: 0, optimalCount: 0, lowRiskCount: 0 };
  const add = (name: ParlayCountName, truth: number, howMany: number): void => {
    if (truth === 1) settled[name] += howMany;
    else if (truth > 0) open[name] += howMany;
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
      // Kleene logic on the thresholds (min = and, 1 - x = not), as parlayCategory combines them.
      const within = atOrAbove(lo, hi, limits.withinBudget);
      const optimal = Math.min(within, atOrAbove(lo, hi, limits.optimalFrom), 1 - atOrAbove(lo, hi, limits.optimalPast));
      const lowRisk = Math.min(within, atOrAbove(lo, hi, limits.lowStake), 1 - optimal);
      add('totalCount', within, howMany);
      add('optimalCount', optimal, howMany);
      add('lowRiskCount', lowRisk, howMany);
    },
    summary: () => ({ ...settled, highProbabilityCount: 0, atLeast: PARLAY_COUNT_NAMES.filter((name) => open[name] > 0) }),
  };
}
