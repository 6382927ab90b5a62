import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  americanToDecimal,
  decimalToAmerican,
  expectedValue,
  impliedProbability,
  noVigProbabilities,
  parlayAmericanOdds,
  parlayDecimalOdds,
} from './convert.ts';

const american = fc.oneof(fc.integer({ min: 100, max: 100_000 }), fc.integer({ min: -100_000, max: -101 }));

describe('odds conversion (docs/product/odds-and-storage.md)', () => {
  it('converts American to decimal: positive odds/100 + 1, negative 100/|odds| + 1', () => {
    expect(americanToDecimal(150)).toBe(2.5);
    expect(americanToDecimal(-200)).toBe(1.5);
    expect(americanToDecimal(-110)).toBeCloseTo(1.9091, 4);
    expect(americanToDecimal(100)).toBe(2);
  });

  it('gives implied probability as positive 100/(odds+100), negative |odds|/(|odds|+100)', () => {
    expect(impliedProbability(100)).toBe(0.5);
    expect(impliedProbability(300)).toBe(0.25);
    expect(impliedProbability(-300)).toBe(0.75);
  });

  it('refuses prices between -100 and +100', () => {
    expect(() => americanToDecimal(50)).toThrow(RangeError);
    expect(() => impliedProbability(0)).toThrow(RangeError);
    expect(() => decimalToAmerican(1)).toThrow(RangeError);
  });

  it('round-trips American → decimal → American', () => {
    fc.assert(fc.property(american, (odds) => decimalToAmerican(americanToDecimal(odds)) === odds));
  });

  it('round-trips decimal → American → decimal within the rounding of a whole American price', () => {
    fc.assert(
      fc.property(fc.double({ min: 1.01, max: 50, noNaN: true }), (decimal) => {
        const back = americanToDecimal(decimalToAmerican(decimal));
        // One American point moves the decimal price by at most 1/100 (favourites) or (d-1)^2/100.
        return Math.abs(back - decimal) <= Math.max(0.006, (decimal - 1) ** 2 / 100);
      }),
    );
  });

  it('prices a parlay as the product of decimal odds', () => {
    expect(parlayDecimalOdds([-110, -110])).toBeCloseTo(3.6446, 4);
    expect(parlayAmericanOdds([-110, -110])).toBe(264);
    expect(parlayAmericanOdds([100, 100, 100])).toBe(700);
  });

  it('removes the vig so a market sums to 1', () => {
    expect(noVigProbabilities([-110, -110])).toEqual([0.5, 0.5]);
    fc.assert(
      fc.property(fc.array(american, { minLength: 2, maxLength: 6 }), (prices) => {
        const fair = noVigProbabilities(prices);
        return Math.abs(fair.reduce((a, b) => a + b, 0) - 1) < 1e-9 && fair.every((p) => p > 0 && p < 1);
      }),
    );
  });

  it('computes expected value per unit staked as p × decimal − 1', () => {
    expect(expectedValue(0.5, 100)).toBe(0);
    expect(expectedValue(0.6, 100)).toBeCloseTo(0.2, 10);
    expect(expectedValue(0.5, -110)).toBeCloseTo(-0.0455, 4);
  });
});
