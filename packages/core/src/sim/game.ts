import type { League } from '../rankings/team-stats.ts';
import type { Rng } from '../random.ts';
import { creditScore, driveResult } from './drive.ts';
import { FOOTBALL_QUARTER_MINUTES, FOOTBALL_QUARTERS } from './football-constants.ts';
import {
  SIM_DRIVE_MINUTES,
  SIM_MOMENTUM_DECAY,
  SIM_MOMENTUM_EFFECT,
  SIM_MOMENTUM_MAX,
  SIM_MOMENTUM_MIN,
  SIM_MOMENTUM_SWING,
  SIM_QUARTER_WEIGHTS,
  SIM_SAFETY_CHANCE,
} from './game-constants.ts';
import { expectedPoints, type SimulationTeam } from './expected-points.ts';
import type { GameSimulationResult, SimTeamBoxScore } from './game-result.ts';
import { playOvertime } from './overtime.ts';

export interface GameSimulationOptions {
  league: League;
  rng: Rng;
}

function emptyBox(): SimTeamBoxScore {
  return { score: 0, quarterScores: [0, 0, 0, 0], overtimeScore: 0, touchdowns: 0, fieldGoals: 0, safeties: 0, drives: 0 };
}

function resetBox(box: SimTeamBoxScore): void {
  box.score = box.overtimeScore = 0;
  box.quarterScores[0] = box.quarterScores[1] = box.quarterScores[2] = box.quarterScores[3] = 0;
  box.touchdowns = box.fieldGoals = box.safeties = box.drives = 0;
}

/** A result object to reuse across many games (the batch simulations keep their inner loop allocation-free). */
export function createGameSimulationResult(): GameSimulationResult {
  return { team1: emptyBox(), team2: emptyBox(), overtimePeriods: 0 };
}

/** Keeps momentum within -100..100 (docs/product/matchup-predictor.md). */
export function clampMomentum(value: number): number {
  return value < SIM_MOMENTUM_MIN ? SIM_MOMENTUM_MIN : value > SIM_MOMENTUM_MAX ? SIM_MOMENTUM_MAX : value;
}

/**
 * Plays one game at drive level into `out` (reset first), allocation-free.
 *
 * Model: in each 15-minute quarter the teams alternate drives of 1.5-4 minutes until the clock runs out (a
 * drive still running at the end of the quarter stops there; the second half opens with the other team).
 * A team scores at a rate of expected × quarter weight per quarter while it has the ball half the time, so a
 * drive's expected points are 2 × expected × weight × driveMinutes / 15, raised or lowered by momentum by up
 * to 15%. One uniform draw decides the drive: a safety for the defence (0.5%), else touchdown, field goal or
 * nothing. Scores move momentum towards the scoring side, stops towards the defence; it decays each drive.
 * A level score after four quarters goes to overtime as the league plays it (see overtime.ts).
 */
export function playGame(expected1: number, expected2: number, rng: Rng, out: GameSimulationResult, league: League): void {
  resetBox(out.team1);
  resetBox(out.team2);
  out.overtimePeriods = 0;
  const driveSpan = SIM_DRIVE_MINUTES.max - SIM_DRIVE_MINUTES.min;
  const openingOffenceIsTeam1 = rng.next() < 0.5;
  let offenceIsTeam1 = openingOffenceIsTeam1;
  let momentum = 0;
  for (let quarter = 0; quarter < FOOTBALL_QUARTERS; quarter++) {
    if (quarter === FOOTBALL_QUARTERS / 2) offenceIsTeam1 = !openingOffenceIsTeam1;
    const weight = SIM_QUARTER_WEIGHTS[quarter as 0 | 1 | 2 | 3]; // quarter < 4 by the loop bound
    // Points per minute of possession: the quarter's share scored in the half of it a team has the ball.
    const rate1 = (2 * expected1 * weight) / FOOTBALL_QUARTER_MINUTES;
    const rate2 = (2 * expected2 * weight) / FOOTBALL_QUARTER_MINUTES;
    let clock = FOOTBALL_QUARTER_MINUTES;
    while (clock > 0) {
      const duration = SIM_DRIVE_MINUTES.min + rng.next() * driveSpan;
      const minutes = duration < clock ? duration : clock;
      clock -= duration;
      const offence = offenceIsTeam1 ? out.team1 : out.team2;
      const defence = offenceIsTeam1 ? out.team2 : out.team1;
      const side = offenceIsTeam1 ? 1 : -1;
      const boost = 1 + (SIM_MOMENTUM_EFFECT * side * momentum) / SIM_MOMENTUM_MAX;
      const points = (offenceIsTeam1 ? rate1 : rate2) * minutes * boost;
      offence.drives++;
      const result = driveResult(points, rng.next(), SIM_SAFETY_CHANCE);
      if (result === 'safety') creditScore(defence, quarter, result);
      else if (result !== 'stop') creditScore(offence, quarter, result);
      // Scores swing momentum towards the scorer; stops and safeties towards the defence.
      const swing = result === 'touchdown' || result === 'fieldGoal' ? side * SIM_MOMENTUM_SWING[result] : -side * SIM_MOMENTUM_SWING[result];
      momentum = clampMomentum(momentum * SIM_MOMENTUM_DECAY + swing);
      offenceIsTeam1 = !offenceIsTeam1;
    }
  }
  if (out.team1.score === out.team2.score) playOvertime(league, expected1, expected2, rng, out);
}

/**
 * One simulated game between two teams (docs/product/matchup-predictor.md). Each side's expected points come from
 * `expectedPoints` (its PPG against the other's opponent PPG, relative to the league average).
 * A level game goes to overtime as the league plays it: NFL games may still tie (rarely), NCAA games never do.
 */
export function simulateGame(
  team1: SimulationTeam,
  team2: SimulationTeam,
  options: GameSimulationOptions,
): GameSimulationResult {
  const result = createGameSimulationResult();
  playGame(
    expectedPoints(team1, team2, options.league),
    expectedPoints(team2, team1, options.league),
    options.rng,
    result,
    options.league,
  );
  return result;
}
