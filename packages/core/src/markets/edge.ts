/**
 * What a price is worth against a fair probability: expected value and the Kelly stake.
 */
import { dollarsFromCents } from '../hedge/cents.ts';

export const KELLY_FRACTIONS = [1, 0.5, 0.25] as const;
export type KellyFraction = (typeof KELLY_FRACTIONS)[number];
export const KELLY_FRACTION_LABELS: Readonly<Record<KellyFraction, string>> = { 1: 'Full Kelly', 0.5: 'Half Kelly', 0.25: 'Quarter Kelly' };

function assertPrice(probability: number, decimal: number): void {
  if (!(probability >= 0 && probability <= 1)) throw new RangeError(`Probability must be between 0 and 1, got ${probability}`);
  if (!(decimal > 1)) throw new RangeError(`Decimal odds must be greater than 1, got ${decimal}`);
}

/** Expected profit per 100 staked: (p × d − 1) × 100. */
export function evPercent(probability: number, decimal: number): number {
  assertPrice(probability, decimal);
  return (probability * decimal - 1) * 100;
}

/** The Kelly share of a bankroll, (b·p − q) / b with b = d − 1; zero when the bet has no edge. */
export function kellyShare(probability: number, decimal: number): number {
  assertPrice(probability, decimal);
  const net = decimal - 1;
  return Math.max(0, (net * probability - (1 - probability)) / net);
}

/** The stake for a bankroll and Kelly fraction (1 full, 0.5 half, 0.25 quarter), rounded down to the cent. */
export function kellyStake(probability: number, decimal: number, bankroll: number, fraction: number): number {
  if (!(bankroll >= 0) || !Number.isFinite(bankroll)) throw new RangeError(`Bankroll must be a non-negative amount, got ${bankroll}`);
  if (!(fraction > 0 && fraction <= 1)) throw new RangeError(`Kelly fraction must be above 0 and at most 1, got ${fraction}`);
  return dollarsFromCents(Math.floor(bankroll * 100 * fraction * kellyShare(probability, decimal) + 1e-9));
}
