import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageClv, closingLineValue, closingProbability, formatClv } from './closing-line-value.ts';

const american = fc.oneof(fc.integer({ min: 100, max: 5000 }), fc.integer({ min: -5000, max: -100 }));

describe('closingLineValue', () => {
  it('is the close’s implied probability minus the leg’s, in points', () => {
    // -110 → 52.38 %, -130 → 56.52 %: the bettor took -110 and the line closed at -130.
    expect(closingLineValue(-110, -130)).toBeCloseTo(56.5217 - 52.381, 3);
    expect(closingLineValue(+150, +120)).toBeCloseTo(100 * (100 / 220 - 100 / 250), 10);
  });

  it('is negative when the price got better after the bet', () => {
    expect(closingLineValue(-130, -110)).toBeLessThan(0);
  });

  it('is 0 when the leg’s price is the close', () => {
    fc.assert(fc.property(american, (odds) => closingLineValue(odds, odds) === 0));
  });

  it('is antisymmetric: swapping the prices flips its sign', () => {
    fc.assert(fc.property(american, american, (a, b) => Math.abs(closingLineValue(a, b) + closingLineValue(b, a)) < 1e-12));
  });

  it('is larger the shorter the close, and stays within ±100 points', () => {
    fc.assert(
      fc.property(american, american, american, (leg, a, b) => {
        const [va, vb] = [closingLineValue(leg, a), closingLineValue(leg, b)];
        expect(Math.abs(va)).toBeLessThan(100);
        // Adding the same leg price to both sides keeps the close's order.
        expect(Math.sign(va - vb)).toBe(Math.sign(closingLineValue(b, a)) || 0);
      }),
    );
  });

  it('refuses a price that is not American odds', () => {
    expect(() => closingLineValue(50, -110)).toThrow(RangeError);
  });
});

describe('averageClv and formatClv', () => {
  it('averages only the legs with a close', () => {
    expect(averageClv([2, null, -1, undefined])).toBe(0.5);
    expect(averageClv([null, undefined])).toBeNull();
    expect(averageClv([])).toBeNull();
  });

  it('reads points with one decimal and a sign, and a missing close as —', () => {
    expect(formatClv(2.14)).toBe('+2.1 pp');
    expect(formatClv(-0.36)).toBe('-0.4 pp');
    expect(formatClv(0.04)).toBe('0.0 pp');
    expect(formatClv(-0.04)).toBe('0.0 pp');
    expect(formatClv(null)).toBe('—');
  });
});

describe('de-vigged closing line value (ADR 051)', () => {
  it('takes the fair close of the leg’s side when the other side’s close is known', () => {
    // -110/-110 closes fair at 50%; a -110 leg needs 52.38% to break even.
    expect(closingLineValue(-110, -110, -110)).toBeCloseTo(50 - 52.381, 3);
    expect(closingProbability(-130, 110)).toBeCloseTo(0.5652 / (0.5652 + 0.47619), 3);
    expect(closingLineValue(-110, -130)).toBeCloseTo(closingLineValue(-110, -130, null), 12);
  });

  it('is never above the raw comparison: taking the margin out lowers the close’s chance of each side', () => {
    fc.assert(
      fc.property(american, american, american, (leg, close, other) => {
        const fair = closingProbability(close, other);
        const sum = closingProbability(close, other) + closingProbability(other, close);
        expect(sum).toBeCloseTo(1, 12);
        if (1 / (1 + (close > 0 ? close / 100 : 100 / -close)) + 1 / (1 + (other > 0 ? other / 100 : 100 / -other)) >= 1) {
          expect(closingLineValue(leg, close, other)).toBeLessThanOrEqual(closingLineValue(leg, close) + 1e-9);
        }
        expect(fair).toBeGreaterThan(0);
      }),
    );
  });
});
