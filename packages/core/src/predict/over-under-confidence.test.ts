import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  STRONG_TOTAL_GAP,
  overUnderConfidence,
  overUnderInjuryAdjustment,
  overUnderStrength,
} from './over-under-confidence.ts';

describe('over/under confidence (docs/product/over-under.md)', () => {
  it('is min(95, 50 + 8 × gap) minus the injury adjustment, clamped 55-95', () => {
    expect(overUnderConfidence(2, 0)).toBe(66);
    expect(overUnderConfidence(0.5, 0)).toBe(55);
    expect(overUnderConfidence(10, 0)).toBe(95);
    expect(overUnderConfidence(10, 5)).toBe(90);
    expect(overUnderConfidence(2, 10)).toBe(56);
    expect(overUnderConfidence(2, 12)).toBe(55);
  });

  it('adjusts for injuries by the mean of the two impact scale values', () => {
    expect(overUnderInjuryAdjustment('low', 'low')).toBe(0);
    expect(overUnderInjuryAdjustment('medium', 'low')).toBe(2.5);
    expect(overUnderInjuryAdjustment('high', 'low')).toBe(5);
    expect(overUnderInjuryAdjustment('high', 'high')).toBe(10);
  });

  it("labels a gap of 3 or more 'Strong'", () => {
    expect(STRONG_TOTAL_GAP).toBe(3);
    expect(overUnderStrength(3)).toBe('Strong');
    expect(overUnderStrength(2.99)).toBe('Lean');
  });

  it('always lies within 55-95', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.constantFrom(0, 2.5, 5, 7.5, 10), (gap, adjustment) => {
        const confidence = overUnderConfidence(gap, adjustment);
        return confidence >= 55 && confidence <= 95;
      }),
    );
  });

  it('refuses a negative gap', () => {
    expect(() => overUnderConfidence(-1, 0)).toThrow(RangeError);
  });
});
