/**
 * Closing line value (issue 14): how much better a leg's price was than the market's last price before
 * kick-off, in probability points. Beating the closing line is the best sign a bettor has an edge: the close
 * holds the most information, so a bettor who regularly gets better prices than it is ahead of the market.
 */
import { impliedProbability, type AmericanOdds } from '../odds/convert.ts';

/** The tracker's one-line explanation of CLV (tooltip and tile). */
export const CLV_EXPLANATION =
  'Closing line value: the closing price’s implied probability minus your price’s, in percentage points. Positive means you got a better price than the close; beating the closing line is the best sign a bettor has an edge.';

/**
 * CLV of one leg in probability points (2.1 = 2.1 points): the close's implied probability minus the leg's,
 * positive when the bettor's price paid more than the close. Both are the raw implied probabilities of one
 * side, vig included, not de-vigged: the other side's closing price is not always stored, and the vig sits in
 * both prices alike, so the difference is nearly the same either way (ADR 025).
 */
export function closingLineValue(legOdds: AmericanOdds, closingOdds: AmericanOdds): number {
  return (impliedProbability(closingOdds) - impliedProbability(legOdds)) * 100;
}

/** The mean of the values that exist; null when none does (no leg has a close). */
export function averageClv(values: readonly (number | null | undefined)[]): number | null {
  const known = values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
  return known.length === 0 ? null : known.reduce((sum, value) => sum + value, 0) / known.length;
}

/** '+2.1 pp', '-0.4 pp', '0.0 pp'; a leg without a close reads '—'. */
export function formatClv(points: number | null | undefined): string {
  if (points === null || points === undefined || !Number.isFinite(points)) return '—';
  const rounded = Math.round(points * 10) / 10;
  if (rounded === 0) return '0.0 pp';
  return `${rounded > 0 ? '+' : ''}${rounded.toFixed(1)} pp`;
}
