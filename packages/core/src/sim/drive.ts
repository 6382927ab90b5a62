import { FIELD_GOAL_POINTS } from './football-constants.ts';
import type { SimTeamBoxScore } from './game-result.ts';
import { SIM_MAX_SCORING_CHANCE, SIM_SAFETY_POINTS, SIM_TOUCHDOWN_POINT_SHARE, SIM_TOUCHDOWN_POINTS } from './game-constants.ts';

/** How a simulated drive ends. A safety scores for the defence. */
export type DriveResult = 'touchdown' | 'fieldGoal' | 'safety' | 'stop';

/** The period index of overtime in a box score (quarters are 0-3). */
export const OVERTIME_PERIOD = 4;

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
 * One uniform draw in [0, 1) decides a drive worth `points` expected points: a safety for the defence with
 * `safetyChance`, else (the same draw rescaled) a touchdown, a field goal or nothing.
 */
export function driveResult(points: number, draw: number, safetyChance: number): DriveResult {
  if (draw < safetyChance) return 'safety';
  const rest = (draw - safetyChance) / (1 - safetyChance);
  if (rest < touchdownChance(points)) return 'touchdown';
  return rest < scoringChance(points) ? 'fieldGoal' : 'stop';
}

const RESULT_POINTS = { touchdown: SIM_TOUCHDOWN_POINTS, fieldGoal: FIELD_GOAL_POINTS, safety: SIM_SAFETY_POINTS } as const;

/** Credits a score to `box` in a quarter (0-3) or in OVERTIME_PERIOD. */
export function creditScore(box: SimTeamBoxScore, period: number, result: Exclude<DriveResult, 'stop'>): void {
  const points = RESULT_POINTS[result];
  box.score += points;
  if (result === 'touchdown') box.touchdowns++;
  else if (result === 'fieldGoal') box.fieldGoals++;
  else box.safeties++;
  if (period === OVERTIME_PERIOD) box.overtimeScore += points;
  // Any other period is a quarter 0..3 by construction of the callers' loops.
  else box.quarterScores[period as 0 | 1 | 2 | 3] += points;
}
