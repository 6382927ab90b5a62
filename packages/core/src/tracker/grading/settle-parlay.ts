/**
 * A parlay settled from its legs' results by the books' usual rules (ADR 050): any lost leg loses it
 * at once; once every leg is graded, push and void legs drop out and it pays on the rest's prices; a parlay
 * whose legs all dropped out is void and its stake comes back.
 */
import { centsFromDollars, dollarsFromCents } from '../../hedge/cents.ts';
import { americanToDecimal } from '../../odds/convert.ts';
import type { LegResult } from './grade-leg.ts';

export interface SettlingLeg {
  /** Null while the leg's game is open (or the leg cannot be graded). */
  result: LegResult | null;
  odds: number;
}

export interface SettlingParlay {
  legs: readonly SettlingLeg[];
  stakeAmount: number;
  /** What it returns when every leg wins: the ticket's own price, which may differ from the product (a boost). */
  potentialPayout: number;
}

export type AutomaticStatus = 'won' | 'lost' | 'void';

export interface ParlaySettlement {
  status: AutomaticStatus;
  /** Gross amount returned, stake included, to the cent. */
  actualPayout: number;
}

/** The parlay's settlement, or null while it can still go either way. */
export function settleParlay({ legs, stakeAmount, potentialPayout }: SettlingParlay): ParlaySettlement | null {
  if (legs.some((leg) => leg.result === 'lost')) return { status: 'lost', actualPayout: 0 };
  if (legs.length === 0 || legs.some((leg) => leg.result === null)) return null;
  const won = legs.filter((leg) => leg.result === 'won');
  if (won.length === 0) return { status: 'void', actualPayout: stakeAmount };
  if (won.length === legs.length) return { status: 'won', actualPayout: potentialPayout };
  // The odds are recomputed over the winning legs: the exact product of their prices, as the books pay it.
  const decimal = won.reduce((product, leg) => product * americanToDecimal(leg.odds), 1);
  return { status: 'won', actualPayout: dollarsFromCents(centsFromDollars(stakeAmount * decimal)) };
}
