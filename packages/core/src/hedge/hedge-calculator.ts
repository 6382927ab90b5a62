/**
 * Guaranteed break-even calculator (docs/product/arbitrage-and-hedging.md "Arbitrage & Hedging page").
 *
 * Each leg is one of several mutually exclusive outcomes; a leg's payoutMultiplier m is its net payout
 * per unit (docs/product/README.md), so a stake s on it returns s × (1 + m) when it wins. Staking the total T in
 * proportion to 1/(1 + m) returns T / S on every outcome, where S = Σ 1/(1 + m): break-even or better is
 * guaranteed exactly when S ≤ 1.
 *
 * Rounding: stakes are whole cents adding up to totalStakeRequired, and every payout and profit reported is
 * what those stakes really return (a book pays a fraction of a cent down), so a bettor who places the
 * stakes shown gets the figures shown. A hedged leg gets the fewest cents that return the whole total
 * (so it breaks even on the placed stakes, not only in exact arithmetic); cents left over go to the
 * preferred leg (cascade) or across all legs by the constant-payoff weights. Only when the total is too
 * small to leave a cent per leg for that rounding (T × (1 − S) under a cent a leg, e.g. S = 1 exactly) does
 * the split fall back to the proportional one, and the figures then show the cent or two it loses.
 */
import { apportionCents, centsFromDollars, dollarsFromCents, roundToCents } from './cents.ts';
import type { HedgeLeg, HedgeRequest } from './hedge-request.ts';
import { hedgeRiskAmount, validateHedgeRequest } from './hedge-request.ts';

export interface HedgeOpportunityLeg {
  stakeAmount: number;
  /** Gross return (stake included) if this leg's outcome happens. */
  expectedPayout: number;
}

/** docs/product/arbitrage-and-hedging.md "Hedge response": the `opportunity` object. */
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

/** docs/product/arbitrage-and-hedging.md: feasible when the sum of inverse returns is at most 1. */
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
 * Per leg, the share of the total staked on it. Constant payoff: (1/(1+m)) / S, so every leg returns T / S.
 * Cascade: every other leg 1/(1+m) (it returns exactly the total, break-even); the preferred leg the rest.
 */
function hedgeWeights(legs: readonly HedgeLeg[], cascadeOn: number | undefined, sum: number): number[] {
  if (cascadeOn === undefined) return legs.map((leg) => 1 / (1 + leg.payoutMultiplier) / sum);
  const othersWeight = legs.reduce((total, leg, i) => (i === cascadeOn ? total : total + 1 / (1 + leg.payoutMultiplier)), 0);
  return legs.map((leg, i) => (i === cascadeOn ? Math.max(0, 1 - othersWeight) : 1 / (1 + leg.payoutMultiplier)));
}

/** Whole cents a winning stake returns, stake included; the book pays a fraction of a cent down. */
export function placedPayoutCents(stakeCents: number, payoutMultiplier: number): number {
  return Math.floor(stakeCents * (1 + payoutMultiplier) + 1e-7);
}

/** The fewest whole cents at this multiplier whose payout is at least the target. */
function breakEvenStakeCents(targetCents: number, payoutMultiplier: number): number {
  const stake = Math.ceil(targetCents / (1 + payoutMultiplier) - 1e-9);
  return placedPayoutCents(stake, payoutMultiplier) >= targetCents ? stake : stake + 1;
}

/**
 * Whole-cent stakes that break even on every hedged leg: each hedged leg its break-even stake, the cents
 * left over to the preferred leg (cascade) or apportioned by weight (constant payoff). Undefined when the
 * break-even stakes alone exceed the total.
 */
function breakEvenStakes(totalCents: number, legs: readonly HedgeLeg[], cascadeOn: number | undefined, weights: number[]): number[] | undefined {
  const hedged = legs.map((leg, i) => (i === cascadeOn ? 0 : breakEvenStakeCents(totalCents, leg.payoutMultiplier)));
  const left = totalCents - hedged.reduce((sum, stake) => sum + stake, 0);
  if (left < 0) return undefined;
  if (cascadeOn !== undefined) return hedged.map((stake, i) => (i === cascadeOn ? left : stake));
  const extra = left === 0 ? hedged.map(() => 0) : apportionCents(left, weights);
  return hedged.map((stake, i) => stake + (extra[i] ?? 0));
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
  const weights = hedgeWeights(request.legs, cascadeOn, sum);

  const total = hedgeTotalStake(request);
  const totalCents = centsFromDollars(total);
  const stakeCents =
    (feasible && totalCents > 0 ? breakEvenStakes(totalCents, request.legs, cascadeOn, weights) : undefined) ??
    apportionCents(totalCents, weights);
  const payoutCents = request.legs.map((leg, i) => placedPayoutCents(stakeCents[i] ?? 0, leg.payoutMultiplier));
  const legs = stakeCents.map((stake, i) => ({
    stakeAmount: dollarsFromCents(stake),
    expectedPayout: dollarsFromCents(payoutCents[i] ?? 0),
  }));
  const profitByOutcome = payoutCents.map((payout) => dollarsFromCents(payout - totalCents));
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

/** The infeasible result alert of docs/product/arbitrage-and-hedging.md, the sum with 4 decimals. */
export function hedgeInfeasibleMessage(sum: number): string {
  return (
    'This combination of payout multipliers cannot guarantee break-even. ' +
    `Sum of inverse returns: ${sum.toFixed(4)} > 1.0000`
  );
}

/** A break-even split whose total rounds to $0.00 (ADR 079): the odds allow it, but no bet is sized. */
export function stakesNothing(opportunity: Pick<HedgeOpportunity, 'feasible' | 'totalStakeRequired'>): boolean {
  return opportunity.feasible && opportunity.totalStakeRequired === 0;
}

/**
 * Said instead of 'Feasible' when the total staked rounds to $0.00 (ADR 079): the odds may allow a break-even
 * hedge, but no bet is sized, so a bettor reads plainly that nothing is staked and what to change.
 */
export function hedgeNothingStakedMessage(request: Pick<HedgeRequest, 'kellyMultiplier'>): string {
  return request.kellyMultiplier === 0
    ? 'A Kelly multiplier of 0 stakes nothing: every stake is $0.00. Raise it above 0 to size the bets.'
    : 'The risk amount times the Kelly multiplier rounds to $0.00: nothing is staked. Raise the bankroll, risk fraction or Kelly multiplier.';
}
