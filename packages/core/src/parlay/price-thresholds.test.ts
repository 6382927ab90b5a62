import { describe, expect, it } from 'vitest';
import { createParlayPricer } from './generated-parlay.ts';
import { firstPriceWhere, priceThresholds } from './price-thresholds.ts';

describe('priceThresholds (docs/product/profit-target.md rules along the price)', () => {
  it('finds the first price of a monotone rule to the double', () => {
    const at = firstPriceWhere((d) => d >= 3);
    expect(at).toBe(3);
    expect(firstPriceWhere(() => false)).toBe(Number.POSITIVE_INFINITY);
  });

  it('places each rule where the pricer changes its answer', () => {
    const target = { targetProfit: 150, maxRisk: 500 };
    const price = createParlayPricer(target);
    const limits = priceThresholds(target);
    const before = (d: number): number => d * (1 - 1e-12);
    expect(price(limits.withinBudget).withinBudget).toBe(true);
    expect(price(before(limits.withinBudget)).withinBudget).toBe(false);
    expect(price(limits.optimalFrom).totalAmericanOdds).toBe(100);
    expect(price(before(limits.optimalPast)).totalAmericanOdds).toBe(175);
    expect(price(limits.lowStake).requiredStake).toBeLessThan(50);
    expect(price(before(limits.lowStake)).requiredStake).toBeGreaterThanOrEqual(50);
    // $150 at +300 needs exactly $50, not under it: low risk starts just past decimal 4.
    expect(limits.lowStake).toBeGreaterThan(4);
    expect(limits.uncapped).toBeCloseTo(1 + 150 / 166.66, 3);
  });
});
