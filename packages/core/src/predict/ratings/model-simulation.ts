/**
 * One story per screen (ADR 024): the 100-game simulations draw their scoring means from the fitted
 * rating model, and this measures how far the simulated outcome lands from the model's own figures.
 */
import type { League } from '../../rankings/team-stats.ts';
import { createRng } from '../../random.ts';
import { simulateMatchup } from '../../sim/matchup.ts';
import { predictRatedMatchup, ratedExpectedPoints, type MatchupInput, type RatingState } from './rating-model.ts';

/** The scoring means a simulation of this matchup should use: the model's expected points, never below 0. */
export function modelSimulationPoints(state: RatingState, matchup: MatchupInput): { home: number; away: number } {
  const points = ratedExpectedPoints(state, matchup);
  return { home: Math.max(0, points.home), away: Math.max(0, points.away) };
}

/** A matchup as the model sees it: both scoring means and the model's probability and total from them. */
export interface ModelMatchupFigures {
  homePoints: number;
  awayPoints: number;
  homeWinProbability: number;
  total: number;
}

export function modelMatchupFigures(state: RatingState, matchup: MatchupInput): ModelMatchupFigures {
  const points = modelSimulationPoints(state, matchup);
  const prediction = predictRatedMatchup(state, matchup);
  return { homePoints: points.home, awayPoints: points.away, homeWinProbability: prediction.homeWinProbability, total: prediction.total };
}

export interface SimulationGaps {
  matchups: number;
  gamesPerMatchup: number;
  /** Mean over matchups of |simulated home win share − model probability|, in percentage points (ties count ½). */
  winShareGap: number;
  /** Mean over matchups of |simulated mean total − model total|, in points. */
  totalGap: number;
  /** The same two means signed (simulated − model): a bias shows here, noise cancels. */
  winShareBias: number;
  totalBias: number;
}

/**
 * Simulates every matchup `gamesPerMatchup` times from the model's scoring means (one seeded generator for the
 * whole run, so the same input gives the same gaps) and averages the two gaps the issue bounds.
 */
export function measureSimulationGaps(
  matchups: readonly ModelMatchupFigures[],
  options: { league: League; seed: number; gamesPerMatchup: number },
): SimulationGaps {
  const rng = createRng(options.seed);
  // The stat comparison's PPG inputs are unused once the scoring means are given.
  const unused = { pointsPerGame: 0, opponentPointsPerGame: 0 };
  let win = 0;
  let total = 0;
  let winSigned = 0;
  let totalSigned = 0;
  for (const matchup of matchups) {
    const result = simulateMatchup(unused, unused, {
      league: options.league,
      rng,
      games: options.gamesPerMatchup,
      expectedPoints: { team1: matchup.homePoints, team2: matchup.awayPoints },
    });
    const share = (result.team1Wins + result.ties / 2) / result.totalGames;
    const simTotal = result.team1AverageScore + result.team2AverageScore;
    win += Math.abs(share - matchup.homeWinProbability);
    winSigned += share - matchup.homeWinProbability;
    total += Math.abs(simTotal - matchup.total);
    totalSigned += simTotal - matchup.total;
  }
  const n = matchups.length;
  const mean = (sum: number) => (n === 0 ? Number.NaN : sum / n);
  return {
    matchups: n,
    gamesPerMatchup: options.gamesPerMatchup,
    winShareGap: 100 * mean(win),
    totalGap: mean(total),
    winShareBias: 100 * mean(winSigned),
    totalBias: mean(totalSigned),
  };
}
