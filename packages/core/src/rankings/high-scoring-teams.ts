import { metricValue } from './team-metric.ts';

/** docs/product/dashboard.md: the dashboard counts teams scoring 25 or more points per game (also the PPG highlight). */
export const HIGH_SCORING_PPG = 25;

/** How many teams average at least 25 points per game (summary card 2: "N of M teams"). */
export function highScoringTeamCount(teams: readonly { readonly pointsPerGame?: number | null }[]): number {
  return teams.filter((team) => {
    const ppg = metricValue(team.pointsPerGame);
    return ppg !== null && ppg >= HIGH_SCORING_PPG;
  }).length;
}
