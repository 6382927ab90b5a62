/** The calculator's editable list of betting legs (docs/product/arbitrage-and-hedging.md "Hedge calculator" default legs). */
import type { HedgeLeg } from './hedge-request.ts';
import { HEDGE_MAX_LEGS, HEDGE_MAX_LEGS_MESSAGE, HEDGE_MIN_LEGS, HEDGE_MIN_LEGS_MESSAGE } from './hedge-request.ts';

/** 4.5x (preferred bet), 2.5x (hedge bet B), 1x (safety bet C). */
export const HEDGE_DEFAULT_LEGS: readonly Readonly<HedgeLeg>[] = [
  { payoutMultiplier: 4.5, description: 'Preferred Bet' },
  { payoutMultiplier: 2.5, description: 'Hedge Bet B' },
  { payoutMultiplier: 1, description: 'Safety Bet C' },
];

export const HEDGE_NEW_LEG_MULTIPLIER = 2;

/** A new leg defaults to 2x and 'Bet N', N being its 1-based position in the list. */
export function hedgeNewLeg(position: number): HedgeLeg {
  return { payoutMultiplier: HEDGE_NEW_LEG_MULTIPLIER, description: `Bet ${position}` };
}

/** Appends a default leg; refuses an 11th. */
export function hedgeLegsAdd(legs: readonly HedgeLeg[]): HedgeLeg[] {
  if (legs.length >= HEDGE_MAX_LEGS) throw new RangeError(HEDGE_MAX_LEGS_MESSAGE);
  return [...legs, hedgeNewLeg(legs.length + 1)];
}

/**
 * Removes the leg at `index`; refuses to go below 2. Removing a leg at or before the preferred index
 * lowers the preferred index by one, not below 0.
 */
export function hedgeLegsRemove(
  legs: readonly HedgeLeg[],
  index: number,
  preferredLeg: number,
): { legs: HedgeLeg[]; preferredLeg: number } {
  if (legs.length <= HEDGE_MIN_LEGS) throw new RangeError(HEDGE_MIN_LEGS_MESSAGE);
  if (!Number.isInteger(index) || index < 0 || index >= legs.length) {
    throw new RangeError(`No betting leg at index ${index}`);
  }
  return {
    legs: legs.filter((_, i) => i !== index),
    preferredLeg: index <= preferredLeg ? Math.max(0, preferredLeg - 1) : preferredLeg,
  };
}
