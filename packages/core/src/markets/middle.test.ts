import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { middleOutcome, windowProbability } from './middle.ts';

describe('middles', () => {
  it('the chance of a margin between 2.5 and 3.5 when the model expects 3 with a 13.5-point spread', () => {
    // Φ(0.5/13.5) − Φ(−0.5/13.5) = 0.02954...
    expect(windowProbability(2.5, 3.5, { mean: 3, spread: 13.5 })).toBeCloseTo(0.029543, 4);
    expect(windowProbability(3.5, 2.5, { mean: 3, spread: 13.5 })).toBe(0);
    // Whole points: a window from −1 to +1 is a margin of exactly 0, the same chance as 2.5 to 3.5 around 3.
    expect(windowProbability(-1, 1, { mean: 0, spread: 13.5 })).toBeCloseTo(0.029543, 4);
    expect(windowProbability(2.5, 3, { mean: 3, spread: 13.5 })).toBe(0);
  });

  it('a whole-number edge refunds one side', () => {
    // Home −1 (wins above 1, refunded at 1) and away +3 (wins below 3, refunded at 3) at even money: $500 each.
    const distribution = { mean: 2, spread: 13.5 };
    const outcome = middleOutcome({ low: 1, high: 3 }, { above: 2, below: 2 }, distribution, 100_000);
    const p = (k: number) => windowProbability(k - 0.5, k + 0.5, distribution);
    // 1: 500 refunded + 1000 = +500; 2: both win = +1000; 3: 1000 + 500 refunded = +500; elsewhere 0.
    expect(outcome.probability).toBeCloseTo(p(2), 12);
    expect(outcome.expectedProfit).toBeCloseTo(p(1) * 500 + p(2) * 1000 + p(3) * 500, 1);
  });

  it('EV: both bets win inside the window, one outside', () => {
    const outcome = middleOutcome({ low: 2.5, high: 3.5 }, { above: 1.909, below: 1.909 }, { mean: 3, spread: 13.5 }, 100_000);
    expect(outcome.stakes).toEqual([500, 500]);
    expect(outcome.payouts).toEqual([954.5, 954.5]);
    // Outside: 954.50 − 1000 = −45.50; inside: 1909 − 1000 = +909.
    const p = outcome.probability;
    expect(outcome.expectedProfit).toBeCloseTo(p * 909 + (1 - p) * -45.5, 1);
  });

  it("a middle's probability lies in [0, 1] and grows with the window", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.double({ min: -20, max: 60, noNaN: true }),
        fc.double({ min: 1, max: 25, noNaN: true }),
        (low, width, widerBelow, widerAbove, mean, spread) => {
          const distribution = { mean, spread };
          const narrow = windowProbability(low, low + width, distribution);
          const wide = windowProbability(low - widerBelow, low + width + widerAbove, distribution);
          expect(narrow).toBeGreaterThanOrEqual(0);
          expect(wide).toBeLessThanOrEqual(1);
          expect(wide).toBeGreaterThanOrEqual(narrow);
        },
      ),
    );
  });
});
