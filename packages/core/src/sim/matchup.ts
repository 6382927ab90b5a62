import type { SimulationTeam } from './expected-points.ts';
import { playSeriesSteps, type SeriesOptions } from './play-series.ts';
import { runSimulationSteps, type SimulationSteps } from './simulation-batches.ts';

export type MatchupSimulationOptions = SeriesOptions;

/** docs/product/matchup-predictor.md "Matchup simulation result". Averages are not rounded; the UI formats them. */
export interface MatchupSimulationResult {
  team1Wins: number;
  team2Wins: number;
  ties: number;
  totalGames: number;
  /** The team with more wins; 'split' when both won as often. */
  winner: 1 | 2 | 'split';
  team1AverageScore: number;
  team2AverageScore: number;
  /** Mean absolute margin over the games that had a winner (ties left out); 0 when every game tied. */
  averageWinningMargin: number;
  /** Largest absolute margin of any game. */
  largestMargin: number;
  /** Mean of team 1 score − team 2 score (signed: positive favours team 1). */
  averagePointDifferential: number;
  /** Team 1 score − team 2 score for every game, in play order (for a distribution chart). */
  margins: number[];
}

/**
 * The matchup simulation in steps: it pauses after each batch of 10 games with its progress and returns the
 * result after the last. Same seed, same result as simulateMatchup.
 */
export function* matchupSimulationSteps(
  team1: SimulationTeam,
  team2: SimulationTeam,
  options: MatchupSimulationOptions,
): SimulationSteps<MatchupSimulationResult> {
  let team1Wins = 0;
  let team2Wins = 0;
  let team1Points = 0;
  let team2Points = 0;
  let decidedMarginSum = 0;
  let largestMargin = 0;
  const margins: number[] = [];
  const games = yield* playSeriesSteps(team1, team2, options, (score1, score2, index) => {
    const margin = score1 - score2;
    margins[index] = margin;
    team1Points += score1;
    team2Points += score2;
    if (margin > 0) team1Wins++;
    else if (margin < 0) team2Wins++;
    const size = Math.abs(margin);
    decidedMarginSum += size;
    if (size > largestMargin) largestMargin = size;
  });
  const decided = team1Wins + team2Wins;
  return {
    team1Wins,
    team2Wins,
    ties: games - decided,
    totalGames: games,
    winner: team1Wins > team2Wins ? 1 : team2Wins > team1Wins ? 2 : 'split',
    team1AverageScore: team1Points / games,
    team2AverageScore: team2Points / games,
    averageWinningMargin: decided === 0 ? 0 : decidedMarginSum / decided,
    largestMargin,
    averagePointDifferential: (team1Points - team2Points) / games,
    margins,
  };
}

/**
 * Plays the matchup `games` times (docs/product/matchup-predictor.md "100-game matchup simulation"), synchronously, reporting
 * progress after each batch of 10. Same seed, same result.
 */
export function simulateMatchup(
  team1: SimulationTeam,
  team2: SimulationTeam,
  options: MatchupSimulationOptions,
): MatchupSimulationResult {
  return runSimulationSteps(matchupSimulationSteps(team1, team2, options), options.onBatch);
}
