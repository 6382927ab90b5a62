import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BettingLine } from './betting-line.ts';
import { findParlays, prepareSearch } from './find-parlays.ts';
import type { ParlaySearchOptions } from './find-parlays.ts';
import { walkOddsList } from './odds-list-walk.ts';
import { createPairPriceTable } from './pair-price-table.ts';
import { categorizedResult, createParlayLists } from './parlay-lists.ts';
import type { ParlayListName } from './parlay-lists.ts';
import { oddsListWindow } from './odds-list-window.ts';
import { VALUE_BET_MAX_LEGS, VALUE_BET_MIN_LEGS } from './parlay-constants.ts';
import { priceThresholds } from './price-thresholds.ts';
import { searchOptionsOf, slatesOf } from './random-slates.fixture.ts';
import { searchPositions } from './search-positions.ts';

type OddsList = Exclude<ParlayListName, 'closest'>;
const FIELD = { probable: 'highProbability', lowRisk: 'lowRisk', optimal: 'optimal', valueBets: 'valueBets' } as const;

/**
 * One list ranked by odds on its own walk, as the exact search runs it (value bets with 3 and 4 legs only), the
 * pair table keeping pairs up to `highest` times its window's start.
 */
function listByWalk(lines: readonly BettingLine[], options: ParlaySearchOptions, name: OddsList, walk: { work: number; highest: number }) {
  const { target, price, unique, decimals: decimalOf } = prepareSearch(lines, options);
  const limits = priceThresholds(target);
  const window = oddsListWindow(name, limits);
  const positions = searchPositions(unique.keys, decimalOf, options.correlatedLegs, options.maxLegs);
  const pairs = createPairPriceTable(positions.decimals, positions.conflictsAt, walk.highest * window.from);
  const sizes =
    name === 'valueBets'
      ? { minLegs: Math.max(options.minLegs, VALUE_BET_MIN_LEGS), maxLegs: Math.min(options.maxLegs, VALUE_BET_MAX_LEGS) }
      : { minLegs: options.minLegs, maxLegs: options.maxLegs };
  const walked = walkOddsList({ positions, pairs, decimalOf, price, ...window, ...sizes, work: walk.work });
  const lists = createParlayLists();
  lists[name] = walked.list;
  return { complete: walked.complete, list: categorizedResult(lists, unique.lines, target)[FIELD[name]] };
}

// Slates long enough for the lists to fill, so their windows narrow and branches of two legs to go are priced
// from the pair table (in about three runs of four); numRuns from FC_NUM_RUNS, to hunt with.
const optionsArb = fc
  .tuple(searchOptionsOf({ maxExtra: 3, maxTarget: 2000, maxRisk: 5000 }), fc.constantFrom(...(['exclude', 'allow'] as const)))
  .map(([options, correlatedLegs]) => ({ ...options, minLegs: Math.min(options.minLegs, 3), maxLegs: Math.min(5, options.maxLegs), correlatedLegs }));
// Up to 6 legs on shorter slates: a branch with five legs to go asks the quadruples before entering one with four.
const longOptionsArb = fc
  .tuple(searchOptionsOf({ maxExtra: 4, maxTarget: 2000, maxRisk: 5000 }), fc.constantFrom(...(['exclude', 'allow'] as const)))
  .map(([options, correlatedLegs]) => ({ ...options, minLegs: Math.min(options.minLegs, 3), maxLegs: Math.min(6, options.maxLegs), correlatedLegs }));
const nameArb = fc.constantFrom<OddsList>('probable', 'lowRisk', 'optimal', 'valueBets');
const highestArb = fc.constantFrom(Number.POSITIVE_INFINITY, 2, 1.2, 1);

describe('walkOddsList', { timeout: 240_000 }, () => {
  it('finds the enumeration list on slates of 18 to 26 lines, 2 to 5 legs, with the pair table whole or cut', () => {
    fc.assert(
      fc.property(slatesOf(26, 18), optionsArb, nameArb, highestArb, (lines, options, name, highest) => {
        const walked = listByWalk(lines, options, name, { work: Number.POSITIVE_INFINITY, highest });
        expect(walked.complete).toBe(true);
        expect(walked.list).toEqual(findParlays(lines, options)[FIELD[name]]);
      }),
    );
  });

  it('finds the enumeration list on slates of 12 to 18 lines, 2 to 6 legs', () => {
    fc.assert(
      fc.property(slatesOf(18, 12), longOptionsArb, nameArb, highestArb, (lines, options, name, highest) => {
        const walked = listByWalk(lines, options, name, { work: Number.POSITIVE_INFINITY, highest });
        expect(walked.complete).toBe(true);
        expect(walked.list).toEqual(findParlays(lines, options)[FIELD[name]]);
      }),
    );
  });

  it('past its work bound says so; a walk that says it is complete holds the enumeration list', () => {
    fc.assert(
      fc.property(slatesOf(22, 12), optionsArb, nameArb, fc.integer({ min: 0, max: 3000 }), (lines, options, name, work) => {
        const walked = listByWalk(lines, options, name, { work, highest: 2 });
        if (walked.complete) expect(walked.list).toEqual(findParlays(lines, options)[FIELD[name]]);
      }),
    );
  });
});
