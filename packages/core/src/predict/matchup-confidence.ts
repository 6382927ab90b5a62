/** docs/product/matchup-predictor.md: confidence is the winner's share of compared weight in percent, clamped 50-95. */
export const MATCHUP_CONFIDENCE_MIN = 50;
export const MATCHUP_CONFIDENCE_MAX = 95;
/** docs/product/matchup-predictor.md: after an injury adjustment the confidence stays within 55-95. */
export const INJURY_ADJUSTED_CONFIDENCE_MIN = 55;
/** docs/product/matchup-predictor.md: the injury gap (on the 0/5/10 scale) must be 5 or more to adjust confidence. */
export const INJURY_GAP_THRESHOLD = 5;
/** docs/product/matchup-predictor.md: the adjustment is half the injury gap. */
export const INJURY_GAP_ADJUSTMENT = 0.5;
/** docs/product/matchup-predictor.md: predicted margin = weight gap / total weight × 48 × 1.15. */
export const MARGIN_GAME_POINTS = 48;
export const MARGIN_MULTIPLIER = 1.15;
/** docs/product/matchup-predictor.md: a weight gap under 0.001 is evenly matched (confidence 50, spread 0). */
export const EVEN_MATCH_GAP = 0.001;
export const EVEN_MATCH_CONFIDENCE = 50;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * The matchup confidence in percent. We take the first of the two readings (docs/product/README.md):
 * clamp the share to 50-95, then, when the injury gap is 5 or more, move it by half the gap and clamp to
 * 55-95. `injuryEdge` is the loser's scale value minus the winner's: positive when the winner is the
 * healthier team (confidence rises), negative when the winner is the more injured one (confidence falls).
 * The 55 floor is the reading's: even a downward shift ends at 55 or more.
 */
export function matchupConfidence(winnerShare: number, injuryEdge: number): number {
  if (!Number.isFinite(winnerShare) || winnerShare < 0 || winnerShare > 1) {
    throw new RangeError(`Winner share must be a fraction between 0 and 1, got ${winnerShare}`);
  }
  if (!Number.isFinite(injuryEdge)) throw new RangeError(`Injury edge must be a number, got ${injuryEdge}`);
  const base = clamp(winnerShare * 100, MATCHUP_CONFIDENCE_MIN, MATCHUP_CONFIDENCE_MAX);
  if (Math.abs(injuryEdge) < INJURY_GAP_THRESHOLD) return base;
  return clamp(base + injuryEdge * INJURY_GAP_ADJUSTMENT, INJURY_ADJUSTED_CONFIDENCE_MIN, MATCHUP_CONFIDENCE_MAX);
}

/** docs/product/matchup-predictor.md (the second reading, docs/product/README.md): weight gap / total weight × 48 × 1.15 points. */
export function matchupMargin(weightGap: number, totalWeight: number): number {
  if (!(totalWeight > 0) || !Number.isFinite(totalWeight)) {
    throw new RangeError(`Total weight must be a positive number, got ${totalWeight}`);
  }
  if (!Number.isFinite(weightGap) || weightGap < 0) throw new RangeError(`Weight gap must be ≥ 0, got ${weightGap}`);
  return (weightGap / totalWeight) * MARGIN_GAME_POINTS * MARGIN_MULTIPLIER;
}
