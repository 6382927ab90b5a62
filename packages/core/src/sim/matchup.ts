import type { League } from '../rankings/team-stats.ts';
import type { Rng } from '../random.ts';
import { expectedPoints, type SimulationTeam } from './expected-points.ts';
import { createGameSimulationResult, playGame } from './game.ts';
import { assertGameCount, isBatchEnd, SIMULATION_GAMES, type SimulationProgress } from './simulation-batches.ts';

export interface MatchupSimulationOptions {
  /** Defaults to the spec's 100 games. */
  games?: number;
  league: League;
  rng: Rng;
  /** Called after each batch of 10 games with (games done, games in all). */
  onBatch?: SimulationProgress;
}

/** Spec 1 §3.2 "Matchup simulation result". Averages are not rounded; the UI formats them. */
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
 * Plays the matchup `games` times (spec 1 §9 "100-game matchup simulation"), synchronously, reporting
 * progress after each batch of 10. Same seed, same result.
 */
export function simulateMatchup(
  team1: SimulationTeam,
  team2: SimulationTeam,
  options: MatchupSimulationOptions,
): MatchupSimulationResult {
  const games = options.games ?? SIMULATION_GAMES;
  assertGameCount(games);
  const { league, rng, onBatch } = options;
  const expected1 = expectedPoints(team1, team2, league);
  const expected2 = expectedPoints(team2, team1, league);
  const game = createGameSimulationResult();
  const margins = new Array<number>(games);
  let team1Wins = 0;
  let team2Wins = 0;
  let team1Points = 0;
  let team2Points = 0;
  let decidedMarginSum = 0;
  let largestMargin = 0;
  for (let played = 0; played < games; ) {
    playGame(expected1, expected2, rng, game);
    const score1 = game.team1.score;
    const score2 = game.team2.score;
    const margin = score1 - score2;
    margins[played] = margin;
    team1Points += score1;
    team2Points += score2;
    if (margin > 0) team1Wins++;
    else if (margin < 0) team2Wins++;
    const size = Math.abs(margin);
    decidedMarginSum += size;
    if (size > largestMargin) largestMargin = size;
    played++;
    if (onBatch && isBatchEnd(played, games)) onBatch(played, games);
  }
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
