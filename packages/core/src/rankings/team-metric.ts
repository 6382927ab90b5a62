import type { TeamStats } from './team-stats.ts';

/** The numeric columns of a team stats record: everything except the identity fields and the isFavored flag. */
export type TeamMetric = Exclude<keyof TeamStats, 'id' | 'teamName' | 'league' | 'isFavored'>;

/** A team with any subset of its metrics; missing and null values are treated alike. */
export type TeamMetricValues = { readonly [K in TeamMetric]?: number | null };

/** A metric value that can be used in arithmetic, or null when it is missing or not a finite number. */
export function metricValue(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
