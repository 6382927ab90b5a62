import type { League } from '../rankings/team-stats.ts';
import type { Rng } from '../random.ts';
import { expectedPoints, type SimulationTeam } from './expected-points.ts';
import { createGameSimulationResult, playGame } from './game.ts';
import {
  assertGameCount,
  isBatchEnd,
  SIMULATION_GAMES,
  type SimulationProgress,
  type SimulationSteps,
} from './simulation-batches.ts';

export interface SeriesOptions {
  /** Defaults to 100 games (docs/product/matchup-predictor.md). */
  games?: number;
  league: League;
  rng: Rng;
  /** Called after each batch of 10 games with (games done, games in all). Not used by the step-wise forms. */
  onBatch?: SimulationProgress;
  /**
   * Each team's scoring mean, overriding the stat comparison's PPG formula (docs/product/matchup-predictor.md): the fitted rating model's expected points
   * ("the simulations draw their scoring from the same model"; see modelSimulationPoints).
   */
  expectedPoints?: { team1: number; team2: number };
}

/**
 * Plays one pairing `games` times, handing each final score to `visit` and pausing (yielding the progress)
 * after each batch; the shared loop of the matchup and over/under simulations. Returns the number of games.
 * A caller that must keep a page responsive resumes it once per batch; others drain it in one go.
 */
export function* playSeriesSteps(
  team1: SimulationTeam,
  team2: SimulationTeam,
  options: SeriesOptions,
  visit: (score1: number, score2: number, index: number) => void,
): SimulationSteps<number> {
  const games = options.games ?? SIMULATION_GAMES;
  assertGameCount(games);
  const { league, rng } = options;
  const expected1 = options.expectedPoints?.team1 ?? expectedPoints(team1, team2, league);
  const expected2 = options.expectedPoints?.team2 ?? expectedPoints(team2, team1, league);
  const game = createGameSimulationResult();
  for (let played = 0; played < games; ) {
    playGame(expected1, expected2, rng, game, league);
    visit(game.team1.score, game.team2.score, played);
    played++;
    if (isBatchEnd(played, games)) yield { completed: played, total: games };
  }
  return games;
}
