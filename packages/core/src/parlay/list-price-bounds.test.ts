import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimalToAmerican } from '../odds/convert.ts';
import { parlayPricing } from './generated-parlay.ts';
import { leastUncappedDifference, priceReachingOdds } from './list-price-bounds.ts';
import { PRICE_SLACK } from './price-range.ts';

/** Whole American odds a parlay can show: +100 and up, -101 and down. */
const oddsArb = fc.oneof(fc.integer({ min: 100, max: 1_000_000 }), fc.integer({ min: -100_000, max: -101 }));

describe('priceReachingOdds', () => {
  it('is at or just above the first price showing the odds, +100 included (-100 shows as +100)', () => {
    expect(decimalToAmerican(priceReachingOdds(150))).toBe(150);
    expect(decimalToAmerican(priceReachingOdds(150) / (1 + 3 * PRICE_SLACK))).toBe(149);
    expect(decimalToAmerican(priceReachingOdds(100))).toBe(100);
    expect(decimalToAmerican(priceReachingOdds(100) / (1 + 3 * PRICE_SLACK))).toBe(-101);
    expect(decimalToAmerican(priceReachingOdds(-250))).toBe(-250);
    expect(decimalToAmerican(priceReachingOdds(-250) / (1 + 3 * PRICE_SLACK))).toBe(-251);
  });

  it('every price from it on shows at least those odds', () => {
    fc.assert(
      fc.property(oddsArb, fc.double({ min: 0, max: 0.5, noNaN: true }), fc.integer({ min: 0, max: 1000 }), (odds, far, ulps) => {
        const from = priceReachingOdds(odds);
        // Just above the bound (a few ulps) and anywhere above it.
        expect(decimalToAmerican(from * (1 + ulps * Number.EPSILON))).toBeGreaterThanOrEqual(odds);
        expect(decimalToAmerican(from * (1 + far))).toBeGreaterThanOrEqual(odds);
      }),
    );
  });
});

describe('leastUncappedDifference', () => {
  it('bounds an uncapped parlay difference from below, known to within the price slack', () => {
    // A budget no stake reaches, so every stake is uncapped.
    const targetArb = fc.oneof(fc.integer({ min: 1, max: 20_000 }), fc.double({ min: 0.01, max: 20_000, noNaN: true }).map((t) => Math.round(t * 100) / 100));
    fc.assert(
      fc.property(targetArb, fc.double({ min: 1.01, max: 5000, noNaN: true }), fc.double({ min: -1e-12, max: 1e-12, noNaN: true }), (targetProfit, decimal, error) => {
        const { profitDifference } = parlayPricing(decimal, { targetProfit, maxRisk: 1e12 });
        expect(Math.abs(profitDifference)).toBeGreaterThanOrEqual(leastUncappedDifference(decimal * (1 + error), targetProfit));
      }),
    );
  });

  it('is $0.00 where the stake rounds to the target and prunes where it cannot', () => {
    // $150 at 4.0: a $50.00 stake wins exactly $150.00.
    expect(leastUncappedDifference(4, 150)).toBe(0);
    // $1,000 at 31.3: the stake rounds up to $33.01, which wins $1,000.20.
    expect(leastUncappedDifference(31.3, 1000)).toBeGreaterThan(0.15);
    expect(parlayPricing(31.3, { targetProfit: 1000, maxRisk: 1e12 }).profitDifference).toBe(0.2);
  });
});
