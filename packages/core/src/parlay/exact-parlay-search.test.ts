import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BettingLine } from './betting-line.ts';
import { searchParlaysExact } from './exact-parlay-search.ts';
import { findParlays, searchParlays } from './find-parlays.ts';
import type { ParlaySearchOptions } from './find-parlays.ts';
import { PARLAY_LIST_SIZE } from './parlay-constants.ts';
import { PARLAY_COUNT_NAMES, PARLAY_LIST_FIELDS } from './parlay-lists.ts';
import { conflicts } from './leg-conflict.ts';
import { lineArb, searchOptionsOf, slatesOf } from './random-slates.fixture.ts';

const GAMES = ['KC @ BUF', 'MIA @ NYJ', 'DAL @ PHI', 'SF @ SEA', 'GB @ DET', 'BAL @ CIN', 'LAR @ ARI', 'PIT @ CLE'];

/** A realistic slate: per game both spreads, both moneylines, over and under, prices varying with `seed`. */
function slate(games: number, seed: number): BettingLine[] {
  const lines: BettingLine[] = [];
  for (let g = 0; g < games; g++) {
    const game = GAMES[g % GAMES.length] ?? 'A @ B';
    const [away = 'A', home = 'B'] = game.split(' @ ');
    const step = (seed * 7 + g * 13) % 11;
    lines.push(
      { game, type: 'spread', description: `${home} -${3 + (step % 4)}.5`, odds: -105 - step },
      { game, type: 'spread', description: `${away} +${3 + (step % 4)}.5`, odds: -115 + step },
      { game, type: 'moneyline', description: `${home} ML`, odds: -150 - 20 * step },
      { game, type: 'moneyline', description: `${away} ML`, odds: 130 + 18 * step },
      { game, type: 'total', description: `Over ${41 + step}.5`, odds: -110 },
      { game, type: 'total', description: `Under ${41 + step}.5`, odds: -110 - step },
    );
  }
  return lines;
}

describe('searchParlaysExact (exact search by bounds on the odds product)', () => {
  it('gives the enumeration answer on a realistic slate while pricing far fewer combinations', () => {
    const lines = slate(6, 3);
    const options: ParlaySearchOptions = { targetProfit: 150, maxRisk: 500, minLegs: 2, maxLegs: 6 };
    const exact = searchParlaysExact(lines, options);
    const reference = searchParlays(lines, options);
    expect(exact.result).toEqual(reference.result);
    expect(exact.result.closestToTarget).toHaveLength(PARLAY_LIST_SIZE);
    expect(exact.combinationsVisited).toBeLessThan(reference.combinationsVisited / 10);
  }, 60_000);

  it('keeps every value bet a low-risk parlay of 3 to 4 legs', () => {
    const { valueBets } = searchParlaysExact(slate(5, 1), { targetProfit: 40, maxRisk: 300, minLegs: 2, maxLegs: 6 }).result;
    expect(valueBets.length).toBeGreaterThan(0);
    for (const parlay of valueBets) {
      expect(parlay.category).toBe('lowRisk');
      expect(parlay.legs.length).toBeGreaterThanOrEqual(3);
      expect(parlay.legs.length).toBeLessThanOrEqual(4);
    }
  });

  it('validates its options like the enumeration', () => {
    expect(() => searchParlaysExact(slate(1, 0), { targetProfit: 0, maxRisk: 500, minLegs: 2, maxLegs: 3 })).toThrow(/Target profit/);
    expect(searchParlaysExact([], { targetProfit: 150, maxRisk: 500, minLegs: 2, maxLegs: 8 }).result.summary.totalCount).toBe(0);
  });
});

/** No work bound: the search then must give the enumeration's answer exactly (the bound has its own property). */
const UNBOUNDED = { work: Number.POSITIVE_INFINITY, countWork: Number.POSITIVE_INFINITY };

describe('searchParlaysExact properties', { timeout: 240_000 }, () => {
  const optionsArb = searchOptionsOf({ maxExtra: 4, maxTarget: 1000, maxRisk: 2000 });

  it('equals the enumeration (every list, every count) on random small slates', () => {
    fc.assert(
      fc.property(slatesOf(16), optionsArb, (lines, options) => {
        expect(searchParlaysExact(lines, options, UNBOUNDED).result).toEqual(findParlays(lines, options));
      }),
      { numRuns: 150 },
    );
  });

  it('equals the enumeration at any target, budget and leg range (2 to 8 legs), same-game legs left out or allowed', () => {
    const wideOptions = fc
      .tuple(searchOptionsOf({ maxExtra: 6, maxTarget: 20_000, maxRisk: 5000 }), fc.constantFrom(...(['exclude', 'allow'] as const)))
      .map(([options, correlatedLegs]) => ({ ...options, maxLegs: Math.min(8, options.maxLegs), correlatedLegs }));
    fc.assert(
      fc.property(slatesOf(14), wideOptions, (lines, options) => {
        expect(searchParlaysExact(lines, options, UNBOUNDED).result).toEqual(findParlays(lines, options));
      }),
      { numRuns: 120 },
    );
  });

  it('past its work bound keeps real parlays, names every list it could not prove and every count it left open', () => {
    const limitsArb = fc.record({ work: fc.integer({ min: 1, max: 400 }), countWork: fc.integer({ min: 0, max: 100 }) });
    fc.assert(
      fc.property(slatesOf(14), optionsArb, limitsArb, (lines, options, limits) => {
        const bounded = searchParlaysExact(lines, options, limits).result;
        const exact = findParlays(lines, options);
        // A list the search does not name as unproven is the enumeration's, even when another list is not.
        for (const field of PARLAY_LIST_FIELDS) {
          if (!bounded.summary.unprovenLists.includes(field)) expect(bounded[field]).toEqual(exact[field]);
        }
        expect(bounded.summary.listsExhaustive).toBe(bounded.summary.unprovenLists.length === 0);
        // A count shown as a bound lies between its lower and upper bound; every other count is exact.
        for (const name of PARLAY_COUNT_NAMES) {
          if (bounded.summary.atLeast.includes(name)) {
            expect(bounded.summary[name]).toBeLessThanOrEqual(exact.summary[name]);
            expect(bounded.summary.atMost[name]).toBeGreaterThanOrEqual(exact.summary[name]);
          } else {
            expect(bounded.summary[name]).toBe(exact.summary[name]);
            expect(bounded.summary.atMost[name]).toBeUndefined();
          }
        }
        if (bounded.summary.listsExhaustive) expect({ ...bounded, summary: exact.summary }).toEqual(exact);
        for (const parlay of [...bounded.closestToTarget, ...bounded.highProbability, ...bounded.valueBets]) {
          expect(conflicts(parlay.legs.map((leg) => ({ ...leg, description: leg.selection })))).toBe(false);
          expect(parlay.legs.length).toBeGreaterThanOrEqual(options.minLegs);
          expect(parlay.legs.length).toBeLessThanOrEqual(options.maxLegs);
        }
        for (const parlay of bounded.optimal) expect(parlay.category).toBe('optimal');
        for (const parlay of bounded.lowRisk) expect(parlay.category).toBe('lowRisk');
      }),
      { numRuns: 150 },
    );
  });

  // Slates long enough for the closest list to fill with $0.00 parlays, so its window narrows and the pair table
  // (ADR 077) prunes branches of two legs to go: numRuns from FC_NUM_RUNS, to hunt with.
  it('equals the enumeration on slates of up to 28 lines, 2 to 4 legs, where the closest list fills at $0.00', () => {
    const shortOptions = fc
      .tuple(searchOptionsOf({ maxExtra: 2, maxTarget: 2000, maxRisk: 5000 }), fc.constantFrom(...(['exclude', 'allow'] as const)))
      .map(([options, correlatedLegs]) => ({ ...options, minLegs: Math.min(options.minLegs, 3), maxLegs: Math.min(4, options.maxLegs), correlatedLegs }));
    fc.assert(
      fc.property(slatesOf(28, 18), shortOptions, (lines, options) => {
        expect(searchParlaysExact(lines, options, UNBOUNDED).result).toEqual(findParlays(lines, options));
      }),
    );
  });

  it('equals the enumeration with repeated lines and realistic slates of up to 4 games', () => {
    const realistic = fc.record({ games: fc.integer({ min: 1, max: 4 }), seed: fc.nat(50) }).map(({ games, seed }) => slate(games, seed));
    const withRepeats = fc.tuple(realistic, fc.array(lineArb, { maxLength: 4 })).map(([lines, extra]) => [...lines, ...extra, ...extra]);
    fc.assert(
      fc.property(withRepeats, optionsArb, (lines, options) => {
        expect(searchParlaysExact(lines, options, UNBOUNDED).result).toEqual(findParlays(lines, options));
      }),
      { numRuns: 25 },
    );
  });
});
