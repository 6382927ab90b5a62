import type { League } from '../rankings/team-stats.ts';
import { SIM_LEAGUE_AVERAGE_POINTS } from '../sim/game-constants.ts';

export type OverUnderFactorKey =
  | 'secondsPerPlay'
  | 'pointsPerPlayMargin'
  | 'pointsPerGame'
  | 'timeOfPossession'
  | 'redZoneScoringPct'
  | 'thirdDownPct'
  | 'yardsPerPlay'
  | 'opponentPointsPerGame'
  | 'turnoversPerGame'
  | 'fieldGoalsPerGame';

export interface OverUnderFactor {
  readonly key: OverUnderFactorKey;
  readonly label: string;
  /** docs/product/over-under.md "Over/under prediction" weight. */
  readonly weight: number;
  /** +1 when a higher value means more points in the game, −1 when it means fewer. */
  readonly direction: 1 | -1;
  /** A league-typical value per team (ours; docs/product/over-under.md gives none). */
  readonly typical: Readonly<Record<League, number>>;
  /** The deviation from typical that counts as one signal unit (about one team-to-team spread). */
  readonly unit: number;
}

/**
 * Typical points per team per game: the league average points (docs/product/matchup-predictor.md, 22.5 NFL, 27.5 NCAA, given for
 * the simulation), which the over/under model also centres on.
 */
/** The simulation's league average points (docs/product/over-under.md), the typical score a team's numbers deviate from. */
export const LEAGUE_TYPICAL_POINTS: Readonly<Record<League, number>> = SIM_LEAGUE_AVERAGE_POINTS;

/** docs/product/over-under.md: league factor 0.75 NFL, 0.85 NCAA (how much of the teams' own signal the model trusts). */
export const OVER_UNDER_LEAGUE_FACTOR: Readonly<Record<League, number>> = { NFL: 0.75, NCAA: 0.85 };

/** Points added to the total per weighted signal unit, before the league factor. */
export const OVER_UNDER_POINTS_PER_SIGNAL = 6;
/** A metric's signal is capped at ±2 units so one outlier cannot swing the total. */
export const OVER_UNDER_SIGNAL_CAP = 2;

/**
 * docs/product/over-under.md weights (pace 0.16, PPP margin 0.16, PPG 0.13, time of possession 0.13, red zone 0.12, 3rd down
 * 0.10, yards per play 0.08, opponent PPG 0.07, turnovers 0.03, field goals 0.02; they sum to 1). Directions
 * and typical values are ours: a faster pace (fewer seconds per play) and efficient offences add points;
 * long possessions burn clock and turnovers end drives, so both take points away.
 */
export const OVER_UNDER_FACTORS: readonly OverUnderFactor[] = [
  { key: 'secondsPerPlay', label: 'Pace (seconds per play)', weight: 0.16, direction: -1, typical: { NFL: 27.5, NCAA: 25.5 }, unit: 2 },
  { key: 'pointsPerPlayMargin', label: 'Points per play margin', weight: 0.16, direction: 1, typical: { NFL: 0, NCAA: 0 }, unit: 0.1 },
  { key: 'pointsPerGame', label: 'Points per game', weight: 0.13, direction: 1, typical: LEAGUE_TYPICAL_POINTS, unit: 6 },
  { key: 'timeOfPossession', label: 'Time of possession', weight: 0.13, direction: -1, typical: { NFL: 30, NCAA: 30 }, unit: 2 },
  { key: 'redZoneScoringPct', label: 'Red zone %', weight: 0.12, direction: 1, typical: { NFL: 60, NCAA: 60 }, unit: 10 },
  { key: 'thirdDownPct', label: '3rd down %', weight: 0.1, direction: 1, typical: { NFL: 40, NCAA: 40 }, unit: 5 },
  { key: 'yardsPerPlay', label: 'Yards per play', weight: 0.08, direction: 1, typical: { NFL: 5.4, NCAA: 5.8 }, unit: 0.6 },
  { key: 'opponentPointsPerGame', label: 'Opponent PPG', weight: 0.07, direction: 1, typical: LEAGUE_TYPICAL_POINTS, unit: 6 },
  { key: 'turnoversPerGame', label: 'Turnovers per game', weight: 0.03, direction: -1, typical: { NFL: 1.2, NCAA: 1.4 }, unit: 0.5 },
  { key: 'fieldGoalsPerGame', label: 'Field goals per game', weight: 0.02, direction: 1, typical: { NFL: 1.7, NCAA: 1.4 }, unit: 0.5 },
];
