import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { predictMatchup } from '../predict/matchup-prediction.ts';
import { testTeam } from '../rankings/test-team.ts';
import type { ParlayLeg } from './betting-line.ts';
import { LEG_PROBABILITY_CAP, LEG_PROBABILITY_FLOOR, legProbability, pickSide } from './leg-probability.ts';

const strong = testTeam({ teamName: 'Kansas City Chiefs', pointsPerGame: 29, opponentPointsPerGame: 17, pointsPerPlayMargin: 1.5, thirdDownPct: 48 });
const weak = testTeam({ teamName: 'Carolina Panthers', pointsPerGame: 16, opponentPointsPerGame: 27, pointsPerPlayMargin: -1.2, thirdDownPct: 33 });
const game = 'Carolina Panthers @ Kansas City Chiefs';
const data = { away: weak, home: strong };
const leg = (selection: string, type: ParlayLeg['type'], odds = -110): ParlayLeg => ({ game, selection, odds, type });

describe('legProbability', () => {
  it('rates the stronger team above half and its opponent below, from the matchup model', () => {
    const favourite = legProbability(leg('Kansas City Chiefs ML', 'moneyline'), data, 0.5);
    const underdog = legProbability(leg('Carolina Panthers ML', 'moneyline'), data, 0.5);
    expect(favourite.source).toBe('matchup model');
    expect(favourite.agreesWithModel).toBe(true);
    expect(favourite.probability).toBeGreaterThan(50);
    expect(underdog.probability).toBeLessThan(50);
    expect(favourite.basis).toMatch(/^Win chance for Kansas City Chiefs \d+\.\d% \(matchup confidence\), an expected margin of \+/);
    // A moneyline's chance is the predictor's confidence, the opponent's its complement.
    const prediction = predictMatchup(weak, strong);
    expect(favourite.probability).toBeCloseTo(Math.min(85, prediction.confidence), 1);
    expect(underdog.probability).toBeCloseTo(Math.max(20, 100 - prediction.confidence), 1);
  });

  it('reads totals with the over/under model; over and under share the line', () => {
    const over = legProbability(leg('Over 44.5', 'total'), data, 0.5);
    const under = legProbability(leg('Under 44.5', 'total'), data, 0.5);
    expect(over.source).toBe('over/under model');
    expect(over.probability + under.probability).toBeCloseTo(100, 0);
  });

  it('falls back to the market price, said so, when a team has no stored stats', () => {
    const result = legProbability(leg('Kansas City Chiefs -3.5', 'spread'), { away: null, home: strong }, 0.6);
    expect(result).toMatchObject({ source: 'market', probability: 60 });
    expect(result.basis).toMatch(/market price/);
  });

  it('knows which side a pick names', () => {
    expect(pickSide(game, 'Kansas City Chiefs')).toBe('home');
    expect(pickSide(game, 'KC')).toBe('home');
    expect(pickSide(game, 'Panthers')).toBe('away');
    expect(pickSide(game, 'Buffalo Bills')).toBeNull();
  });

  it('is deterministic, bounded by its caps, and better lines are never less likely', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -30, max: 30 }).map((n) => n / 2),
        fc.integer({ min: 0, max: 20 }).map((n) => n / 2),
        fc.constantFrom('Kansas City Chiefs', 'Carolina Panthers'),
        (line, extra, team) => {
          const text = (value: number) => `${team} ${value >= 0 ? '+' : ''}${value}`;
          const worse = legProbability(leg(text(line), 'spread'), data, 0.5);
          const better = legProbability(leg(text(line + extra), 'spread'), data, 0.5);
          expect(legProbability(leg(text(line), 'spread'), data, 0.5)).toEqual(worse);
          for (const p of [worse.probability, better.probability]) {
            expect(p).toBeGreaterThanOrEqual(LEG_PROBABILITY_FLOOR);
            expect(p).toBeLessThanOrEqual(LEG_PROBABILITY_CAP);
          }
          expect(better.probability).toBeGreaterThanOrEqual(worse.probability);
        },
      ),
    );
  });

  it('lower totals make the over more likely and the under less', () => {
    fc.assert(
      fc.property(fc.integer({ min: 60, max: 120 }).map((n) => n / 2), fc.integer({ min: 1, max: 20 }), (line, step) => {
        const over = (value: number) => legProbability(leg(`Over ${value}`, 'total'), data, 0.5).probability;
        const under = (value: number) => legProbability(leg(`Under ${value}`, 'total'), data, 0.5).probability;
        expect(over(line - step / 2)).toBeGreaterThanOrEqual(over(line));
        expect(under(line - step / 2)).toBeLessThanOrEqual(under(line));
      }),
    );
  });
});
