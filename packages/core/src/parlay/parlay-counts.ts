/**
 * The summary's counts as the exact search keeps them (ADR 046): parlays it priced, and ranges of parlays it
 * counted without pricing. A range's parlays count only where its prices settle the category (three-valued:
 * in, out, or open); those a range leaves open are not counted, and the count they touch is then a lower
 * bound, named in the summary's `atLeast`. Every parlay left open or uncounted is also added to that count's
 * upper bound, `atMost` (ADR 073): the count lies between the two.
 */
import type { ParlayPricing } from './generated-parlay.ts';
import { PARLAY_COUNT_NAMES } from './parlay-lists.ts';
import type { ParlaySummary } from './parlay-lists.ts';
import type { PriceThresholds } from './price-thresholds.ts';
import { atOrAbove } from './price-range.ts';

export interface ParlayCounts {
  addPriced(pricing: ParlayPricing): void;
  /** `howMany` parlays, every one priced in [lo, hi]. */
  addRange(lo: number, hi: number, howMany: number): void;
  /**
   * Parlays priced in [lo, hi], at most `atMost` of them, left uncounted: every count they might belong to
   * becomes a bound.
   */
  addUncounted(lo: number, hi: number, atMost: number): void;
  summary(): Omit<ParlaySummary, 'listsExhaustive' | 'unprovenLists'>;
}

/** Each count's place in the arrays below, in PARLAY_COUNT_NAMES order (indexed: this runs per counted range). */
const TOTAL = 0;
const OPTIMAL = 1;
const LOW_RISK = 2;

export function createParlayCounts(limits: PriceThresholds): ParlayCounts {
  const settled = [0, 0, 0];
  /** Per count: parlays that may belong to it, left open by their range or uncounted (at most). */
  const open = [0, 0, 0];
  const bounded = [false, false, false];
  // Each rule holds from its threshold on, so "within budget and X" holds from the larger of the two: an
  // optimal range wholly below the budget's threshold is then settled as empty, not left open.
  const optimalFrom = Math.max(limits.optimalFrom, limits.withinBudget);
  const lowRiskFrom = Math.max(limits.lowStake, limits.withinBudget);
  /**
   * Whether parlays priced in [lo, hi] fall in each count: Kleene logic (min = and, 1 - x = not) on the
   * thresholds, written into `truth` (no object per call).
   */
  const truth = [0, 0, 0];
  const leaveOpen = (c: number, howMany: number): void => {
    bounded[c] = true;
    open[c] = (open[c] ?? 0) + howMany;
  };
  const categorize = (lo: number, hi: number): void => {
    const optimal = optimalFrom < limits.optimalPast ? Math.min(atOrAbove(lo, hi, optimalFrom), 1 - atOrAbove(lo, hi, limits.optimalPast)) : 0;
    truth[TOTAL] = atOrAbove(lo, hi, limits.withinBudget);
    truth[OPTIMAL] = optimal;
    truth[LOW_RISK] = Math.min(atOrAbove(lo, hi, lowRiskFrom), 1 - optimal);
  };
  return {
    addPriced(pricing) {
      if (!pricing.withinBudget) return;
      const category = pricing.category === 'optimal' ? OPTIMAL : pricing.category === 'lowRisk' ? LOW_RISK : TOTAL;
      settled[TOTAL] = (settled[TOTAL] ?? 0) + 1;
      if (category !== TOTAL) settled[category] = (settled[category] ?? 0) + 1;
    },
    addRange(lo, hi, howMany) {
      if (howMany === 0) return;
      categorize(lo, hi);
      for (let c = TOTAL; c <= LOW_RISK; c++) {
        const holds = truth[c] ?? 0;
        if (holds === 1) settled[c] = (settled[c] ?? 0) + howMany;
        else if (holds > 0) leaveOpen(c, howMany);
      }
    },
    addUncounted(lo, hi, atMost) {
      if (atMost === 0) return;
      categorize(lo, hi);
      for (let c = TOTAL; c <= LOW_RISK; c++) if ((truth[c] ?? 0) > 0) leaveOpen(c, atMost);
    },
    summary: () => {
      const atLeast = PARLAY_COUNT_NAMES.filter((_, c) => bounded[c]);
      return {
        totalCount: settled[TOTAL] ?? 0,
        optimalCount: settled[OPTIMAL] ?? 0,
        lowRiskCount: settled[LOW_RISK] ?? 0,
        highProbabilityCount: 0,
        atLeast,
        atMost: Object.fromEntries(atLeast.map((name) => [name, (settled[PARLAY_COUNT_NAMES.indexOf(name)] ?? 0) + (open[PARLAY_COUNT_NAMES.indexOf(name)] ?? 0)])),
      };
    },
  };
}
