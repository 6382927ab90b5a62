/**
 * A parlay placed elsewhere, entered by hand (its legs, stake and, when the book priced it
 * differently from the product of the legs, say with a boost, the ticket's own odds). Everything else the
 * tracker shows is derived here the way the generator derives it, so both kinds of entry sit in the same
 * statistics.
 */
import { roundToCents } from '../hedge/cents.ts';
import { americanToDecimal, decimalToAmerican, parlayDecimalOdds } from '../odds/convert.ts';
import type { ParlayLeg } from '../parlay/betting-line.ts';
import { parlayDescription } from '../parlay/generated-parlay.ts';
import { parlayCategory } from '../parlay/parlay-category.ts';
import type { ParlayCategory } from './tracked-parlay.ts';

export interface ManualParlayInput {
  legs: readonly ParlayLeg[];
  stakeAmount: number;
  /** The ticket's American odds; the product of the legs' prices when omitted. */
  totalOdds?: number | undefined;
}

export interface ManualParlayTicket {
  parlayDescription: string;
  numLegs: number;
  totalOdds: number;
  /** A fraction 0-1: 1 / the ticket's decimal odds. */
  impliedProbability: number;
  /** Gross return if it wins (stake included), to the cent. */
  potentialPayout: number;
  category: ParlayCategory;
}

/** Throws a RangeError (naming the field) on no legs, a stake that is not positive, or unpriceable odds. */
export function manualParlayTicket(input: ManualParlayInput): ManualParlayTicket {
  if (input.legs.length === 0) throw new RangeError('legs: A parlay needs at least one leg');
  if (!Number.isFinite(input.stakeAmount) || input.stakeAmount <= 0) throw new RangeError('stakeAmount: Stake must be greater than 0');
  // Legs priced together pay on the exact product of their prices, not on its rounded American figure.
  const decimal = input.totalOdds === undefined ? parlayDecimalOdds(input.legs.map((leg) => leg.odds)) : americanToDecimal(input.totalOdds);
  const totalOdds = input.totalOdds ?? decimalToAmerican(decimal);
  return {
    parlayDescription: parlayDescription(input.legs.map((leg) => ({ game: leg.game, type: leg.type, description: leg.selection, odds: leg.odds }))),
    numLegs: input.legs.length,
    totalOdds,
    impliedProbability: 1 / decimal,
    potentialPayout: roundToCents(input.stakeAmount * decimal),
    category: parlayCategory(totalOdds, input.stakeAmount),
  };
}
