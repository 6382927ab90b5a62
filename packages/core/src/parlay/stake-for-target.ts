/**
 * docs/product/profit-target.md: "Stake per parlay = target / (decimal odds - 1), rounded to cents and capped at one third of the
 * budget." Reading of "rounded to cents": the needed stake is rounded UP to the cent so that an uncapped stake
 * always reaches the target; the cap is rounded DOWN to the cent so that it never exceeds a third.
 */
import { americanToDecimal } from '../odds/convert.ts';
import { STAKE_BUDGET_SHARE } from './parlay-constants.ts';

export interface TargetStake {
  /** What to stake: the needed stake, or the cap when the needed stake is above it. */
  stake: number;
  /** The profit that stake wins, rounded to cents. */
  profit: number;
  /** target / (decimal - 1) rounded up to the cent, before the cap (compared with the whole risk budget). */
  neededStake: number;
  capped: boolean;
}

// Dollars times 100 carry float noise (150 / 0.5 * 100 = 30000.000000000004); a millionth of a cent absorbs it.
const CENT_NOISE = 1e-6;

export function centsUp(dollars: number): number {
  return Math.ceil(dollars * 100 - CENT_NOISE) / 100;
}

export function centsDown(dollars: number): number {
  return Math.floor(dollars * 100 + CENT_NOISE) / 100;
}

export function roundCents(dollars: number): number {
  return Math.round(dollars * 100) / 100;
}

export function assertPositiveAmount(value: number, name: string): void {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${name} must be a positive number, got ${value}`);
}

/** One third of the budget, rounded down to the cent. */
export function stakeCap(budget: number): number {
  assertPositiveAmount(budget, 'Risk budget');
  return centsDown(budget * STAKE_BUDGET_SHARE);
}

/** target / (decimal - 1), rounded up to the cent; unchecked, for callers that validated once (the search). */
export function neededStakeUnchecked(decimalOdds: number, target: number): number {
  return centsUp(target / (decimalOdds - 1));
}

/** The stake for a price given as decimal odds (a parlay's exact product of leg prices). */
export function stakeForDecimalOdds(decimalOdds: number, target: number, budget: number): TargetStake {
  if (!Number.isFinite(decimalOdds) || decimalOdds <= 1) {
    throw new RangeError(`Decimal odds must be greater than 1, got ${decimalOdds}`);
  }
  assertPositiveAmount(target, 'Target profit');
  return stakeUnderCap(decimalOdds, target, stakeCap(budget));
}

/**
 * The stake arithmetic itself, unchecked, for a cap already worked out: the search prices every combination with
 * one cap (`createParlayPricer`), so it validates once and calls this.
 */
export function stakeUnderCap(decimalOdds: number, target: number, cap: number): TargetStake {
  const neededStake = neededStakeUnchecked(decimalOdds, target);
  const capped = neededStake > cap;
  const stake = capped ? cap : neededStake;
  return { stake, profit: roundCents(stake * (decimalOdds - 1)), neededStake, capped };
}

export function stakeForTarget(americanOdds: number, target: number, budget: number): TargetStake {
  return stakeForDecimalOdds(americanToDecimal(americanOdds), target, budget);
}
