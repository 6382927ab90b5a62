import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BettingLine } from './betting-line.ts';
import { createParlayPricer, generatedParlay, parlayDescription, parlayId, parlayPricing } from './generated-parlay.ts';
import { stakeForDecimalOdds } from './stake-for-target.ts';

const phi: BettingLine = { game: 'DAL @ PHI', type: 'moneyline', description: 'PHI ML', odds: -200 };
const sf: BettingLine = { game: 'SF @ SEA', type: 'moneyline', description: 'SF ML', odds: -150 };
const over: BettingLine = { game: 'MIA @ NYJ', type: 'total', description: 'Over 41.5', odds: -110 };
const target = { targetProfit: 150, maxRisk: 500 };

describe('generatedParlay (docs/product/profit-target.md "Generated parlay")', () => {
  it('prices -200 and -150 as +150: $100 wins the $150 target, optimal', () => {
    expect(generatedParlay([phi, sf], target)).toEqual({
      id: parlayId([phi, sf]),
      parlayDescription: 'PHI ML + SF ML',
      legs: [
        { game: 'DAL @ PHI', selection: 'PHI ML', odds: -200, type: 'moneyline' },
        { game: 'SF @ SEA', selection: 'SF ML', odds: -150, type: 'moneyline' },
      ],
      totalAmericanOdds: 150,
      impliedProbability: 0.4,
      requiredStake: 100,
      actualProfit: 150,
      profitDifference: 0,
      category: 'optimal',
    });
  });

  it('names the game of a total, which names no team', () => {
    expect(parlayDescription([over, phi])).toBe('Over 41.5 (MIA @ NYJ) + PHI ML');
  });

  it('reports a capped stake as a shortfall against the target', () => {
    // -200 x -200 = 2.25 (+125): needs 120, capped at a third of 300 = 100, which wins 125.
    const pricing = parlayPricing(2.25, { targetProfit: 150, maxRisk: 300 });
    expect(pricing).toEqual({
      totalAmericanOdds: 125,
      requiredStake: 100,
      actualProfit: 125,
      profitDifference: -25,
      withinBudget: true,
      category: 'optimal',
    });
  });

  it('marks a parlay whose needed stake exceeds the whole budget as outside it', () => {
    // 1.2 needs 150 / 0.2 = 750 > 500.
    expect(parlayPricing(1.2, target).withinBudget).toBe(false);
    expect(parlayPricing(1.3, target).withinBudget).toBe(true);
  });

  it('gives an id from the content, the same in every run, different for other legs', () => {
    expect(parlayId([phi, sf])).toBe(parlayId([{ ...phi }, { ...sf }]));
    expect(parlayId([phi, sf])).toMatch(/^parlay-2-[0-9a-z]+$/);
    expect(parlayId([phi, sf])).not.toBe(parlayId([phi, { ...sf, odds: -155 }]));
    expect(parlayId([phi, sf])).not.toBe(parlayId([phi, sf, over]));
  });

  it('prices exactly as stakeForDecimalOdds does, and refuses bad inputs', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1.01, max: 500, noNaN: true }),
        fc.integer({ min: 1, max: 1_000 }),
        fc.integer({ min: 1, max: 5_000 }),
        (decimal, targetProfit, maxRisk) => {
          const pricing = createParlayPricer({ targetProfit, maxRisk })(decimal);
          const stake = stakeForDecimalOdds(decimal, targetProfit, maxRisk);
          expect(pricing.requiredStake).toBe(stake.stake);
          expect(pricing.actualProfit).toBe(stake.profit);
          expect(pricing.withinBudget).toBe(stake.neededStake <= maxRisk);
        },
      ),
    );
    expect(() => parlayPricing(1, target)).toThrow(/greater than 1/);
    expect(() => createParlayPricer({ targetProfit: 0, maxRisk: 500 })).toThrow(/Target profit/);
    expect(() => createParlayPricer({ targetProfit: 150, maxRisk: Number.NaN })).toThrow(/Risk budget/);
  });
});
