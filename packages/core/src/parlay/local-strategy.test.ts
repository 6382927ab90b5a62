import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BettingLine } from './betting-line.ts';
import { conflicts } from './leg-conflict.ts';
import { slatesOf } from './random-slates.fixture.ts';
import { generateLocally, LOCAL_PARLAY_CAP, localParlays, localStrategy, STRATEGY_BET_COUNT } from './local-strategy.ts';

const GAMES = ['KC @ BUF', 'PHI @ DAL', 'SF @ SEA', 'GB @ CHI', 'MIA @ NYJ', 'DET @ MIN', 'BAL @ PIT', 'LAR @ ARI'];
/** Two sides of a spread per game plus an over, 24 lines, the first 15 of which the local strategy reads. */
function slate(): BettingLine[] {
  return GAMES.flatMap((game, i) => {
    const [away = '', home = ''] = game.split(' @ ');
    return [
      { game, type: 'spread', description: `${away} -2.5`, odds: -110 - i },
      { game, type: 'spread', description: `${home} +2.5`, odds: -110 + i },
      { game, type: 'total', description: `Over ${44 + i}.5`, odds: 100 + 5 * i },
    ];
  });
}

const input = { targetProfit: 150, maxRisk: 500, minLegs: 2, maxLegs: 4 };

describe('local strategy (docs/product/profit-target.md)', () => {
  it('keeps conflict-free parlays within budget, ranked by profit per odds, at most 30, and only from the first 15 lines', () => {
    const lines = slate();
    const parlays = localParlays(lines, input);
    expect(parlays.length).toBeGreaterThan(0);
    expect(parlays.length).toBeLessThanOrEqual(LOCAL_PARLAY_CAP);
    const first15 = new Set(lines.slice(0, 15).map((line) => line.description));
    for (const parlay of parlays) {
      expect(parlay.legs.length).toBeGreaterThanOrEqual(2);
      expect(parlay.legs.length).toBeLessThanOrEqual(4);
      expect(parlay.legs.every((leg) => first15.has(leg.selection))).toBe(true);
      expect(conflicts(parlay.legs.map((leg) => ({ ...leg, description: leg.selection })))).toBe(false);
      expect(parlay.requiredStake).toBeLessThanOrEqual(500 / 3);
    }
    const ratios = parlays.map((p) => p.actualProfit / Math.abs(p.totalAmericanOdds));
    expect([...ratios].sort((a, b) => b - a)).toEqual(ratios);
  });

  it('respects the chosen leg range', () => {
    const parlays = localParlays(slate(), { ...input, minLegs: 3, maxLegs: 3 });
    expect(parlays.every((parlay) => parlay.legs.length === 3)).toBe(true);
  });

  it('bets the three best parlays, each staked to win the target, and is not feasible above the max risk', () => {
    const lines = slate();
    const { parlays, strategy } = generateLocally(lines, input);
    expect(strategy?.bets).toHaveLength(STRATEGY_BET_COUNT);
    const bets = strategy?.bets ?? [];
    expect(bets.map((bet) => bet.id)).toEqual(parlays.slice(0, 3).map((p) => p.id));
    for (const bet of bets) {
      expect(bet.potentialPayout - bet.stake).toBeGreaterThanOrEqual(150 - 0.01);
      expect(bet.hitProbability * 10).toBe(Math.round(bet.hitProbability * 10));
    }
    const required = bets.reduce((sum, bet) => sum + bet.stake, 0);
    expect(strategy?.requiredStake).toBeCloseTo(required, 2);
    expect(strategy?.feasible).toBe(required <= 500);
    const tight = localStrategy(parlays, { ...input, maxRisk: 100 });
    expect(tight?.feasible).toBe(false);
    expect(tight?.breakEvenGuaranteed).toBe(false);
    expect(tight?.guaranteedMinReturn).toBe(0);
  });

  it('has no strategy without lines', () => {
    expect(generateLocally([], input)).toEqual({ parlays: [], strategy: null });
  });
});

describe('local strategy outcomes', () => {
  const legs = (...picks: [string, string, number][]) => picks.map(([game, selection, odds]) => ({ game, selection, odds, type: 'moneyline' as const }));
  const parlay = (id: string, picks: [string, string, number][]) => ({
    id,
    parlayDescription: id,
    legs: legs(...picks),
    totalAmericanOdds: 200,
    impliedProbability: 1 / 3,
    requiredStake: 75,
    actualProfit: 150,
    profitDifference: 0,
    category: 'standard' as const,
  });

  it('counts bets that share a leg as able to win together, and bets on both sides as never all losing', () => {
    const shared = [parlay('a', [['KC @ BUF', 'KC ML', 100], ['PHI @ DAL', 'PHI ML', 100]]), parlay('b', [['KC @ BUF', 'KC ML', 100], ['SF @ SEA', 'SF ML', 100]])];
    const together = localStrategy(shared, { ...input, maxRisk: 10_000 });
    // Each is staked 150 / (4 - 1) = 50 and pays 200: both win together.
    expect(together?.maxProfit).toBeCloseTo(400 - 100, 2);
    expect(together?.guaranteedMinReturn).toBe(0);
    const sides = [parlay('c', [['KC @ BUF', 'KC ML', 100]]), parlay('d', [['KC @ BUF', 'BUF ML', 100]])];
    const covered = localStrategy(sides, { ...input, maxRisk: 10_000 });
    // One side always wins: the least a winning bet pays is the floor.
    expect(covered?.guaranteedMinReturn).toBeGreaterThan(0);
    expect(covered?.maxProfit).toBeCloseTo((covered?.bets[0]?.potentialPayout ?? 0) - (covered?.requiredStake ?? 0), 2);
  });
});

describe('local strategy invariants (random slates)', () => {
  const cents = (min: number, max: number) => fc.integer({ min, max }).map((c) => c / 100);
  const inputArb = fc
    .record({ targetProfit: cents(1, 200_000), maxRisk: cents(3, 1_000_000), a: fc.integer({ min: 2, max: 5 }), b: fc.integer({ min: 2, max: 5 }) })
    .map(({ targetProfit, maxRisk, a, b }) => ({ targetProfit, maxRisk, minLegs: Math.min(a, b), maxLegs: Math.max(a, b) }));

  it('keeps only conflict-free parlays in the leg range whose needed stake fits the budget, and its figures agree', () => {
    fc.assert(
      fc.property(slatesOf(18), inputArb, (lines, request) => {
        const { parlays, strategy } = generateLocally(lines, request);
        expect(parlays.length).toBeLessThanOrEqual(LOCAL_PARLAY_CAP);
        for (const parlay of parlays) {
          expect(parlay.legs.length).toBeGreaterThanOrEqual(request.minLegs);
          expect(parlay.legs.length).toBeLessThanOrEqual(request.maxLegs);
          expect(conflicts(parlay.legs.map((leg) => ({ ...leg, description: leg.selection })))).toBe(false);
        }
        expect(strategy === null).toBe(parlays.length === 0);
        if (!strategy) return;
        expect(strategy.bets.length).toBe(Math.min(STRATEGY_BET_COUNT, parlays.length));
        for (const bet of strategy.bets) {
          expect(bet.stake).toBeLessThanOrEqual(request.maxRisk);
          // Each bet is staked to win the whole target (its payout is rounded to the cent).
          expect(bet.potentialPayout - bet.stake).toBeGreaterThanOrEqual(request.targetProfit - 0.01);
        }
        expect(strategy.requiredStake).toBeCloseTo(strategy.bets.reduce((sum, bet) => sum + bet.stake, 0), 6);
        expect(strategy.feasible).toBe(strategy.requiredStake <= request.maxRisk);
        expect(strategy.breakEvenGuaranteed).toBe(strategy.guaranteedMinReturn >= strategy.requiredStake);
        expect(strategy.maxProfit).toBeGreaterThanOrEqual(strategy.guaranteedProfit);
      }),
    );
  });
});
