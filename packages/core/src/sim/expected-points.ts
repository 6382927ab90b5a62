import type { League, TeamStats } from '../rankings/team-stats.ts';
import { SIM_LEAGUE_AVERAGE_POINTS } from './game-constants.ts';

/** What the game simulation reads from a team; callers may pass partial stats. */
export type SimulationTeam = Pick<TeamStats, 'pointsPerGame' | 'opponentPointsPerGame'>;

export function leagueAveragePoints(league: League): number {
  const average = SIM_LEAGUE_AVERAGE_POINTS[league];
  if (average === undefined) throw new RangeError(`Unknown league: ${String(league)}`);
  return average;
}

function assertPoints(value: number, label: string): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${label} must be a finite number of at least 0, got ${value}`);
  }
}

/**
 * The points the offence is expected to score against this defence: its points per game scaled by how
 * generous the defence is relative to the league average,
 *   expected = offence.pointsPerGame × defence.opponentPointsPerGame / leagueAverage.
 * An average defence leaves the offence at its own PPG; two average teams score the league average.
 */
export function expectedPoints(offence: SimulationTeam, defence: SimulationTeam, league: League): number {
  assertPoints(offence.pointsPerGame, 'pointsPerGame');
  assertPoints(defence.opponentPointsPerGame, 'opponentPointsPerGame');
  return (offence.pointsPerGame * defence.opponentPointsPerGame) / leagueAveragePoints(league);
}
