import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { matchupConfidence, matchupMargin } from './matchup-confidence.ts';

describe('matchupConfidence (docs/product/matchup-predictor.md)', () => {
  it("is the winner's share in percent, clamped 50-95", () => {
    expect(matchupConfidence(0.7, 0)).toBeCloseTo(70, 10);
    expect(matchupConfidence(1, 0)).toBe(95);
    expect(matchupConfidence(0.4, 0)).toBe(50);
  });

  it('moves by half an injury gap of 5 or more toward the healthier team, within 55-95', () => {
    expect(matchupConfidence(0.7, 10)).toBeCloseTo(75, 10);
    expect(matchupConfidence(0.7, 5)).toBeCloseTo(72.5, 10);
    expect(matchupConfidence(0.7, -5)).toBeCloseTo(67.5, 10);
    expect(matchupConfidence(0.7, -10)).toBeCloseTo(65, 10);
    expect(matchupConfidence(0.93, 10)).toBe(95);
    expect(matchupConfidence(0.52, -10)).toBe(55);
    expect(matchupConfidence(0.5, 5)).toBe(55);
  });

  it('ignores an injury gap under 5', () => {
    expect(matchupConfidence(0.7, 4.99)).toBeCloseTo(70, 10);
    expect(matchupConfidence(0.5, -4)).toBe(50);
  });

  it('stays within 50-95 for any share and injury edge on the 0/5/10 scale', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(-10, -5, 0, 5, 10), (share, edge) => {
        const confidence = matchupConfidence(share, edge);
        return confidence >= 50 && confidence <= 95 && (edge === 0 || confidence >= 55);
      }),
    );
  });

  it('refuses shares outside 0..1', () => {
    expect(() => matchupConfidence(1.2, 0)).toThrow(RangeError);
    expect(() => matchupConfidence(Number.NaN, 0)).toThrow(RangeError);
  });
});

describe('matchupMargin (docs/product/matchup-predictor.md)', () => {
  it('is weight gap / total weight × 48 × 1.15', () => {
    expect(matchupMargin(1, 1)).toBeCloseTo(55.2, 10);
    expect(matchupMargin(0.18, 1.51)).toBeCloseTo((0.18 / 1.51) * 48 * 1.15, 10);
    expect(matchupMargin(0, 1)).toBe(0);
  });

  it('refuses a zero total', () => {
    expect(() => matchupMargin(0, 0)).toThrow(RangeError);
  });
});
