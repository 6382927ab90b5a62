import {
  FIRST_HALF_EDGE_SCALE,
  FIRST_HALF_WEIGHTS,
  type FirstHalfMetric,
  type FirstHalfMetrics,
} from '../predict/first-half-prediction.ts';
import { formatMetric, type DisplayQuantity } from '../rankings/metric-format.ts';

/** docs/product/game-hub.md: the first-half dialog lists up to 5 key points. */
export const FIRST_HALF_KEY_POINT_LIMIT = 5;

const METRIC_TEXT: Readonly<Record<FirstHalfMetric, { label: string; format: DisplayQuantity }>> = {
  ppa: { label: 'PPA per play', format: 'ppa' },
  successRate: { label: 'success rate', format: 'probability' },
  turnoverMargin: { label: 'turnover margin per game', format: 'turnoverMargin' },
  pointsPerPlayMargin: { label: 'points per play margin', format: 'pointsPerPlayMargin' },
  firstHalfPointsPerGame: { label: '1st half points per game', format: 'points' },
};

interface KeyPointSide {
  readonly teamName: string;
  readonly metrics: FirstHalfMetrics;
}

export interface FirstHalfKeyPoint {
  metric: FirstHalfMetric;
  /** The team ahead on this metric (every first-half metric is better when higher). */
  leader: string;
  /** Weight × capped edge: how much the metric moved the prediction, the order the points are listed in. */
  weightedEdge: number;
  text: string;
}

/**
 * The dialog's key points, from the same weighted metric edges the first-half model sums (docs/product/game-hub.md): one
 * point per metric on which the teams differ, the most influential first, at most 5. Reading them off the
 * model's own inputs keeps the points consistent with the predicted winner rather than inventing reasons.
 */
export function firstHalfKeyPoints(home: KeyPointSide, away: KeyPointSide): FirstHalfKeyPoint[] {
  const points: FirstHalfKeyPoint[] = [];
  for (const metric of Object.keys(METRIC_TEXT).filter((key): key is FirstHalfMetric => Object.hasOwn(METRIC_TEXT, key))) {
    const difference = home.metrics[metric] - away.metrics[metric];
    if (!Number.isFinite(difference) || difference === 0) continue;
    const [leader, trailer] = difference > 0 ? [home, away] : [away, home];
    const { label, format } = METRIC_TEXT[metric];
    const weightedEdge = FIRST_HALF_WEIGHTS[metric] * Math.min(1, Math.abs(difference) / FIRST_HALF_EDGE_SCALE[metric]);
    const values = `${formatMetric(format, leader.metrics[metric])} vs ${formatMetric(format, trailer.metrics[metric])}`;
    points.push({ metric, leader: leader.teamName, weightedEdge, text: `${leader.teamName} leads in ${label} (${values})` });
  }
  return points.sort((a, b) => b.weightedEdge - a.weightedEdge).slice(0, FIRST_HALF_KEY_POINT_LIMIT);
}
