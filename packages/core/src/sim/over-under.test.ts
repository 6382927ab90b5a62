import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '../random.ts';
import {
  OVER_UNDER_SIM,
  overUnderSimulationConfidence,
  overUnderRecommendation,
  simulateOverUnder,
} from './over-under.ts';

const team = (pointsPerGame: number, opponentPointsPerGame: number) => ({ pointsPerGame, opponentPointsPerGame });
const stats = fc.record({
  pointsPerGame: fc.double({ min: 5, max: 50, noNaN: true }),
  opponentPointsPerGame: fc.double({ min: 5, max: 50, noNaN: true }),
});

describe('over/under simulation rules (docs/product/over-under.md "Over/under simulation")', () => {
  it('keeps the numbers of docs/product/over-under.md', () => {
    expect(OVER_UNDER_SIM).toEqual({
      overShareAtLeast: 60,
      underShareAtMost: 40,
      confidenceBase: 50,
      confidencePerShareDistance: 0.9,
      confidenceMax: 95,
      farFromLine: 3,
      farBonus: 10,
      nearLine: 1,
      nearPenalty: 10,
      nearMinimum: 55,
    });
  });

  it('recommends OVER at an over share of 60% or more, UNDER at 40% or less, else NEUTRAL', () => {
    expect(overUnderRecommendation(60)).toBe('OVER');
    expect(overUnderRecommendation(59)).toBe('NEUTRAL');
    expect(overUnderRecommendation(41)).toBe('NEUTRAL');
    expect(overUnderRecommendation(40)).toBe('UNDER');
    expect(overUnderRecommendation(0)).toBe('UNDER');
  });

  it('sets confidence to 50 + 0.9 × distance from 50, at most 95', () => {
    // average 2 points from the line: no adjustment
    expect(overUnderSimulationConfidence(70, 47, 45)).toBeCloseTo(68, 12);
    expect(overUnderSimulationConfidence(30, 43, 45)).toBeCloseTo(68, 12);
    expect(overUnderSimulationConfidence(100, 47, 45)).toBe(95);
  });

  it('adds 10 when the average is 3 or more from the line, still at most 95', () => {
    expect(overUnderSimulationConfidence(70, 48, 45)).toBeCloseTo(78, 12);
    expect(overUnderSimulationConfidence(90, 50, 45)).toBe(95); // 86 + 10 capped
  });

  it('subtracts 10 (not below 55) when the average is 1 or less from the line', () => {
    expect(overUnderSimulationConfidence(80, 46, 45)).toBeCloseTo(67, 12); // 77 - 10
    expect(overUnderSimulationConfidence(70, 45.5, 45)).toBeCloseTo(58, 12);
    expect(overUnderSimulationConfidence(65, 45, 45)).toBeCloseTo(55, 12); // 63.5 - 10 → 55
  });

  it('never raises a confidence by the subtraction: a base of 50-54 stays as it is (ADR 003)', () => {
    // The page's "(not below 55)" floors what the subtraction takes away; it does not lift a lower base to 55.
    expect(overUnderSimulationConfidence(55, 45, 45)).toBeCloseTo(54.5, 12);
    expect(overUnderSimulationConfidence(50, 44, 45)).toBe(50);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 44, max: 46, noNaN: true }), (share, avg) => {
        const base = Math.min(95, 50 + 0.9 * Math.abs(share - 50));
        return overUnderSimulationConfidence(share, avg, 45) <= base;
      }),
    );
  });

  it('keeps confidence within 50..95', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (share, avg) => {
          const c = overUnderSimulationConfidence(share, avg, 45);
          return c >= 50 && c <= 95;
        },
      ),
    );
  });
});

describe('simulateOverUnder', () => {
  it('plays 100 games by default and counts every game as over, under or push', () => {
    fc.assert(
      fc.property(stats, stats, fc.integer({ min: 20, max: 80 }), fc.integer(), (a, b, line, seed) => {
        const r = simulateOverUnder(a, b, line, { league: 'NFL', rng: createRng(seed) });
        expect(r.totalGames).toBe(100);
        expect(r.overCount + r.underCount + r.pushCount).toBe(100);
        expect(r.overCount).toBe(r.totals.filter((t) => t > line).length);
        expect(r.pushCount).toBe(r.totals.filter((t) => t === line).length);
        expect(r.averageTotalPoints).toBeCloseTo(r.totals.reduce((s, t) => s + t, 0) / 100, 9);
        expect(r.bettingTotal).toBe(line);
        expect(r.recommendation).toBe(overUnderRecommendation(r.overCount));
        expect(r.confidence).toBe(overUnderSimulationConfidence(r.overCount, r.averageTotalPoints, line));
      }),
      { numRuns: 30 },
    );
  });

  it('recommends OVER against a low line and UNDER against a high one', () => {
    const a = team(28, 24);
    const b = team(26, 23);
    expect(simulateOverUnder(a, b, 30.5, { league: 'NFL', rng: createRng(3) }).recommendation).toBe('OVER');
    expect(simulateOverUnder(a, b, 75.5, { league: 'NFL', rng: createRng(3) }).recommendation).toBe('UNDER');
  });

  it('reports progress after each batch of 10 and repeats for the same seed', () => {
    const calls: number[] = [];
    const options = { league: 'NCAA' as const, rng: createRng(6), onBatch: (done: number) => calls.push(done) };
    const first = simulateOverUnder(team(30, 25), team(27, 28), 55.5, options);
    expect(calls).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(simulateOverUnder(team(30, 25), team(27, 28), 55.5, { league: 'NCAA', rng: createRng(6) })).toEqual(first);
  });

  it('refuses a bad line', () => {
    const options = { league: 'NFL' as const, rng: createRng(1) };
    expect(() => simulateOverUnder(team(20, 20), team(20, 20), Number.NaN, options)).toThrow(RangeError);
  });
});
