import { metricValue } from './team-metric.ts';

/** The Individual Metrics sub-tabs of docs/product/dashboard.md, each sorted descending by its metric. */
export const INDIVIDUAL_METRIC_TABS = [
  { metric: 'thirdDownPct', label: '3rd Down Conversions' },
  { metric: 'atsWinPct', label: 'ATS Win Rate' },
  { metric: 'pointsPerGame', label: 'Points Per Game' },
] as const;

export type IndividualMetric = (typeof INDIVIDUAL_METRIC_TABS)[number]['metric'];

/**
 * Teams ordered by one metric, highest first. docs/product/dashboard.md treats a missing ATS rate as 0; we treat every
 * missing value that way here (only atsWinPct is nullable in the record). Stable for equal values.
 */
export function metricLeaders<T extends { readonly [K in IndividualMetric]?: number | null }>(
  teams: readonly T[],
  metric: IndividualMetric,
): T[] {
  return [...teams].sort((a, b) => (metricValue(b[metric]) ?? 0) - (metricValue(a[metric]) ?? 0));
}
