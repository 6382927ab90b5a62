import type { League } from '../rankings/team-stats.ts';
import type { Rng } from '../random.ts';
import { FIELD_GOAL_POINTS, FOOTBALL_QUARTER_MINUTES, FOOTBALL_QUARTERS } from './football-constants.ts';
import {
  SIM_DRIVE_MINUTES,
  SIM_MAX_SCORING_CHANCE,
  SIM_MOMENTUM_DECAY,
  SIM_MOMENTUM_EFFECT,
  SIM_MOMENTUM_MAX,
  SIM_MOMENTUM_MIN,
  SIM_MOMENTUM_SWING,
  SIM_QUARTER_WEIGHTS,
  SIM_SAFETY_CHANCE,
  SIM_SAFETY_POINTS,
  SIM_TOUCHDOWN_POINT_SHARE,
  SIM_TOUCHDOWN_POINTS,
} from './game-constants.ts';
import { expectedPoints, type SimulationTeam } from './expected-points.ts';

/** One team's line in a simulated game. score = 7 × touchdowns + 3 × fieldGoals + 2 × safeties. */
export interface SimTeamBoxScore {
  score: number;
  quarterScores: [number, number, number, number];
  touchdowns: number;
  fieldGoals: number;
  /** Safeties this team's defence scored. */
  safeties: number;
  drives: number;
}

/** A finished game. There is no overtime, so equal scores are a tie. */
export interface GameSimulationResult {
  team1: SimTeamBoxScore;
  team2: SimTeamBoxScore;
}

export interface GameSimulationOptions {
  league: League;
  rng: Rng;
}

function emptyBox(): SimTeamBoxScore {
  return { score: 0, quarterScores: [0, 0, 0, 0], touchdowns: 0, fieldGoals: 0, safeties: 0, drives: 0 };
}

function resetBox(box: SimTeamBoxScore): void {
  box.score = 0;
  box.quarterScores[0] = box.quarterScores[1] = box.quarterScores[2] = box.quarterScores[3] = 0;
  box.touchdowns = box.fieldGoals = box.safeties = box.drives = 0;
}

/** A result object to reuse across many games (the batch simulations keep their inner loop allocation-free). */
export function createGameSimulationResult(): GameSimulationResult {
  return { team1: emptyBox(), team2: emptyBox() };
}

function addPoints(box: SimTeamBoxScore, quarter: number, points: number): void {
  box.score += points;
  // quarter is 0..3 by construction of the loop below.
  box.quarterScores[quarter as 0 | 1 | 2 | 3] += points;
}

/** Keeps momentum within the spec's -100..100. */
export function clampMomentum(value: number): number {
  return value < SIM_MOMENTUM_MIN ? SIM_MOMENTUM_MIN : value > SIM_MOMENTUM_MAX ? SIM_MOMENTUM_MAX : value;
}

// Scoring chances per expected point when points split 72/28 between touchdowns and field goals.
const TOUCHDOWN_CHANCE_PER_POINT = SIM_TOUCHDOWN_POINT_SHARE / SIM_TOUCHDOWN_POINTS;
const SCORING_CHANCE_PER_POINT = TOUCHDOWN_CHANCE_PER_POINT + (1 - SIM_TOUCHDOWN_POINT_SHARE) / FIELD_GOAL_POINTS;

/** Chance that a drive worth `points` expected points scores at all (touchdown or field goal). */
function scoringChance(points: number): number {
  return Math.min(SIM_MAX_SCORING_CHANCE, points * SCORING_CHANCE_PER_POINT);
}

/**
 * Chance that the drive ends in a touchdown. At the scoring cap, field goals give way to touchdowns so the
 * drive still carries its expected points (up to 7 × the cap): 7t + 3(cap - t) = points.
 */
function touchdownChance(points: number): number {
  if (points * SCORING_CHANCE_PER_POINT <= SIM_MAX_SCORING_CHANCE) return points * TOUCHDOWN_CHANCE_PER_POINT;
  const shifted = (points - FIELD_GOAL_POINTS * SIM_MAX_SCORING_CHANCE) / (SIM_TOUCHDOWN_POINTS - FIELD_GOAL_POINTS);
  return Math.min(SIM_MAX_SCORING_CHANCE, shifted);
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
 */
export function playGame(expected1: number, expected2: number, rng: Rng, out: GameSimulationResult): void {
  resetBox(out.team1);
  resetBox(out.team2);
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
      let swing: number;
      const draw = rng.next();
      if (draw < SIM_SAFETY_CHANCE) {
        defence.safeties++;
        addPoints(defence, quarter, SIM_SAFETY_POINTS);
        swing = -side * SIM_MOMENTUM_SWING.safety;
      } else {
        // Rescale the same draw to [0, 1) for the non-safety outcomes.
        const rest = (draw - SIM_SAFETY_CHANCE) / (1 - SIM_SAFETY_CHANCE);
        const touchdown = touchdownChance(points);
        if (rest < touchdown) {
          offence.touchdowns++;
          addPoints(offence, quarter, SIM_TOUCHDOWN_POINTS);
          swing = side * SIM_MOMENTUM_SWING.touchdown;
        } else if (rest < scoringChance(points)) {
          offence.fieldGoals++;
          addPoints(offence, quarter, FIELD_GOAL_POINTS);
          swing = side * SIM_MOMENTUM_SWING.fieldGoal;
        } else {
          swing = -side * SIM_MOMENTUM_SWING.stop;
        }
      }
      momentum = clampMomentum(momentum * SIM_MOMENTUM_DECAY + swing);
      offenceIsTeam1 = !offenceIsTeam1;
    }
  }
}

/**
 * One simulated game between two teams (spec 1 §9). Each side's expected points come from
 * `expectedPoints` (its PPG against the other's opponent PPG, relative to the league average).
 * Ties are allowed: the spec has no overtime.
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
  );
  return result;
}
