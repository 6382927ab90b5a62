import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { evPercent, kellyShare, kellyStake } from './edge.ts';

describe('EV and Kelly', () => {
  it('EV % is p × d − 1: a fair 55 % at +100 is worth 10 %', () => {
    expect(evPercent(0.55, 2)).toBeCloseTo(10, 12);
    expect(evPercent(0.5, 1.9)).toBeCloseTo(-5, 12);
  });

  it('Kelly share is (b·p − q) / b: 60 % at even money stakes 20 %', () => {
    expect(kellyShare(0.6, 2)).toBeCloseTo(0.2, 12);
    expect(kellyShare(0.4, 2)).toBe(0);
  });

  it('stakes full, half and quarter Kelly of the bankroll, rounded down to the cent', () => {
    expect(kellyStake(0.6, 2, 1000, 1)).toBe(200);
    expect(kellyStake(0.6, 2, 1000, 0.5)).toBe(100);
    expect(kellyStake(0.6, 2, 1000, 0.25)).toBe(50);
    // b = 0.9091: (0.9091 × 0.55 − 0.45) / 0.9091 = 0.0550 of 333.33, a quarter of it 4.5837.
    expect(kellyStake(0.55, 1.9091, 333.33, 0.25)).toBe(4.58);
  });

  it('never stakes more than the bankroll nor a negative amount', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 1.01, max: 50, noNaN: true }), fc.double({ min: 0, max: 1e6, noNaN: true }), (p, d, bankroll) => {
        const stake = kellyStake(p, d, bankroll, 1);
        expect(stake).toBeGreaterThanOrEqual(0);
        expect(stake).toBeLessThanOrEqual(bankroll);
      }),
    );
  });
});
