import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BettingLine } from './betting-line.ts';
import { walkClosest } from './closest-list-walk.ts';
import { findParlays, prepareSearch } from './find-parlays.ts';
import type { ParlaySearchOptions } from './find-parlays.ts';
import { createPairPriceTable } from './pair-price-table.ts';
import { categorizedResult, createParlayLists } from './parlay-lists.ts';
import { priceThresholds } from './price-thresholds.ts';
import { searchOptionsOf, slatesOf } from './random-slates.fixture.ts';
import { searchPositions } from './search-positions.ts';
import { stakeCap } from './stake-for-target.ts';

/**
 * The closest list's own walk, as the exact search runs it, with the pair table keeping pairs up to `highest`
 * times the cap's price, among the parlays showing fewer than `oddsBand` points above the lowest odds a $0.00
 * parlay can show (any when undefined).
 */
function closestByWalk(lines: readonly BettingLine[], options: ParlaySearchOptions, work: number, highest: number, oddsBand?: number) {
  const { target, price, unique, decimals: decimalOf } = prepareSearch(lines, options);
  const limits = priceThresholds(target);
  const positions = searchPositions(unique.keys, decimalOf, options.correlatedLegs, options.maxLegs);
  const pairs = createPairPriceTable(positions.decimals, positions.conflictsAt, highest * limits.uncapped);
  const walk = walkClosest({ positions, pairs, decimalOf, price, limits, target: { ...target, cap: stakeCap(target.maxRisk) }, ...options, work, oddsBand });
  const lists = createParlayLists();
  lists.closest = walk.closest;
  return { complete: walk.complete, closestToTarget: categorizedResult(lists, unique.lines, target).closestToTarget };
}

// Slates long enough for the list to fill at $0.00, so its window narrows and branches of two legs to go are
// priced from the pair table; numRuns from FC_NUM_RUNS, to hunt with.
const optionsArb = fc
  .tuple(searchOptionsOf({ maxExtra: 3, maxTarget: 2000, maxRisk: 5000 }), fc.constantFrom(...(['exclude', 'allow'] as const)))
  .map(([options, correlatedLegs]) => ({ ...options, minLegs: Math.min(options.minLegs, 3), maxLegs: Math.min(5, options.maxLegs), correlatedLegs }));
// Up to 6 legs on shorter slates: a branch with five legs to go asks the quadruples before entering one with four.
const longOptionsArb = fc
  .tuple(searchOptionsOf({ maxExtra: 4, maxTarget: 2000, maxRisk: 5000 }), fc.constantFrom(...(['exclude', 'allow'] as const)))
  .map(([options, correlatedLegs]) => ({ ...options, minLegs: Math.min(options.minLegs, 3), maxLegs: Math.min(6, options.maxLegs), correlatedLegs }));
const highestArb = fc.constantFrom(Number.POSITIVE_INFINITY, 2, 1.2);
const oddsBandArb = fc.option(fc.constantFrom(1, 5, 25, 100, 400, 2000), { nil: undefined });

describe('walkClosest', { timeout: 240_000 }, () => {
  it('finds the enumeration closest list on slates of 18 to 26 lines, 2 to 5 legs', () => {
    fc.assert(
      fc.property(slatesOf(26, 18), optionsArb, highestArb, (lines, options, highest) => {
        const walked = closestByWalk(lines, options, Number.POSITIVE_INFINITY, highest);
        expect(walked.complete).toBe(true);
        expect(walked.closestToTarget).toEqual(findParlays(lines, options).closestToTarget);
      }),
    );
  });

  it('finds the enumeration closest list on slates of 12 to 18 lines, 2 to 6 legs', () => {
    fc.assert(
      fc.property(slatesOf(18, 12), longOptionsArb, highestArb, (lines, options, highest) => {
        const walked = closestByWalk(lines, options, Number.POSITIVE_INFINITY, highest);
        expect(walked.complete).toBe(true);
        expect(walked.closestToTarget).toEqual(findParlays(lines, options).closestToTarget);
      }),
    );
  });

  it('past its work bound or its band says so; a walk that says it is complete holds the enumeration list', () => {
    fc.assert(
      fc.property(slatesOf(22, 12), optionsArb, fc.integer({ min: 0, max: 3000 }), oddsBandArb, (lines, options, work, oddsBand) => {
        const walked = closestByWalk(lines, options, work, 2, oddsBand);
        if (walked.complete) expect(walked.closestToTarget).toEqual(findParlays(lines, options).closestToTarget);
      }),
    );
  });

  it('within a band of odds, proves the list whenever it is complete, on slates of 18 to 26 lines', () => {
    fc.assert(
      fc.property(slatesOf(26, 18), optionsArb, highestArb, oddsBandArb, (lines, options, highest, oddsBand) => {
        const walked = closestByWalk(lines, options, Number.POSITIVE_INFINITY, highest, oddsBand);
        if (walked.complete) expect(walked.closestToTarget).toEqual(findParlays(lines, options).closestToTarget);
      }),
    );
  });
});
