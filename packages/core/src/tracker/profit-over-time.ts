/**
 * The tracker's cumulative profit curve. One point per settled parlay, placed when it was
 * settled (its last status update) or, for a parlay settled before that time was recorded, when it was
 * generated; pending parlays have no profit yet and are left out. Sums run in whole cents.
 */
import { centsFromDollars, dollarsFromCents } from '../hedge/cents.ts';
import { chronologicalParlays, parlayReturnedCents } from './parlay-statistics.ts';
import { isSettledParlay, type ParlayStatus, type TrackedParlay } from './tracked-parlay.ts';

export interface ProfitPoint {
  parlayId: string;
  /** ISO 8601 time the point stands at. */
  at: string;
  status: ParlayStatus;
  /** This parlay's profit: returned − staked. */
  profit: number;
  /** The running total up to and including this parlay. */
  cumulativeProfit: number;
}

const settledTime = (parlay: TrackedParlay): string => parlay.settledAt ?? parlay.generatedAt;

/** The profit of one settled parlay in dollars (returned − staked); 0 for a pending one. */
export function parlayProfit(parlay: TrackedParlay): number {
  if (!isSettledParlay(parlay.status)) return 0;
  const staked = Number.isFinite(parlay.stakeAmount) ? centsFromDollars(parlay.stakeAmount) : 0;
  return dollarsFromCents(parlayReturnedCents(parlay) - staked);
}

export function cumulativeProfitSeries(parlays: readonly TrackedParlay[]): ProfitPoint[] {
  const settled = chronologicalParlays(
    parlays.filter((parlay) => isSettledParlay(parlay.status)),
    settledTime,
  );
  let runningCents = 0;
  return settled.map((parlay) => {
    const profit = parlayProfit(parlay);
    runningCents += centsFromDollars(profit);
    return {
      parlayId: parlay.id,
      at: settledTime(parlay),
      status: parlay.status,
      profit,
      cumulativeProfit: dollarsFromCents(runningCents),
    };
  });
}
