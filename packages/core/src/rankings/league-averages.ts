import { metricValue } from './team-metric.ts';

/** docs/product/dashboard.md "Averages response". A field is null when no team has a value for it. */
export interface LeagueAverages {
  thirdDownPct: number | null;
  atsWinPct: number | null;
  pointsPerGame: number | null;
}

type AveragedMetric = keyof LeagueAverages;

function mean(values: readonly (number | null | undefined)[]): number | null {
  const usable = values.map(metricValue).filter((value) => value !== null);
  if (usable.length === 0) return null;
  return usable.reduce((sum, value) => sum + value, 0) / usable.length;
}

/** The league's mean 3rd-down %, ATS win rate and points per game; teams without a value are skipped. */
export function leagueAverages(teams: readonly { readonly [K in AveragedMetric]?: number | null }[]): LeagueAverages {
  return {
    thirdDownPct: mean(teams.map((team) => team.thirdDownPct)),
    atsWinPct: mean(teams.map((team) => team.atsWinPct)),
    pointsPerGame: mean(teams.map((team) => team.pointsPerGame)),
  };
}
