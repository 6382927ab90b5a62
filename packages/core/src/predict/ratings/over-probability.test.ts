import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overProbability, overUnderReport } from './over-probability.ts';

describe('the over probability', () => {
  it('is one half on the line, rises with the predicted total and mirrors around the line', () => {
    fc.assert(
      fc.property(fc.double({ min: 20, max: 80, noNaN: true }), fc.double({ min: 0, max: 30, noNaN: true }), fc.double({ min: 1, max: 200, noNaN: true }), (line, gap, scale) => {
        expect(overProbability(line, line, scale)).toBeCloseTo(0.5, 12);
        expect(overProbability(line + gap, line, scale)).toBeGreaterThanOrEqual(0.5);
        expect(overProbability(line + gap, line, scale) + overProbability(line - gap, line, scale)).toBeCloseTo(1, 9);
      }),
    );
  });

  it('is scored against the result with pushes and games without a line left out', () => {
    const report = overUnderReport(
      [
        { season: 2024, total: 50, totalLine: 45, actualTotal: 52 },
        { season: 2024, total: 40, totalLine: 45, actualTotal: 44 },
        { season: 2024, total: 50, totalLine: 45, actualTotal: 45 },
        { season: 2024, total: 50, totalLine: null, actualTotal: 60 },
      ],
      10,
    );
    const p = overProbability(50, 45, 10);
    expect(report?.games).toBe(2);
    expect(report?.overRate).toBe(0.5);
    // Over predicted at p and went over; under predicted (1 − p over) and went under.
    expect(report?.brier).toBeCloseTo((1 - p) ** 2, 12);
    expect(overUnderReport([], 10)).toBeNull();
  });
});
