import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FIRST_HALF_WEIGHTS, predictFirstHalf } from './first-half-prediction.ts';
import type { FirstHalfTeam } from './first-half-prediction.ts';

const average: FirstHalfTeam = {
  teamName: 'Home U',
  ppa: 0.1,
  successRate: 0.42,
  turnoverMargin: 0,
  pointsPerPlayMargin: 0,
  firstHalfPointsPerGame: 14,
};
const visitor: FirstHalfTeam = { ...average, teamName: 'Away St' };

describe('predictFirstHalf (docs/product/matchup-predictor.md, NCAA)', () => {
  it('weights PPA 25%, success rate 25%, turnover margin 20%, PPP margin 15%, first-half points 15%', () => {
    expect(FIRST_HALF_WEIGHTS).toEqual({
      ppa: 0.25,
      successRate: 0.25,
      turnoverMargin: 0.2,
      pointsPerPlayMargin: 0.15,
      firstHalfPointsPerGame: 0.15,
    });
    expect(Object.values(FIRST_HALF_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });

  it('gives equal teams 50/50 with confidence 50 and no margin', () => {
    const result = predictFirstHalf(average, visitor);
    expect(result.prediction).toEqual({ winner: 'Home U', confidence: 50, predictedMargin: 0 });
    expect(result.home.winProbability).toBe(0.5);
    expect(result.away.winProbability).toBe(0.5);
    expect(result.home.metrics).toEqual({ ppa: 0.1, successRate: 0.42, turnoverMargin: 0, pointsPerPlayMargin: 0, firstHalfPointsPerGame: 14 });
  });

  it('weights a half-scale PPA edge by 25%', () => {
    const result = predictFirstHalf({ ...average, ppa: 0.25 }, visitor);
    expect(result.home.winProbability).toBeCloseTo(0.5 + 0.45 * 0.25 * 0.5, 10);
    expect(result.prediction.confidence).toBeCloseTo(55.625, 10);
    expect(result.prediction.predictedMargin).toBeCloseTo(0.125 * 14, 10);
  });

  it('caps a team better everywhere at 95% and a 14-point margin', () => {
    const strong = { ...visitor, ppa: 0.9, successRate: 0.6, turnoverMargin: 2, pointsPerPlayMargin: 0.5, firstHalfPointsPerGame: 30 };
    const result = predictFirstHalf(average, strong);
    expect(result.prediction.winner).toBe('Away St');
    expect(result.prediction.confidence).toBeCloseTo(95, 10);
    expect(result.prediction.predictedMargin).toBeCloseTo(14, 10);
    expect(result.away.winProbability).toBeCloseTo(0.95, 10);
  });

  it('refuses a success rate outside 0-1 and non-numbers', () => {
    expect(() => predictFirstHalf({ ...average, successRate: 42 }, visitor)).toThrow(RangeError);
    expect(() => predictFirstHalf(average, { ...visitor, ppa: Number.NaN })).toThrow(RangeError);
  });

  const team = fc.record({
    teamName: fc.constant('T'),
    ppa: fc.double({ min: -1, max: 1, noNaN: true }),
    successRate: fc.double({ min: 0, max: 1, noNaN: true }),
    turnoverMargin: fc.double({ min: -3, max: 3, noNaN: true }),
    pointsPerPlayMargin: fc.double({ min: -1, max: 1, noNaN: true }),
    firstHalfPointsPerGame: fc.double({ min: 0, max: 40, noNaN: true }),
  });

  it('keeps probabilities summing to 1, confidence within 50-95, and mirrors when home and away swap', () => {
    fc.assert(
      fc.property(team, team, (a, b) => {
        const forward = predictFirstHalf(a, b);
        const backward = predictFirstHalf(b, a);
        const { confidence, predictedMargin } = forward.prediction;
        return (
          Math.abs(forward.home.winProbability + forward.away.winProbability - 1) < 1e-12 &&
          confidence >= 50 &&
          confidence <= 95 + 1e-9 &&
          Math.abs(forward.home.winProbability - backward.away.winProbability) < 1e-9 &&
          Math.abs(predictedMargin - backward.prediction.predictedMargin) < 1e-9
        );
      }),
    );
  });
});
