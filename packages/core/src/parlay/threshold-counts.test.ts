import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { conflictFamilies } from './conflict-families.ts';
import { findParlays, prepareSearch } from './find-parlays.ts';
import type { ParlaySearchOptions } from './find-parlays.ts';
import type { BettingLine } from './betting-line.ts';
import { PARLAY_COUNT_NAMES } from './parlay-lists.ts';
import { setsByPrice } from './price-bucket-counts.ts';
import { priceThresholds } from './price-thresholds.ts';
import { searchOptionsOf, slatesOf } from './random-slates.fixture.ts';
import { searchPositions } from './search-positions.ts';
import { exactCountsNearThresholds } from './threshold-counts.ts';

/** The exact counts of this slate, with `buckets` buckets (few: most sets straddle a threshold) and a work bound. */
function exactCounts(lines: BettingLine[], options: ParlaySearchOptions, buckets: number, work: number) {
  const { target, unique, decimals } = prepareSearch(lines, options);
  const limits = priceThresholds(target);
  const families = conflictFamilies(unique.keys, options.correlatedLegs);
  const prepared = setsByPrice(families, decimals, limits, options.maxLegs, buckets);
  const positions = searchPositions(unique.keys, decimals, options.correlatedLegs, options.maxLegs);
  const input = { prepared, positions, decimalOf: decimals, limits, minLegs: options.minLegs, maxLegs: options.maxLegs, work };
  return exactCountsNearThresholds(input, PARLAY_COUNT_NAMES);
}

describe('exactCountsNearThresholds', { timeout: 120_000 }, () => {
  const optionsArb = fc
    .tuple(searchOptionsOf({ maxExtra: 5, maxTarget: 20_000, maxRisk: 5000 }), fc.constantFrom(...(['exclude', 'allow'] as const)))
    .map(([options, correlatedLegs]) => ({ ...options, maxLegs: Math.min(7, options.maxLegs), correlatedLegs }));

  it('equals the enumeration on every count it settles, whatever the buckets and the work bound', () => {
    fc.assert(
      fc.property(slatesOf(14), optionsArb, fc.constantFrom(2, 3, 5, 128), fc.constantFrom(1, 20, Number.POSITIVE_INFINITY), (lines, options, buckets, work) => {
        const exact = exactCounts(lines, options, buckets, work);
        const { summary } = findParlays(lines, options);
        for (const name of PARLAY_COUNT_NAMES) if (exact[name] !== undefined) expect(exact[name]).toBe(summary[name]);
        if (work === Number.POSITIVE_INFINITY) expect(Object.keys(exact)).toHaveLength(PARLAY_COUNT_NAMES.length);
      }),
      { numRuns: 200 },
    );
  });

  it('prices exactly a parlay on a threshold: -300 and -200 make 2.0, +100, the optimal range’s start', () => {
    const lines: BettingLine[] = [
      { game: 'KC @ BUF', type: 'moneyline', description: 'KC ML', odds: -300 },
      { game: 'MIA @ NYJ', type: 'moneyline', description: 'MIA ML', odds: -200 },
      { game: 'DAL @ PHI', type: 'moneyline', description: 'DAL ML', odds: -350 },
    ];
    const options = { targetProfit: 150, maxRisk: 500, minLegs: 2, maxLegs: 2 };
    const exact = exactCounts(lines, options, 2, Number.POSITIVE_INFINITY);
    expect(exact.optimalCount).toBe(1);
    expect(exact.optimalCount).toBe(findParlays(lines, options).summary.optimalCount);
  });
});
