import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { conflictFamilies } from './conflict-families.ts';
import { findParlays, prepareSearch } from './find-parlays.ts';
import { PARLAY_COUNT_NAMES } from './parlay-lists.ts';
import { countBoundsByPrice, setsByPrice, withCountBounds } from './price-bucket-counts.ts';
import { priceThresholds } from './price-thresholds.ts';
import { searchOptionsOf, slatesOf } from './random-slates.fixture.ts';

describe('countBoundsByPrice', { timeout: 120_000 }, () => {
  const optionsArb = fc
    .tuple(searchOptionsOf({ maxExtra: 5, maxTarget: 20_000, maxRisk: 5000 }), fc.constantFrom(...(['exclude', 'allow'] as const)))
    .map(([options, correlatedLegs]) => ({ ...options, maxLegs: Math.min(7, options.maxLegs), correlatedLegs }));

  it('bounds every count of the enumeration from below and above', () => {
    fc.assert(
      fc.property(slatesOf(14), optionsArb, (lines, options) => {
        const { target, unique, decimals } = prepareSearch(lines, options);
        const limits = priceThresholds(target);
        const prepared = setsByPrice(conflictFamilies(unique.keys, options.correlatedLegs), decimals, limits, options.maxLegs);
        const bounds = countBoundsByPrice(prepared, limits, options.minLegs);
        const { summary } = findParlays(lines, options);
        for (const name of PARLAY_COUNT_NAMES) {
          expect(bounds[name].atLeast).toBeLessThanOrEqual(summary[name]);
          expect(bounds[name].atMost).toBeGreaterThanOrEqual(summary[name]);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('is exact where no parlay is priced near a threshold: two lines at +100 make one parlay at +300', () => {
    const lines = [
      { game: 'KC @ BUF', type: 'moneyline' as const, description: 'KC ML', odds: 100 },
      { game: 'MIA @ NYJ', type: 'moneyline' as const, description: 'MIA ML', odds: 100 },
    ];
    const options = { targetProfit: 150, maxRisk: 500, minLegs: 2, maxLegs: 2 };
    const { target, unique, decimals } = prepareSearch(lines, options);
    const limits = priceThresholds(target);
    const bounds = countBoundsByPrice(setsByPrice(conflictFamilies(unique.keys), decimals, limits, 2), limits, 2);
    expect(bounds.totalCount).toEqual({ atLeast: 1, atMost: 1 });
    expect(bounds.optimalCount).toEqual({ atLeast: 0, atMost: 0 });
  });
});

describe('withCountBounds', () => {
  const walked = { totalCount: 10, optimalCount: 2, lowRiskCount: 5, highProbabilityCount: 0, atLeast: ['totalCount' as const, 'lowRiskCount' as const], atMost: { totalCount: 1e6, lowRiskCount: 50 } };

  it('keeps the tighter bound on each side, and a count whose bounds meet as exact', () => {
    const bounds = { totalCount: { atLeast: 900, atMost: 2000 }, optimalCount: { atLeast: 0, atMost: 9 }, lowRiskCount: { atLeast: 50, atMost: 60 } };
    expect(withCountBounds(walked, bounds)).toEqual({ ...walked, totalCount: 900, lowRiskCount: 50, atLeast: ['totalCount'], atMost: { totalCount: 2000 } });
  });

  it('takes a lower bound past 2^53 down to the largest safe integer (counts are safe integers on the wire)', () => {
    const bounds = { totalCount: { atLeast: 4e19, atMost: 5e19 }, optimalCount: { atLeast: 0, atMost: 9 }, lowRiskCount: { atLeast: 0, atMost: 60 } };
    const tightened = withCountBounds({ ...walked, atMost: { totalCount: 6e19, lowRiskCount: 50 } }, bounds);
    expect(tightened.totalCount).toBe(Number.MAX_SAFE_INTEGER);
    expect(tightened.atMost.totalCount).toBe(5e19);
  });
});
