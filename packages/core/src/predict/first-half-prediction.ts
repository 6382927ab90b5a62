/** The advanced stats a first-half prediction uses (docs/product/matchup-predictor.md "First-half prediction response" metrics). */
export interface FirstHalfMetrics {
  /** Predicted points added per play (CollegeFootballData PPA), net for the team. */
  readonly ppa: number;
  /** Share of successful plays as a fraction 0-1. */
  readonly successRate: number;
  /** Takeaways minus giveaways per game. */
  readonly turnoverMargin: number;
  readonly pointsPerPlayMargin: number;
  readonly firstHalfPointsPerGame: number;
}

export interface FirstHalfTeam extends FirstHalfMetrics {
  readonly teamName: string;
}

export type FirstHalfMetric = keyof FirstHalfMetrics;

/** docs/product/matchup-predictor.md: PPA 25%, success rate 25%, turnover margin 20%, points per play margin 15%, first-half points 15%. */
export const FIRST_HALF_WEIGHTS: Readonly<Record<FirstHalfMetric, number>> = {
  ppa: 0.25,
  successRate: 0.25,
  turnoverMargin: 0.2,
  pointsPerPlayMargin: 0.15,
  firstHalfPointsPerGame: 0.15,
};

/**
 * The home-minus-away difference that counts as a full edge on each metric (ours: about the gap between a
 * top-quarter and a bottom-quarter FBS team). Differences are divided by these and capped at ±1.
 */
export const FIRST_HALF_EDGE_SCALE: Readonly<Record<FirstHalfMetric, number>> = {
  ppa: 0.3,
  successRate: 0.1,
  turnoverMargin: 1,
  pointsPerPlayMargin: 0.2,
  firstHalfPointsPerGame: 10,
};

/** A full edge on every metric moves the win probability from 0.5 to 0.95 (so confidence stays within 50-95). */
export const FIRST_HALF_MAX_PROBABILITY_SHIFT = 0.45;
/** A full edge on every metric predicts a 14-point (two-touchdown) first-half margin. */
export const FIRST_HALF_MAX_MARGIN = 14;

export interface FirstHalfSide {
  winProbability: number;
  metrics: FirstHalfMetrics;
}

/** docs/product/matchup-predictor.md "First-half prediction response" data, plus the predicted margin. */
export interface FirstHalfPrediction {
  prediction: { winner: string; confidence: number; predictedMargin: number };
  home: FirstHalfSide;
  away: FirstHalfSide;
}

const METRICS = Object.keys(FIRST_HALF_WEIGHTS).filter((key): key is FirstHalfMetric => Object.hasOwn(FIRST_HALF_WEIGHTS, key));

function metricsOf(team: FirstHalfTeam): FirstHalfMetrics {
  for (const metric of METRICS) {
    if (!Number.isFinite(team[metric])) throw new RangeError(`${team.teamName}: ${metric} must be a number, got ${team[metric]}`);
  }
  if (team.successRate < 0 || team.successRate > 1) {
    throw new RangeError(`${team.teamName}: success rate must be a fraction between 0 and 1, got ${team.successRate}`);
  }
  const { ppa, successRate, turnoverMargin, pointsPerPlayMargin, firstHalfPointsPerGame } = team;
  return { ppa, successRate, turnoverMargin, pointsPerPlayMargin, firstHalfPointsPerGame };
}

/**
 * NCAA first-half prediction (docs/product/matchup-predictor.md). Normalisation: each metric's home-minus-away difference is divided
 * by its edge scale and capped at ±1; the weighted sum (−1..1) is the home edge. The home win probability is
 * 0.5 + 0.45 × edge and the away one its complement, so they sum to 1; confidence is the winner's probability
 * in percent (50-95); the margin is |edge| × 14 points. No home-field bonus is added (docs/product/matchup-predictor.md names none);
 * a zero edge picks the home team at 50%.
 */
export function predictFirstHalf(home: FirstHalfTeam, away: FirstHalfTeam): FirstHalfPrediction {
  const homeMetrics = metricsOf(home);
  const awayMetrics = metricsOf(away);
  const edge = METRICS.reduce((sum, metric) => {
    const units = (homeMetrics[metric] - awayMetrics[metric]) / FIRST_HALF_EDGE_SCALE[metric];
    return sum + FIRST_HALF_WEIGHTS[metric] * Math.min(1, Math.max(-1, units));
  }, 0);
  const homeProbability = 0.5 + FIRST_HALF_MAX_PROBABILITY_SHIFT * edge;
  const awayProbability = 1 - homeProbability;
  const homeWins = edge >= 0;
  return {
    prediction: {
      winner: homeWins ? home.teamName : away.teamName,
      confidence: (homeWins ? homeProbability : awayProbability) * 100,
      predictedMargin: Math.abs(edge) * FIRST_HALF_MAX_MARGIN,
    },
    home: { winProbability: homeProbability, metrics: homeMetrics },
    away: { winProbability: awayProbability, metrics: awayMetrics },
  };
}
