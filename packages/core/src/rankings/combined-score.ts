import { PERFORMANCE_SCALE_MAX } from './performance-badge.ts';
import { metricValue } from './team-metric.ts';
import type { League } from './team-stats.ts';

/** The eight metrics of the Combined Rankings tab (docs/product/dashboard.md). */
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
 * docs/product/dashboard.md names the metrics but not their weights or scales, so these are ours. Bounds are fixed (not taken
 * from the league) so a team's score does not move when another team's stats change; values outside are
 * clamped. Scoring and preventing points weigh most; weights sum to 1. Each league has its own bounds: the NFL's
 * span the real range of its seasons (2019-2025: 14-33 points a game, 32-50% on third down, 40-72% red-zone
 * touchdowns), so its best teams reach 'Excellent' as real contenders would; FBS spreads far wider.
 */
const component = (metric: CombinedScoreMetric, weight: number, worst: number, best: number): CombinedScoreComponent => ({
  metric,
  weight,
  worst,
  best,
});

export const COMBINED_SCORE_COMPONENTS: Readonly<Record<League, readonly CombinedScoreComponent[]>> = {
  NFL: [
    component('pointsPerGame', 0.2, 14, 30),
    component('opponentPointsPerGame', 0.2, 28, 16),
    component('thirdDownPct', 0.15, 32, 48),
    component('redZoneScoringPct', 0.1, 40, 68),
    component('atsWinPct', 0.1, 25, 75),
    component('opponentRedZoneScoresPerGame', 0.1, 3.2, 1.2),
    component('turnoversPerGame', 0.1, 1.8, 0.6),
    component('fieldGoalsPerGame', 0.05, 1, 2.4),
  ],
  NCAA: [
    component('pointsPerGame', 0.2, 10, 45),
    component('opponentPointsPerGame', 0.2, 40, 10),
    component('thirdDownPct', 0.15, 25, 55),
    component('redZoneScoringPct', 0.1, 40, 100),
    component('atsWinPct', 0.1, 20, 80),
    component('opponentRedZoneScoresPerGame', 0.1, 5, 1),
    component('turnoversPerGame', 0.1, 2.5, 0.5),
    component('fieldGoalsPerGame', 0.05, 0.5, 2.5),
  ],
};

/** A missing metric neither helps nor hurts: it counts as the middle of its range. */
export const NEUTRAL_METRIC_SCORE = 0.5;

export type CombinedScoreInput = { readonly [K in CombinedScoreMetric]?: number | null } & { readonly league: League };

/** One metric mapped onto 0..1 (1 is best), clamped; null or non-finite gives the neutral 0.5. */
export function normalizedMetric(component: CombinedScoreComponent, value: number | null | undefined): number {
  const usable = metricValue(value);
  if (usable === null) return NEUTRAL_METRIC_SCORE;
  const fraction = (usable - component.worst) / (component.best - component.worst);
  return Math.min(1, Math.max(0, fraction));
}

/** A team's combined score on the 0-75 performance scale (docs/product/dashboard.md), on its league's bounds. Pure per team. */
export function combinedScore(stats: CombinedScoreInput): number {
  const weighted = COMBINED_SCORE_COMPONENTS[stats.league].reduce(
    (sum, component) => sum + component.weight * normalizedMetric(component, stats[component.metric]),
    0,
  );
  return weighted * PERFORMANCE_SCALE_MAX;
}
