import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { americanToDecimal, parlayDecimalOdds } from '../odds/convert.ts';
import type { BettingLine } from './betting-line.ts';
import { findParlays, searchParlays } from './find-parlays.ts';
import { searchOrder } from './parlay-lists.ts';
import type { ParlaySearchOptions } from './find-parlays.ts';
import type { CategorizedParlays } from './parlay-lists.ts';
import { generatedParlay } from './generated-parlay.ts';
import type { GeneratedParlay } from './generated-parlay.ts';
import { conflicts, legsConflict } from './leg-conflict.ts';
import { PARLAY_LIST_SIZE } from './parlay-constants.ts';
import { linesArb, optionsArb } from './random-slates.fixture.ts';
import { stakeForDecimalOdds } from './stake-for-target.ts';

const line = (game: string, type: BettingLine['type'], description: string, odds: number): BettingLine => ({
  game,
  type,
  description,
  odds,
});

const slate: BettingLine[] = [
  line('KC @ BUF', 'spread', 'KC -3.5', -110),
  line('KC @ BUF', 'spread', 'BUF +3.5', -110),
  line('MIA @ NYJ', 'moneyline', 'MIA ML', 150),
  line('MIA @ NYJ', 'total', 'Over 41.5', -110),
  line('DAL @ PHI', 'moneyline', 'PHI ML', -200),
  line('SF @ SEA', 'moneyline', 'SF ML', -150),
];
const defaults: ParlaySearchOptions = { targetProfit: 150, maxRisk: 500, minLegs: 2, maxLegs: 3 };

const legsOf = (parlay: GeneratedParlay): BettingLine[] =>
  parlay.legs.map((leg) => line(leg.game, leg.type, leg.selection, leg.odds));
const allOf = (result: CategorizedParlays): GeneratedParlay[] => [
  ...result.closestToTarget,
  ...result.highProbability,
  ...result.lowRisk,
  ...result.optimal,
];

describe('findParlays (docs/product/profit-target.md: categories and the search)', () => {
  it('counts every conflict-free combination and sorts them into the categories', () => {
    // 6 lines: 15 pairs and 20 triples, less KC -3.5 with BUF +3.5 (1 pair, 4 triples) = 30.
    const { result, combinationsVisited } = searchParlays(slate, defaults);
    expect(combinationsVisited).toBe(30);
    expect(result.summary).toEqual({ totalCount: 30, optimalCount: 1, lowRiskCount: 20, highProbabilityCount: 25, atLeast: [], atMost: {}, listsExhaustive: true, unprovenLists: [] });
    expect(result.optimal.map((p) => p.parlayDescription)).toEqual(['PHI ML + SF ML']);
    expect(result.lowRisk).toHaveLength(20);
    expect(result.lowRisk.every((p) => p.category === 'lowRisk' && p.requiredStake < 50)).toBe(true);
  });

  it('ranks lowest whole odds first, then by the legs in price order (cheaper lines first)', () => {
    const top = findParlays(slate, defaults).highProbability.map((p) => p.parlayDescription);
    expect(top.slice(0, 4)).toEqual([
      'PHI ML + SF ML', // -200 x -150 = +150, 40%
      'KC -3.5 + PHI ML', // +186
      'BUF +3.5 + PHI ML',
      'Over 41.5 (MIA @ NYJ) + PHI ML',
    ]);
    // +377 six ways: those with PHI ML and SF ML (the two cheapest lines) come first (ADR 046).
    expect(top.slice(11, 17)).toEqual([
      'KC -3.5 + PHI ML + SF ML',
      'BUF +3.5 + PHI ML + SF ML',
      'Over 41.5 (MIA @ NYJ) + PHI ML + SF ML',
      'KC -3.5 + MIA ML',
      'BUF +3.5 + MIA ML',
      'MIA ML + Over 41.5 (MIA @ NYJ)',
    ]);
  });

  it('ranks closest to target by the profit difference, the cent rounding included', () => {
    const closest = findParlays(slate, defaults).closestToTarget;
    const differences = closest.map((p) => Math.abs(p.profitDifference));
    expect(differences).toEqual([...differences].sort((a, b) => a - b));
    // MIA ML + PHI ML (+275) stakes 54.55 and wins 150.01.
    expect(closest.find((p) => p.parlayDescription === 'MIA ML + PHI ML')).toMatchObject({
      totalAmericanOdds: 275,
      requiredStake: 54.55,
      actualProfit: 150.01,
      profitDifference: 0.01,
      category: 'standard',
    });
  });

  it('drops parlays whose needed stake exceeds the risk budget', () => {
    // At +150 the default target needs $100; with $90 of risk only longer prices remain.
    const result = findParlays(slate, { ...defaults, maxRisk: 90 });
    expect(result.optimal).toEqual([]);
    expect(result.summary.totalCount).toBe(29);
    expect(allOf(result).every((p) => p.requiredStake <= 30)).toBe(true);
  });

  it('searches every line and every size, not only the first 15 lines', () => {
    const games = ['KC @ BUF', 'MIA @ NYJ', 'DAL @ PHI', 'SF @ SEA', 'GB @ DET', 'BAL @ CIN', 'LV @ DEN', 'TB @ NO', 'ATL @ CAR', 'TEN @ HOU'];
    const many = games.flatMap((game) => [line(game, 'total', 'Over 44.5', -110), line(game, 'total', 'Under 44.5', -110)]);
    many.push(line('ARI @ LAR', 'moneyline', 'LAR ML', -400));
    const { result, combinationsVisited } = searchParlays(many, { targetProfit: 150, maxRisk: 1000, minLegs: 2, maxLegs: 5 });
    // The 21st line (-400) makes the likeliest parlay.
    expect(result.highProbability[0]?.parlayDescription).toBe('Over 44.5 (KC @ BUF) + LAR ML');
    // k legs: C(10,k)·2^k from the games' totals plus C(10,k-1)·2^(k-1) with LAR: 200 + 1140 + 4320 + 11424.
    expect(combinationsVisited).toBe(17_084);
    expect(result.summary.totalCount).toBe(17_084);
  });

  it('merges identical lines so no parlay is listed twice', () => {
    const doubled = [...slate, line('BUF vs KC', 'spread', 'KC -3.5', -110)];
    expect(findParlays(doubled, defaults)).toEqual(findParlays(slate, defaults));
  });

  it('validates its options and lines', () => {
    expect(() => findParlays(slate, { ...defaults, minLegs: 1 })).toThrow(/at least 2/);
    expect(() => findParlays(slate, { ...defaults, maxLegs: 1, minLegs: 2 })).toThrow(/Max legs/);
    expect(() => findParlays(slate, { ...defaults, minLegs: 2, maxLegs: 18 })).toThrow(/17/);
    expect(() => findParlays(slate, { ...defaults, targetProfit: 0 })).toThrow(/Target profit/);
    expect(() => findParlays(slate, { ...defaults, maxRisk: -5 })).toThrow(/Max risk/);
    expect(() => findParlays([...slate, line('A @ B', 'spread', 'A -1', 99)], defaults)).toThrow(/Betting line 7/);
    expect(findParlays([], defaults).summary.totalCount).toBe(0);
  });
});

// ---- Properties against a brute-force reference ----

function bruteForce(lines: readonly BettingLine[], options: ParlaySearchOptions): CategorizedParlays {
  const target = { targetProfit: options.targetProfit, maxRisk: options.maxRisk };
  const { rankOf } = searchOrder(lines.map((line) => americanToDecimal(line.odds)));
  const found: { ranks: number[]; parlay: GeneratedParlay }[] = [];
  for (let mask = 1; mask < 1 << lines.length; mask++) {
    const indices = lines.map((_, i) => i).filter((i) => (mask >> i) & 1);
    if (indices.length < options.minLegs || indices.length > options.maxLegs) continue;
    const legs = indices.flatMap((i) => lines[i] ?? []);
    if (legs.some((a, i) => legs.some((b, j) => j > i && legsConflict(a, b)))) continue;
    const decimal = parlayDecimalOdds(legs.map((l) => l.odds));
    if (stakeForDecimalOdds(decimal, options.targetProfit, options.maxRisk).neededStake > options.maxRisk) continue;
    const ranks = indices.map((i) => rankOf[i] ?? 0).sort((a, b) => a - b);
    found.push({ ranks, parlay: generatedParlay(legs, target) });
  }
  type Found = (typeof found)[number];
  const lex = (a: number[], b: number[]): number => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
    return a.length - b.length;
  };
  // Lower whole American odds first, then the legs compared in price order (a parlay before its extensions).
  const byProbability = (a: Found, b: Found): number => a.parlay.totalAmericanOdds - b.parlay.totalAmericanOdds || lex(a.ranks, b.ranks);
  const top = (list: Found[], compare: (a: Found, b: Found) => number): GeneratedParlay[] =>
    [...list].sort(compare).slice(0, PARLAY_LIST_SIZE).map((f) => f.parlay);
  const highProbability = top(found, byProbability);
  return {
    summary: {
      totalCount: found.length,
      optimalCount: found.filter((f) => f.parlay.category === 'optimal').length,
      lowRiskCount: found.filter((f) => f.parlay.category === 'lowRisk').length,
      highProbabilityCount: highProbability.length,
      atLeast: [],
      atMost: {},
      listsExhaustive: true,
      unprovenLists: [],
    },
    closestToTarget: top(
      found,
      (a, b) => Math.abs(a.parlay.profitDifference) - Math.abs(b.parlay.profitDifference) || byProbability(a, b),
    ),
    highProbability,
    lowRisk: top(found.filter((f) => f.parlay.category === 'lowRisk'), byProbability),
    optimal: top(found.filter((f) => f.parlay.category === 'optimal'), byProbability),
    valueBets: top(
      found.filter((f) => f.parlay.category === 'lowRisk' && f.parlay.legs.length >= 3 && f.parlay.legs.length <= 4),
      byProbability,
    ),
  };
}

describe('findParlays properties', () => {
  it('equals a brute-force enumeration of every subset (filter, sort, slice)', () => {
    fc.assert(
      fc.property(linesArb, optionsArb, (lines, options) => {
        expect(findParlays(lines, options)).toEqual(bruteForce(lines, options));
      }),
      { numRuns: 60 },
    );
  });

  it('never returns a parlay that breaks a conflict rule, the leg range or the risk budget', () => {
    fc.assert(
      fc.property(linesArb, optionsArb, (lines, options) => {
        for (const parlay of allOf(findParlays(lines, options))) {
          expect(conflicts(legsOf(parlay))).toBe(false);
          expect(parlay.legs.length).toBeGreaterThanOrEqual(options.minLegs);
          expect(parlay.legs.length).toBeLessThanOrEqual(options.maxLegs);
          expect(parlay.requiredStake).toBeLessThanOrEqual(options.maxRisk / 3);
          const needed = stakeForDecimalOdds(1 / parlay.impliedProbability, options.targetProfit, options.maxRisk);
          expect(needed.neededStake).toBeLessThanOrEqual(options.maxRisk);
        }
      }),
      { numRuns: 60 },
    );
  });
});
