/** docs/product/matchup-predictor.md: a manual matchup's spread is the rank difference × 0.5, clamped to 0.5-14. */
export const MANUAL_SPREAD_PER_RANK = 0.5;
export const MANUAL_SPREAD_MIN = 0.5;
export const MANUAL_SPREAD_MAX = 14;

/** The spread points for two teams that have no scheduled line, from their ranks (docs/product/matchup-predictor.md). */
export function manualSpread(rank1: number, rank2: number): number {
  if (!Number.isFinite(rank1) || !Number.isFinite(rank2)) {
    throw new RangeError(`Ranks must be numbers, got ${rank1} and ${rank2}`);
  }
  const spread = Math.abs(rank1 - rank2) * MANUAL_SPREAD_PER_RANK;
  return Math.min(MANUAL_SPREAD_MAX, Math.max(MANUAL_SPREAD_MIN, spread));
}
