import { HIGH_SCORING_PPG } from './high-scoring-teams.ts';
import { displayedMetricValue } from './metric-format.ts';
import type { TeamMetric } from './team-metric.ts';

/** How a rankings cell is coloured: good (green), bad (red), warning (orange). */
export type MetricHighlight = 'good' | 'bad' | 'warning';

/** docs/product/dashboard.md "Rankings table highlights": the bounds, inclusive ("at least", "at most", "between"). */
export const METRIC_HIGHLIGHT_BOUNDS = {
  pointsPerGame: { min: HIGH_SCORING_PPG },
  turnoversPerGame: { max: 1 },
  yardsPerPlay: { min: 6 },
  penaltiesPerGame: { max: 5 },
  fieldGoalsPerGame: { min: 1.5 },
  opponentPointsPerGame: { max: 20 },
  opponentRedZoneScoresPerGame: { max: 2 },
  strengthOfSchedule: { min: 0.5 },
  timeOfPossession: { min: 30 },
  secondsPerPlay: { min: 25, max: 28 },
  opponentRedZoneScoringPct: { max: 50 },
} as const satisfies Partial<Record<TeamMetric, { readonly min?: number; readonly max?: number }>>;

type BoundedMetric = keyof typeof METRIC_HIGHLIGHT_BOUNDS;

function isBoundedMetric(metric: TeamMetric): metric is BoundedMetric {
  return Object.hasOwn(METRIC_HIGHLIGHT_BOUNDS, metric);
}

/**
 * The highlight of one rankings cell, or null when it is not highlighted. Only the PPP margin has a 'bad'
 * colour (below 0); SOS at or above 0.5 is orange ('warning'); every other rule only marks the good side, and
 * metrics without a rule (3rd down %, ATS %, ...) are never highlighted. The rule is applied to the value as the
 * cell shows it: SOS 0.4999 shows "0.50" and is orange; PPP margin 0.004 shows "0.00" and is
 * neither green nor red.
 */
export function metricHighlight(metric: TeamMetric, value: number | null | undefined): MetricHighlight | null {
  const usable = displayedMetricValue(metric, value);
  if (usable === null) return null;
  if (metric === 'pointsPerPlayMargin') {
    if (usable > 0) return 'good';
    return usable < 0 ? 'bad' : null;
  }
  if (!isBoundedMetric(metric)) return null;
  const bounds: { readonly min?: number; readonly max?: number } = METRIC_HIGHLIGHT_BOUNDS[metric];
  const inside = (bounds.min === undefined || usable >= bounds.min) && (bounds.max === undefined || usable <= bounds.max);
  if (!inside) return null;
  return metric === 'strengthOfSchedule' ? 'warning' : 'good';
}
