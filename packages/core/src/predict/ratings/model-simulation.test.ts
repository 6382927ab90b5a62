import { describe, expect, it } from 'vitest';
import { createRng } from '../../random.ts';
import { simulateMatchup } from '../../sim/matchup.ts';
import { measureSimulationGaps, modelMatchupFigures, modelSimulationPoints } from './model-simulation.ts';
import { createRatingState, predictRatedMatchup, type RatingState } from './rating-model.ts';

/**
 * A fixed grid of ratings: offence and defence from −6 to +6 points, the spread of real NFL ratings after a
 * season (ADR 017's fit of 2024 rates teams within about ±7 points per side).
 */
function gridState(): RatingState {
  const state = createRatingState();
  const steps = [-6, -3, 0, 3, 6];
  for (const offense of steps) for (const defense of steps) state.teams.set(`${offense}/${defense}`, { offense, defense });
  return state;
}

function gridMatchups(state: RatingState) {
  const names = [...state.teams.keys()];
  // Every fourth pair of 25 × 24: 150 matchups from even to about 24 points apart.
  return names.flatMap((home, i) => names.filter((away, j) => away !== home && (i * 25 + j) % 4 === 0).map((away) => ({ homeTeam: home, awayTeam: away })));
}

describe('modelSimulationPoints', () => {
  it("gives the model's expected points: margin and total are the model's", () => {
    const state = gridState();
    const matchup = { homeTeam: '6/-3', awayTeam: '-3/3', homeRest: 10, awayRest: 6 };
    const points = modelSimulationPoints(state, matchup);
    const prediction = predictRatedMatchup(state, matchup);
    expect(points.home - points.away).toBeCloseTo(prediction.margin, 12);
    expect(points.home + points.away).toBeCloseTo(prediction.total, 12);
    // home = mean + off(home) + def(away) + edge/2, edge = 2 home field + 4 days × 0.15.
    expect(points.home).toBeCloseTo(21 + 6 + 3 + 1.3, 12);
  });

  it('never hands the simulation a negative mean', () => {
    const state = createRatingState();
    state.teams.set('weak', { offense: -30, defense: 0 });
    expect(modelSimulationPoints(state, { homeTeam: 'weak', awayTeam: 'x' }).home).toBe(0);
  });
});

describe('simulations from the model', () => {
  it("ignore the stat comparison's PPG inputs once the scoring means are given", () => {
    const options = { league: 'NFL' as const, games: 50, expectedPoints: { team1: 27, team2: 20 } };
    const a = simulateMatchup({ pointsPerGame: 10, opponentPointsPerGame: 40 }, { pointsPerGame: 35, opponentPointsPerGame: 12 }, { ...options, rng: createRng(3) });
    const b = simulateMatchup({ pointsPerGame: 0, opponentPointsPerGame: 0 }, { pointsPerGame: 0, opponentPointsPerGame: 0 }, { ...options, rng: createRng(3) });
    expect(a).toEqual(b);
  });

  it("land within 5 points of the model's probability and 2 points of its total on average", () => {
    const state = gridState();
    const matchups = gridMatchups(state).map((matchup) => modelMatchupFigures(state, matchup));
    expect(matchups.length).toBeGreaterThanOrEqual(140);
    // 1,000 games per matchup so the gaps measure the simulation against the model, not sampling noise
    // (100 games alone would add about 4 points of binomial noise to every share).
    const gaps = measureSimulationGaps(matchups, { league: 'NFL', seed: 14, gamesPerMatchup: 1000 });
    expect(gaps.winShareGap).toBeLessThan(5);
    expect(gaps.totalGap).toBeLessThan(2);
    // Same seed, same figures.
    expect(measureSimulationGaps(matchups.slice(0, 5), { league: 'NFL', seed: 14, gamesPerMatchup: 100 })).toEqual(
      measureSimulationGaps(matchups.slice(0, 5), { league: 'NFL', seed: 14, gamesPerMatchup: 100 }),
    );
  });
});
