import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Injury } from '../injuries/injury.ts';
import { testTeam } from '../rankings/test-team.ts';
import { LEAGUE_TYPICAL_POINTS, OVER_UNDER_FACTORS, OVER_UNDER_LEAGUE_FACTOR } from './over-under-factors.ts';
import { predictOverUnder } from './over-under-prediction.ts';

/** A team exactly at the NFL-typical value of every factor, so every signal is 0. */
const typical = testTeam({ teamName: 'Typical', redZoneScoringPct: 60, turnoversPerGame: 1.2, fieldGoalsPerGame: 1.7 });
const otherTypical = { ...typical, teamName: 'Other' };
const qbOut: Injury[] = [{ playerName: 'Q', position: 'QB', teamName: 'Typical', injuryStatus: 'Out' }];

describe('over/under weights (docs/product/over-under.md)', () => {
  it('uses the weights of docs/product/over-under.md, summing to 1, and league factors 0.75 NFL / 0.85 NCAA', () => {
    expect(OVER_UNDER_FACTORS.map((f) => [f.key, f.weight])).toEqual([
      ['secondsPerPlay', 0.16],
      ['pointsPerPlayMargin', 0.16],
      ['pointsPerGame', 0.13],
      ['timeOfPossession', 0.13],
      ['redZoneScoringPct', 0.12],
      ['thirdDownPct', 0.1],
      ['yardsPerPlay', 0.08],
      ['opponentPointsPerGame', 0.07],
      ['turnoversPerGame', 0.03],
      ['fieldGoalsPerGame', 0.02],
    ]);
    expect(OVER_UNDER_FACTORS.reduce((sum, f) => sum + f.weight, 0)).toBeCloseTo(1, 10);
    expect(OVER_UNDER_LEAGUE_FACTOR).toEqual({ NFL: 0.75, NCAA: 0.85 });
    expect(LEAGUE_TYPICAL_POINTS).toEqual({ NFL: 22.5, NCAA: 27.5 });
  });
});

describe('predictOverUnder (docs/product/over-under.md)', () => {
  it('predicts the league-typical total for two typical teams', () => {
    const result = predictOverUnder(typical, otherTypical, 45);
    expect(result.predictedTotal).toBeCloseTo(45, 10);
    expect(result.keyFactors.every((f) => f.points === 0)).toBe(true);
  });

  it('shrinks the baseline toward the league total by the league factor and adds weighted signals', () => {
    const result = predictOverUnder({ ...typical, pointsPerGame: 30 }, otherTypical, 44.5);
    // Baseline (30 + 22.5)/2 + 22.5 = 48.75; PPG signal (26.25 − 22.5)/6 = 0.625 units.
    const expected = 45 + 0.75 * 3.75 + 0.75 * 0.13 * 0.625 * 6;
    expect(result.predictedTotal).toBeCloseTo(expected, 10);
    expect(result.recommendation).toBe('OVER');
    expect(result.difference).toBeCloseTo(expected - 44.5, 10);
    expect(result.confidence).toBeCloseTo(50 + 8 * (expected - 44.5), 10);
    expect(result.strength).toBe('Strong');
    expect(result.keyFactors[0]?.key).toBe('pointsPerGame');
  });

  it('uses the NCAA league factor and typical points for NCAA teams', () => {
    const ncaa = { ...typical, league: 'NCAA' as const, pointsPerGame: 27.5, opponentPointsPerGame: 27.5, secondsPerPlay: 25.5, yardsPerPlay: 5.8, turnoversPerGame: 1.4, fieldGoalsPerGame: 1.4 };
    expect(predictOverUnder(ncaa, { ...ncaa, teamName: 'Other' }, 50).predictedTotal).toBeCloseTo(55, 10);
    const result = predictOverUnder({ ...ncaa, opponentPointsPerGame: 35.5 }, { ...ncaa, teamName: 'Other' }, 50);
    // Team 2 expects (27.5 + 35.5)/2 = 31.5: baseline 59; opponent PPG signal (31.5 − 27.5)/6.
    expect(result.predictedTotal).toBeCloseTo(55 + 0.85 * 4 + 0.85 * 0.07 * (4 / 6) * 6, 10);
  });

  it('says OVER for a high-scoring pair against a low line, UNDER for a low-scoring pair against a high line', () => {
    const shootout = { ...typical, pointsPerGame: 34, opponentPointsPerGame: 30, secondsPerPlay: 24, yardsPerPlay: 6.5 };
    const grind = { ...typical, pointsPerGame: 14, opponentPointsPerGame: 15, secondsPerPlay: 31, timeOfPossession: 33 };
    const over = predictOverUnder(shootout, { ...shootout, teamName: 'B' }, 41.5);
    expect(over.recommendation).toBe('OVER');
    expect(over.reasoning[0]).toMatch(/^Projected total \d+\.\d is \d+\.\d points over the line of 41.5$/);
    const under = predictOverUnder(grind, { ...grind, teamName: 'B' }, 51.5);
    expect(under.recommendation).toBe('UNDER');
    expect(under.reasoning[0]).toContain('under the line of 51.5');
    expect(under.reasoning.slice(1).every((r) => r.includes(' -'))).toBe(true);
  });

  it('calls an exact tie UNDER at the confidence floor', () => {
    const result = predictOverUnder(typical, otherTypical, 45);
    expect(result).toMatchObject({ recommendation: 'UNDER', confidence: 55, strength: 'Lean' });
  });

  it('leaves the predicted total and the pick to the teams\' numbers: injuries lower the confidence only', () => {
    // Cutting an injured team's expected points made the model lean UNDER whenever a team was hurt.
    // An absence on offence lowers its points but one on defence raises the opponent's, so the total keeps.
    const healthy = predictOverUnder(typical, otherTypical, 40);
    const hurt = predictOverUnder(typical, otherTypical, 40, { team1Injuries: qbOut });
    expect(hurt.predictedTotal).toBe(healthy.predictedTotal);
    expect(hurt.recommendation).toBe(healthy.recommendation);
    expect(hurt.injuryImpact.team1.impact).toBe('high');
    expect(healthy.confidence).toBe(90);
    expect(hurt.confidence).toBe(85);
    expect(hurt.reasoning[1]).toBe('Typical injury impact is high, lowering the confidence');
  });

  it('never changes the pick because of injuries', () => {
    const level = fc.constantFrom<Injury[]>([], qbOut, [{ playerName: 'W', position: 'WR', teamName: 'T', injuryStatus: 'Out' }]);
    fc.assert(
      fc.property(team, team, fc.double({ min: 20, max: 90, noNaN: true }), level, level, (a, b, line, hurt1, hurt2) => {
        const first = { ...typical, ...a };
        const second = { ...otherTypical, ...b };
        const healthy = predictOverUnder(first, second, line);
        const hurt = predictOverUnder(first, second, line, { team1Injuries: hurt1, team2Injuries: hurt2 });
        return hurt.predictedTotal === healthy.predictedTotal && hurt.recommendation === healthy.recommendation;
      }),
    );
  });

  it('refuses a bad line, mixed leagues and missing points', () => {
    expect(() => predictOverUnder(typical, otherTypical, 0)).toThrow(RangeError);
    expect(() => predictOverUnder(typical, otherTypical, Number.NaN)).toThrow(RangeError);
    expect(() => predictOverUnder(typical, { ...otherTypical, league: 'NCAA' }, 45)).toThrow(RangeError);
    expect(() => predictOverUnder({ ...typical, pointsPerGame: Number.NaN }, otherTypical, 45)).toThrow(RangeError);
  });

  const team = fc.record({
    pointsPerGame: fc.double({ min: 0, max: 60, noNaN: true }),
    opponentPointsPerGame: fc.double({ min: 0, max: 60, noNaN: true }),
    secondsPerPlay: fc.option(fc.double({ min: 15, max: 40, noNaN: true }), { nil: null }),
    pointsPerPlayMargin: fc.option(fc.double({ min: -1, max: 1, noNaN: true }), { nil: null }),
    redZoneScoringPct: fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null }),
  });

  it('keeps confidence within 55-95, the total at or above 0, at most 5 reasons and a consistent pick', () => {
    fc.assert(
      fc.property(team, team, fc.double({ min: 20, max: 90, noNaN: true }), fc.boolean(), (a, b, line, injured) => {
        const result = predictOverUnder(
          { ...typical, ...a },
          { ...otherTypical, ...b },
          line,
          injured ? { team2Injuries: qbOut } : {},
        );
        return (
          result.confidence >= 55 &&
          result.confidence <= 95 &&
          result.predictedTotal >= 0 &&
          result.reasoning.length <= 5 &&
          (result.recommendation === 'OVER') === result.predictedTotal > line
        );
      }),
    );
  });

  it('never predicts fewer points when a team scores more', () => {
    fc.assert(
      fc.property(team, team, fc.double({ min: 0, max: 10, noNaN: true }), (a, b, extra) => {
        const base = predictOverUnder({ ...typical, ...a }, { ...otherTypical, ...b }, 45).predictedTotal;
        const more = predictOverUnder({ ...typical, ...a, pointsPerGame: a.pointsPerGame + extra }, { ...otherTypical, ...b }, 45);
        return more.predictedTotal >= base - 1e-9;
      }),
    );
  });
});
