import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PERFORMANCE_EXCELLENT_MIN, PERFORMANCE_GOOD_MIN, performanceBadge } from './performance-badge.ts';

const order = { 'Needs Improvement': 0, Good: 1, Excellent: 2 } as const;

describe('performanceBadge (docs/product/dashboard.md)', () => {
  it("is 'Excellent' at or above 60, 'Good' at or above 45, else 'Needs Improvement'", () => {
    expect(PERFORMANCE_EXCELLENT_MIN).toBe(60);
    expect(PERFORMANCE_GOOD_MIN).toBe(45);
    expect(performanceBadge(75)).toBe('Excellent');
    expect(performanceBadge(60)).toBe('Excellent');
    expect(performanceBadge(59.99)).toBe('Good');
    expect(performanceBadge(45)).toBe('Good');
    expect(performanceBadge(44.99)).toBe('Needs Improvement');
    expect(performanceBadge(0)).toBe('Needs Improvement');
  });

  it('refuses NaN', () => {
    expect(() => performanceBadge(Number.NaN)).toThrow(RangeError);
  });

  it('is monotone in the score', () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 100, noNaN: true }), fc.double({ min: 0, max: 50, noNaN: true }), (score, step) => {
        return order[performanceBadge(score + step)] >= order[performanceBadge(score)];
      }),
    );
  });
});
