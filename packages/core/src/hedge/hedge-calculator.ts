/**
 * Guaranteed break-even calculator (spec 2 §2 "Arbitrage & Hedging page", §3 "Hedge response", §9).
 *
 * Each leg is one of several mutually exclusive outcomes; a leg's payoutMultiplier m is its net payout
 * per unit (DESIGN.md), so a stake s on it returns s × (1 + m) when it wins. Staking the total T in
 * proportion to 1/(1 + m) returns T / S on every outcome, where S = Σ 1/(1 + m): break-even or better is
 * guaranteed exactly when S ≤ 1.
 *
 * Rounding: the exact solution is rounded once to cents. Stakes are split in whole cents so they add up
 * to totalStakeRequired; payouts and profits are the exact figures rounded, so the constant-payoff
 * profits are equal to the cent (a bettor placing the rounded stakes sees each payout move by at most
 * half a cent × (1 + m)).
 */
import { apportionCents, centsFromDollars, dollarsFromCents, roundToCents } from './cents.ts';
import type { HedgeLeg, HedgeRequest } from './hedge-request.ts';
import { hedgeRiskAmount, validateHedgeRequest } from './hedge-request.ts';

export interface HedgeOpportunityLeg {
  stakeAmount: number;
  /** Gross return (stake included) if this leg's outcome happens. */
  expectedPayout: number;
}

/** Spec 2 §3 "Hedge response": the `opportunity` object. */
export interface HedgeOpportunity {
  feasible: boolean;
  totalStakeRequired: number;
  legs: HedgeOpportunityLeg[];
  /** Net profit (payout − total staked) if leg i's outcome happens, one per leg. */
  profitByOutcome: number[];
  sumOfInverseReturns: number;
}

// Σ 1/(1+m) of e.g. three 2x legs is 1 in exact arithmetic but may come out a hair above in floating point.
const FEASIBILITY_TOLERANCE = 1e-12;

export function sumOfInverseReturns(legs: readonly Pick<HedgeLeg, 'payoutMultiplier'>[]): number {
  return legs.reduce((sum, leg) => sum + 1 / (1 + leg.payoutMultiplier), 0);
}

/** Spec 2 §9: feasible when the sum of inverse returns is at most 1. */
export function isHedgeFeasible(sum: number): boolean {
  return sum <= 1 + FEASIBILITY_TOLERANCE;
}

/**
 * Total staked = risk amount × Kelly multiplier. The risk amount (bankroll × riskFraction) is the most the
 * user agreed to put on the table, and the multiplier (0 to 1) is the fraction of it committed, as with
 * fractional Kelly where full Kelly on a sure thing is the whole budget. So the defaults (1000, 0.1, 0.25)
 * stake $25 of the $100 risk amount, and no setting ever stakes more than the risk amount.
 */
export function hedgeTotalStake(request: Pick<HedgeRequest, 'bankroll' | 'riskFraction' | 'kellyMultiplier'>): number {
  return roundToCents(hedgeRiskAmount(request.bankroll, request.riskFraction) * request.kellyMultiplier);
}

/**
 * Per leg: the share w of the total staked on it and the gross return r per unit of total if it wins.
 * Constant payoff: w = (1/(1+m)) / S, r = 1/S on every leg. Cascade: every other leg gets w = 1/(1+m) and
 * returns exactly the total (r = 1, break-even); the preferred leg gets the rest, 1 − Σ others.
 */
function hedgeShares(
  legs: readonly HedgeLeg[],
  cascadeOn: number | undefined,
  sum: number,
): { weight: number; grossPerUnit: number }[] {
  if (cascadeOn === undefined) {
    return legs.map((leg) => ({ weight: 1 / (1 + leg.payoutMultiplier) / sum, grossPerUnit: 1 / sum }));
  }
  const othersWeight = legs.reduce(
    (total, leg, i) => (i === cascadeOn ? total : total + 1 / (1 + leg.payoutMultiplier)),
    0,
  );
  const preferredWeight = Math.max(0, 1 - othersWeight);
  return legs.map((leg, i) =>
    i === cascadeOn
      ? { weight: preferredWeight, grossPerUnit: preferredWeight * (1 + leg.payoutMultiplier) }
      : { weight: 1 / (1 + leg.payoutMultiplier), grossPerUnit: 1 },
  );
}

/**
 * Splits the total stake across the legs by the requested strategy. An infeasible combination (S > 1)
 * still gets the constant-payoff split, whatever the strategy, with feasible false: the cascade would need
 * a negative stake on the preferred leg, while the equal split shows the smallest certain loss.
 */
export function calculateHedge(request: HedgeRequest): HedgeOpportunity {
  validateHedgeRequest(request);
  const sum = sumOfInverseReturns(request.legs);
  const feasible = isHedgeFeasible(sum);
  const cascadeOn = feasible && request.strategy === 'cascade' ? (request.preferredLeg ?? 0) : undefined;
  const shares = hedgeShares(request.legs, cascadeOn, sum);

  const total = hedgeTotalStake(request);
  const stakeCents = apportionCents(
    centsFromDollars(total),
    shares.map((share) => share.weight),
  );
  const legs = shares.map((share, i) => ({
    stakeAmount: dollarsFromCents(stakeCents[i] ?? 0),
    expectedPayout: roundToCents(total * share.grossPerUnit),
  }));
  const profitByOutcome = shares.map((share) => roundToCents(total * (share.grossPerUnit - 1)));
  return { feasible, totalStakeRequired: total, legs, profitByOutcome, sumOfInverseReturns: sum };
}

/** The screen's guaranteedMinProfit and guaranteedMaxProfit: lowest and highest of profitByOutcome. */
export function guaranteedProfitRange(opportunity: Pick<HedgeOpportunity, 'profitByOutcome'>): {
  guaranteedMinProfit: number;
  guaranteedMaxProfit: number;
} {
  if (opportunity.profitByOutcome.length === 0) return { guaranteedMinProfit: 0, guaranteedMaxProfit: 0 };
  return {
    guaranteedMinProfit: Math.min(...opportunity.profitByOutcome),
    guaranteedMaxProfit: Math.max(...opportunity.profitByOutcome),
  };
}

/** The infeasible result alert of spec 2 §8, the sum with 4 decimals. */
export function hedgeInfeasibleMessage(sum: number): string {
  return (
    'This combination of payout multipliers cannot guarantee break-even. ' +
    `Sum of inverse returns: ${sum.toFixed(4)} > 1.0000`
  );
}
