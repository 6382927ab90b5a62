import { PERFORMANCE_SCALE_MAX } from './performance-badge.ts';
import { metricValue } from './team-metric.ts';

/** The eight metrics of the Combined Rankings tab (spec 1 §2.2). */
export type CombinedScoreMetric =
  | 'thirdDownPct'
  | 'redZoneScoringPct'
  | 'atsWinPct'
  | 'pointsPerGame'
  | 'opponentPointsPerGame'
  | 'opponentRedZoneScoresPerGame'
  | 'fieldGoalsPerGame'
  | 'turnoversPerGame';

export interface CombinedScoreComponent {
  readonly metric: CombinedScoreMetric;
  readonly weight: number;
  /** The value that normalises to 0. For lower-is-better metrics it is the larger bound. */
  readonly worst: number;
  /** The value that normalises to 1. */
  readonly best: number;
}

/**
 * The spec names the metrics but not their weights or scales, so these are ours. Bounds are fixed (not taken
 * from the league) so a team's score does not move when another team's stats change, and they span roughly the
 * range seen across NFL and FBS seasons; values outside are clamped. Scoring and preventing points weigh most,
 * weights sum to 1.
 */
export const COMBINED_SCORE_COMPONENTS: readonly CombinedScoreComponent[] = [
  { metric: 'pointsPerGame', weight: 0.2, worst: 10, best: 45 },
  { metric: 'opponentPointsPerGame', weight: 0.2, worst: 40, best: 10 },
  { metric: 'thirdDownPct', weight: 0.15, worst: 25, best: 55 },
  { metric: 'redZoneScoringPct', weight: 0.1, worst: 40, best: 100 },
  { metric: 'atsWinPct', weight: 0.1, worst: 20, best: 80 },
  { metric: 'opponentRedZoneScoresPerGame', weight: 0.1, worst: 5, best: 1 },
  { metric: 'turnoversPerGame', weight: 0.1, worst: 2.5, best: 0.5 },
  { metric: 'fieldGoalsPerGame', weight: 0.05, worst: 0.5, best: 2.5 },
];

/** A missing metric neither helps nor hurts: it counts as the middle of its range. */
export const NEUTRAL_METRIC_SCORE = 0.5;

export type CombinedScoreInput = { readonly [K in CombinedScoreMetric]?: number | null };

/** One metric mapped onto 0..1 (1 is best), clamped; null or non-finite gives the neutral 0.5. */
export function normalizedMetric(component: CombinedScoreComponent, value: number | null | undefined): number {
  const usable = metricValue(value);
  if (usable === null) return NEUTRAL_METRIC_SCORE;
  const fraction = (usable - component.worst) / (component.best - component.worst);
  return Math.min(1, Math.max(0, fraction));
}

/** A team's combined score on the 0-75 performance scale (spec 1 §2.2, §9). Pure per team. */
export function combinedScore(stats: CombinedScoreInput): number {
  const weighted = COMBINED_SCORE_COMPONENTS.reduce(
    (sum, component) => sum + component.weight * normalizedMetric(component, stats[component.metric]),
    0,
  );
  return weighted * PERFORMANCE_SCALE_MAX;
}
