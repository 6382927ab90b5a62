/** docs/product/matchup-predictor.md: the spread-cover verdicts. */
export const SPREAD_COVER_LABELS = { cover: 'Will Cover', noCover: 'May Not Cover' } as const;

export type SpreadCoverLabel = (typeof SPREAD_COVER_LABELS)[keyof typeof SPREAD_COVER_LABELS];

/**
 * Whether the predicted winner covers: its predicted margin is strictly greater than the listed spread points
 * (docs/product/matchup-predictor.md). The line is read as points only, whatever its sign ("-6.5" and "6.5" are both 6.5): the caller
 * passes the favourite's line, the number of points the predicted winner has to win by.
 */
export function coversSpread(predictedMargin: number, spreadPoints: number): boolean {
  if (!Number.isFinite(predictedMargin) || predictedMargin < 0) {
    throw new RangeError(`Predicted margin must be a number ≥ 0, got ${predictedMargin}`);
  }
  if (!Number.isFinite(spreadPoints)) throw new RangeError(`Spread points must be a number, got ${spreadPoints}`);
  return predictedMargin > Math.abs(spreadPoints);
}

/** 'Will Cover' or 'May Not Cover' for a predicted margin against the listed spread. */
export function spreadCoverLabel(predictedMargin: number, spreadPoints: number): SpreadCoverLabel {
  return coversSpread(predictedMargin, spreadPoints) ? SPREAD_COVER_LABELS.cover : SPREAD_COVER_LABELS.noCover;
}

/**
 * The points the predicted winner has to win by, from its own signed line (−6.5 when it gives 6.5 points,
 * +6.5 when it gets them). A favourite must win by its line; an underdog covers by any win, so its predicted
 * win needs a margin above 0 (an evenly matched 0-point margin does not cover). Pass the result to
 * coversSpread.
 */
export function pickPointsToCover(pickLine: number): number {
  if (!Number.isFinite(pickLine)) throw new RangeError(`The pick's line must be a number, got ${pickLine}`);
  return Math.max(0, -pickLine);
}
