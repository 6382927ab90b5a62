import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimalToAmerican } from '../odds/convert.ts';
import { oddsListCeiling, oddsListWindow } from './odds-list-window.ts';
import { priceThresholds } from './price-thresholds.ts';

describe('oddsListWindow', () => {
  it('starts the low-risk list past the optimal range when the low-risk price falls inside it', () => {
    // $50 target: a stake under $50 needs a price of 2 or more, which shows +100, an optimal parlay.
    const limits = priceThresholds({ targetProfit: 50, maxRisk: 500 });
    expect(oddsListWindow('lowRisk', limits)).toEqual({ from: limits.optimalPast, past: Number.POSITIVE_INFINITY, category: 'lowRisk' });
    expect(oddsListWindow('valueBets', limits).from).toBe(limits.optimalPast);
    // $1,000 target: the low-risk price (21) lies past the range.
    const far = priceThresholds({ targetProfit: 1000, maxRisk: 500 });
    expect(oddsListWindow('lowRisk', far).from).toBe(Math.max(far.withinBudget, far.lowStake));
    expect(oddsListWindow('optimal', far)).toEqual({ from: Math.max(far.withinBudget, far.optimalFrom), past: far.optimalPast, category: 'optimal' });
  });
});

describe('oddsListCeiling', () => {
  it('is 0 (an empty window) once the worst shows the odds of the window start, the price of its odds otherwise', () => {
    const limits = priceThresholds({ targetProfit: 150, maxRisk: 500 });
    expect(oddsListCeiling(100, limits.optimalFrom)).toBe(0);
    expect(oddsListCeiling(101, limits.optimalFrom)).toBeCloseTo(2.005, 6);
  });

  it('leaves out no price showing odds below the worst: every price from the window start and the ceiling on shows at least them', () => {
    const price = fc.double({ min: 1.001, max: 500, noNaN: true });
    const odds = fc.integer({ min: -5000, max: 50_000 }).filter((o) => o <= -101 || o >= 100);
    fc.assert(
      fc.property(price, odds, fc.double({ min: 0, max: 2, noNaN: true }), (from, worstOdds, step) => {
        const at = Math.max(from, oddsListCeiling(worstOdds, from)) * (1 + step);
        expect(decimalToAmerican(at)).toBeGreaterThanOrEqual(worstOdds);
      }),
    );
  });
});
