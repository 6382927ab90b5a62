/** docs/product/dashboard.md: the combined score is read against a maximum of 75. */
export const PERFORMANCE_SCALE_MAX = 75;
/** docs/product/dashboard.md: at or above 60 (80% of 75) is 'Excellent'. */
export const PERFORMANCE_EXCELLENT_MIN = 60;
/** docs/product/dashboard.md: at or above 45 (60% of 75) is 'Good'. */
export const PERFORMANCE_GOOD_MIN = 45;

export type PerformanceBadge = 'Excellent' | 'Good' | 'Needs Improvement';

/** The Performance column's badge for a combined score (docs/product/dashboard.md). */
export function performanceBadge(combinedScore: number): PerformanceBadge {
  if (Number.isNaN(combinedScore)) throw new RangeError('Combined score must be a number, got NaN');
  if (combinedScore >= PERFORMANCE_EXCELLENT_MIN) return 'Excellent';
  if (combinedScore >= PERFORMANCE_GOOD_MIN) return 'Good';
  return 'Needs Improvement';
}
