import { describe, expect, it } from 'vitest';
import { NFL_RATING_PARAMS } from './league-models.ts';
import { createRatingState, predictRatedMatchup, quarterbackPenalty, regularStarter, updateWithGame, walkForward, weatherTotalAdjustment, type RatingGame } from './rating-model.ts';

const params = { ...NFL_RATING_PARAMS, qbWindow: 4, qbChangePoints: 3, qbInexperiencePoints: 2, qbExperienceStarts: 4 };

function game(week: number, homeQb: string, over: Partial<RatingGame> = {}): RatingGame {
  return { id: `g${week}`, season: 2020, week, homeTeam: 'H', awayTeam: 'A', homeQb, awayQb: 'a1', homeScore: 20, awayScore: 20, ...over };
}

describe('the quarterback adjustment', () => {
  it("costs a team points when its regular starter is out, more for an inexperienced backup, and nothing once he returns", () => {
    const state = createRatingState(params);
    for (let week = 1; week <= 3; week += 1) updateWithGame(state, game(week, 'star'));
    expect(regularStarter(state, 'H')).toBe('star');
    const withStar = predictRatedMatchup(state, { homeTeam: 'H', awayTeam: 'A', homeQb: 'star', awayQb: 'a1' }).margin;
    const withRookie = predictRatedMatchup(state, { homeTeam: 'H', awayTeam: 'A', homeQb: 'rookie', awayQb: 'a1' }).margin;
    // 3 points for the change and 2 for a starter with no career start.
    expect(withStar - withRookie).toBeCloseTo(5, 10);
    expect(quarterbackPenalty(state, 'H', null)).toBe(0);
    updateWithGame(state, game(4, 'rookie'));
    expect(quarterbackPenalty(state, 'H', 'rookie')).toBeCloseTo(3 + 2 * (1 - 1 / 4), 10);
    expect(quarterbackPenalty(state, 'H', 'star')).toBe(0);
  });

  it('makes the backup the regular starter once he has started most of the recent games', () => {
    const state = createRatingState(params);
    updateWithGame(state, game(1, 'star'));
    for (let week = 2; week <= 4; week += 1) updateWithGame(state, game(week, 'backup'));
    expect(regularStarter(state, 'H')).toBe('backup');
    expect(quarterbackPenalty(state, 'H', 'backup')).toBe(0);
    expect(quarterbackPenalty(state, 'H', 'star')).toBeGreaterThan(0);
  });

  it("knows no game's own starter before the game: a week's predictions ignore that week's starts", () => {
    const games = [game(1, 'star'), game(2, 'star'), game(3, 'backup'), game(3, 'backup', { id: 'g3b', homeTeam: 'X', awayTeam: 'Y' })];
    const changed = games.map((g) => (g.week === 3 ? { ...g, homeScore: 70, awayScore: 0 } : g));
    const before = walkForward(games, params).map((p) => p.prediction);
    const after = walkForward(changed, params).map((p) => p.prediction);
    expect(after).toEqual(before);
  });
});

describe('the weather', () => {
  it('takes points off the total in wind above the floor and in cold below it, none when not reported', () => {
    const p = { ...NFL_RATING_PARAMS, windPerMph: 0.3, windFloor: 10, coldPerDegree: 0.1, coldFloor: 40 };
    expect(weatherTotalAdjustment(p, 20, 20)).toBeCloseTo(-(0.3 * 10 + 0.1 * 20), 10);
    expect(weatherTotalAdjustment(p, 5, 70)).toBeCloseTo(0, 10);
    expect(weatherTotalAdjustment(p, null, null)).toBeCloseTo(0, 10);
  });
});
