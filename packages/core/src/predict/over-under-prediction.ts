import type { Injury } from '../injuries/injury.ts';
import { pairInjuryAssessments } from '../injuries/injury-impact.ts';
import type { InjuryAssessment } from '../injuries/injury-impact.ts';
import { metricValue } from '../rankings/team-metric.ts';
import type { League } from '../rankings/team-stats.ts';
import { overUnderConfidence, overUnderInjuryAdjustment, overUnderStrength } from './over-under-confidence.ts';
import type { OverUnderStrength } from './over-under-confidence.ts';
import {
  LEAGUE_TYPICAL_POINTS,
  OVER_UNDER_FACTORS,
  OVER_UNDER_LEAGUE_FACTOR,
  OVER_UNDER_POINTS_PER_SIGNAL,
  OVER_UNDER_SIGNAL_CAP,
} from './over-under-factors.ts';
import type { OverUnderFactor, OverUnderFactorKey } from './over-under-factors.ts';
import { MAX_REASONING_POINTS } from './reasoning-limit.ts';

/** A team as the over/under model needs it; a full TeamStats record fits. PPG and opponent PPG are required. */
/**
 * The highest betting total taken: no football game's line comes near it (the highest NFL and college totals
 * posted sit below 100), so a total above it is a typing slip (ADR 079).
 */
export const GAME_TOTAL_MAX = 150;

export type OverUnderTeam = {
  readonly teamName: string;
  readonly league: League;
  readonly pointsPerGame: number;
  readonly opponentPointsPerGame: number;
} & { readonly [K in OverUnderFactorKey]?: number | null };

export interface OverUnderOptions {
  readonly team1Injuries?: readonly Injury[];
  readonly team2Injuries?: readonly Injury[];
  /** The injury report's date (epoch ms, ADR 004); default the newest lastReported of both teams' records. */
  readonly injuriesAsOf?: number | null;
}

export interface OverUnderKeyFactor {
  factor: string;
  key: OverUnderFactorKey;
  weight: number;
  team1Value: number | null;
  team2Value: number | null;
  /** The league-typical value the pair's average is measured against. */
  typical: number;
  /** Signal units (−2..2), positive toward more points; 0 when neither team has the metric. */
  signal: number;
  /** Points this factor adds to (or takes from) the predicted total, after the league factor. */
  points: number;
}

/** docs/product/over-under.md "Over/under prediction", plus the line, the signed difference and the strength label. */
export interface OverUnderPrediction {
  predictedTotal: number;
  bettingTotal: number;
  /** predictedTotal − bettingTotal. */
  difference: number;
  recommendation: 'OVER' | 'UNDER';
  confidence: number;
  strength: OverUnderStrength;
  reasoning: string[];
  /** Every factor, largest absolute effect first. */
  keyFactors: OverUnderKeyFactor[];
  injuryImpact: { team1: InjuryAssessment; team2: InjuryAssessment };
}

function requirePoints(team: OverUnderTeam): void {
  for (const value of [team.pointsPerGame, team.opponentPointsPerGame]) {
    if (!Number.isFinite(value) || value < 0) {
      throw new RangeError(`${team.teamName}: points per game and opponent points per game must be numbers ≥ 0`);
    }
  }
}

function factorSignal(factor: OverUnderFactor, league: League, values: readonly (number | null)[]): number {
  const usable = values.filter((value) => value !== null);
  if (usable.length === 0) return 0;
  const average = usable.reduce((sum, value) => sum + value, 0) / usable.length;
  const units = (factor.direction * (average - factor.typical[league])) / factor.unit;
  return Math.min(OVER_UNDER_SIGNAL_CAP, Math.max(-OVER_UNDER_SIGNAL_CAP, units));
}

function signedPoints(points: number): string {
  return `${points >= 0 ? '+' : '-'}${Math.abs(points).toFixed(1)}`;
}

/**
 * Predicted game total against a betting line (docs/product/over-under.md). The model, ours where the page is silent:
 * 1. each team's expected points = (its PPG + the opponent's opponent PPG) / 2; the baseline is the sum. Injuries
 *    do not move it: the page's "penalty on a team's score" (docs/product/dashboard.md) is the matchup model's team score,
 *    and here a missing player on offence lowers his team's points while one on defence raises the opponent's,
 *    so cutting points made the model lean UNDER. Injuries lower the confidence, as docs/product/over-under.md says;
 * 2. each weighted factor adds weight × signal × 6 points, the signal being the pair's average deviation from a
 *    league-typical value in units of a typical team-to-team spread, capped at ±2;
 * 3. the league factor (0.75 NFL, 0.85 NCAA) scales how far the baseline and the factors may move the total
 *    away from the league-typical total (2 × 22.5 NFL, 2 × 27.5 NCAA): a shrinkage toward the mean.
 * OVER when the predicted total is above the line, otherwise UNDER (an exact tie is UNDER).
 */
export function predictOverUnder(
  team1: OverUnderTeam,
  team2: OverUnderTeam,
  bettingTotal: number,
  options: OverUnderOptions = {},
): OverUnderPrediction {
  if (!Number.isFinite(bettingTotal) || bettingTotal <= 0) {
    throw new RangeError(`Betting total must be a number above 0, got ${bettingTotal}`);
  }
  if (team1.league !== team2.league) {
    throw new RangeError(`Both teams must be in the same league, got ${team1.league} and ${team2.league}`);
  }
  requirePoints(team1);
  requirePoints(team2);
  const league = team1.league;
  const leagueFactor = OVER_UNDER_LEAGUE_FACTOR[league];
  const injuries = pairInjuryAssessments(options.team1Injuries, options.team2Injuries, options.injuriesAsOf);

  const expected1 = (team1.pointsPerGame + team2.opponentPointsPerGame) / 2;
  const expected2 = (team2.pointsPerGame + team1.opponentPointsPerGame) / 2;
  const typicalTotal = 2 * LEAGUE_TYPICAL_POINTS[league];

  const keyFactors: OverUnderKeyFactor[] = OVER_UNDER_FACTORS.map((factor) => {
    const team1Value = metricValue(team1[factor.key]);
    const team2Value = metricValue(team2[factor.key]);
    const signal = factorSignal(factor, league, [team1Value, team2Value]);
    return {
      factor: factor.label,
      key: factor.key,
      weight: factor.weight,
      team1Value,
      team2Value,
      typical: factor.typical[league],
      signal,
      points: leagueFactor * factor.weight * signal * OVER_UNDER_POINTS_PER_SIGNAL,
    };
  }).sort((a, b) => Math.abs(b.points) - Math.abs(a.points));

  const factorPoints = keyFactors.reduce((sum, factor) => sum + factor.points, 0);
  const predictedTotal = Math.max(0, typicalTotal + leagueFactor * (expected1 + expected2 - typicalTotal) + factorPoints);
  const difference = predictedTotal - bettingTotal;
  const gap = Math.abs(difference);
  const recommendation = difference > 0 ? 'OVER' : 'UNDER';

  const reasoning = [
    `Projected total ${predictedTotal.toFixed(1)} is ${gap.toFixed(1)} points ${difference > 0 ? 'over' : 'under'} the line of ${bettingTotal}`,
  ];
  for (const [side, team] of [['team1', team1], ['team2', team2]] as const) {
    const impact = injuries[side].impact;
    if (impact !== 'low') reasoning.push(`${team.teamName} injury impact is ${impact}, lowering the confidence`);
  }
  // Factors that push toward the recommendation explain it; the strongest go first.
  const towardPick = keyFactors.filter((f) => (recommendation === 'OVER' ? f.points > 0 : f.points < 0));
  for (const f of towardPick) {
    reasoning.push(`${f.factor} ${signedPoints(f.points)} points vs league-typical ${f.typical}`);
  }

  return {
    predictedTotal,
    bettingTotal,
    difference,
    recommendation,
    confidence: overUnderConfidence(gap, overUnderInjuryAdjustment(injuries.team1.impact, injuries.team2.impact)),
    strength: overUnderStrength(gap),
    reasoning: reasoning.slice(0, MAX_REASONING_POINTS),
    keyFactors,
    injuryImpact: injuries,
  };
}
