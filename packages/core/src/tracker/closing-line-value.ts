/**
 * Closing line value: how much better a leg's price was than the market's last price before
 * kick-off, in probability points. Beating the closing line is the best sign a bettor has an edge: the close
 * holds the most information, so a bettor who regularly gets better prices than it is ahead of the market.
 */
import { impliedProbability, noVigProbabilities, type AmericanOdds } from '../odds/convert.ts';

/** The tracker's one-line explanation of CLV (tooltip and tile). */
export const CLV_EXPLANATION =
  'Closing line value: the closing price’s fair chance (with the bookmaker’s margin taken out, where both sides’ closing prices are known) minus the chance your price needs to break even, in percentage points. Positive means you got a better price than the close; beating the closing line is the best sign a bettor has an edge.';

/**
 * The close's chance of the leg's side: de-vigged (the bookmaker's margin taken out, multiplicatively) when the
 * other side's closing price is known, else the raw implied probability of the one price (ADR 051).
 */
export function closingProbability(closingOdds: AmericanOdds, opposingClosingOdds?: AmericanOdds | null): number {
  if (opposingClosingOdds == null) return impliedProbability(closingOdds);
  return noVigProbabilities([closingOdds, opposingClosingOdds])[0] ?? impliedProbability(closingOdds);
}

/**
 * CLV of one leg in probability points (2.1 = 2.1 points): the close's fair probability of the leg's side
 * minus the probability the leg's price needs to break even, positive when the bettor's price beat the fair
 * close (ADR 051; ADR 025 compared the two raw prices). The fair close needs the other side's closing price;
 * where it is not stored the close's raw implied probability stands in.
 */
export function closingLineValue(legOdds: AmericanOdds, closingOdds: AmericanOdds, opposingClosingOdds?: AmericanOdds | null): number {
  return (closingProbability(closingOdds, opposingClosingOdds) - impliedProbability(legOdds)) * 100;
}

/**
 * The mean of the values that exist; null when none does (no leg has a close). `weightOf(i)` is how many legs the
 * i-th value stands for (1 each unless the legs were read in groups of the same price and close).
 */
export function averageClv(values: readonly (number | null | undefined)[], weightOf: (index: number) => number = () => 1): number | null {
  let sum = 0;
  let weight = 0;
  values.forEach((value, index) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return;
    sum += value * weightOf(index);
    weight += weightOf(index);
  });
  return weight === 0 ? null : sum / weight;
}

/** '+2.1 pp', '-0.4 pp', '0.0 pp'; a leg without a close reads '—'. */
export function formatClv(points: number | null | undefined): string {
  if (points === null || points === undefined || !Number.isFinite(points)) return '—';
  const rounded = Math.round(points * 10) / 10;
  if (rounded === 0) return '0.0 pp';
  return `${rounded > 0 ? '+' : ''}${rounded.toFixed(1)} pp`;
}
