/**
 * How the exact search compares a range of parlay prices with a threshold. A product of the same prices in
 * another order differs in the last bits (about 1e-15), so a range is only trusted to be clear of a threshold
 * by more than this relative slack.
 */
export const PRICE_SLACK = 1e-9;

/** Whether prices in [lo, hi] may fall on both sides of `threshold`. */
export function straddles(lo: number, hi: number, threshold: number): boolean {
  return lo <= threshold * (1 + PRICE_SLACK) && hi >= threshold * (1 - PRICE_SLACK);
}

/** 1 when every price in [lo, hi] is at or above `threshold`, 0 when none is, 0.5 when the range leaves it open. */
export function atOrAbove(lo: number, hi: number, threshold: number): 0 | 0.5 | 1 {
  if (!Number.isFinite(threshold)) return 0;
  if (lo > threshold * (1 + PRICE_SLACK)) return 1;
  if (hi < threshold * (1 - PRICE_SLACK)) return 0;
  return 0.5;
}
