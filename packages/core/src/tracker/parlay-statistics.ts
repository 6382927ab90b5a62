/**
 * Parlay tracker statistics (docs/product/parlay-tracker.md "Parlay statistics"). The page does not show
 * how the server computes them; these are our definitions:
 *
 * - Settled = won + lost + partially_won. Win rate = won / settled × 100: a partially won parlay is
 *   settled but is not a win (it did not pay in full), so it counts against the win rate.
 * - Returned (gross, stake included) = actualPayout when entered; otherwise potentialPayout for won, 0 for
 *   lost, and the stake for partially_won (its amount is unknown, so it is counted as break-even rather
 *   than guessed either way).
 * - totalStaked and netProfit = Σ returned − Σ staked cover settled parlays only, so that
 *   ROI = netProfit / totalStaked × 100; pending stakes are neither won nor lost yet.
 * - Category count: all parlays of the category; category win rate: as above within the category.
 * - Averages (odds, stake, legs) cover all parlays.
 * - Streaks run over settled parlays in generatedAt order (ties keep the given order); a partially won
 *   parlay ends both a win and a loss streak. The current streaks are the trailing run, so at most one of
 *   them is non-zero.
 * - No parlays (or no settled ones) gives 0, never NaN; a non-finite amount is read as 0.
 */
import { centsFromDollars, dollarsFromCents } from '../hedge/cents.ts';
import type { ParlayCategory, TrackedParlay } from './tracked-parlay.ts';
import { isGeneratedParlay, isSettledParlay } from './tracked-parlay.ts';

export interface ParlayStatistics {
  totalParlays: number;
  pendingParlays: number;
  wonParlays: number;
  lostParlays: number;
  /** Not in the page's list; there so the five counts add up to totalParlays. */
  partiallyWonParlays: number;
  /** Parlays graded void (ADR 050), every leg pushed or called off, their stake back. */
  voidParlays: number;
  winRate: number;
  netProfit: number;
  totalStaked: number;
  roi: number;
  optimalParlayCount: number;
  optimalWinRate: number;
  lowRiskParlayCount: number;
  lowRiskWinRate: number;
  standardParlayCount: number;
  standardWinRate: number;
  averageOdds: number;
  averageStake: number;
  averageLegsPerParlay: number;
  currentWinStreak: number;
  currentLossStreak: number;
  longestWinStreak: number;
  longestLossStreak: number;
}

function finite(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) ? value : 0;
}

function percent(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}

function average(values: readonly number[]): number {
  return values.length > 0 ? values.reduce((sum, value) => sum + finite(value), 0) / values.length : 0;
}

/** Gross amount returned by a settled parlay, in cents (the breakdowns and the profit curve read it too). */
export function parlayReturnedCents(parlay: TrackedParlay): number {
  if (parlay.actualPayout !== undefined && Number.isFinite(parlay.actualPayout)) {
    return centsFromDollars(parlay.actualPayout);
  }
  switch (parlay.status) {
    case 'won':
      return centsFromDollars(finite(parlay.potentialPayout));
    case 'partially_won':
      return centsFromDollars(finite(parlay.stakeAmount));
    default:
      return 0;
  }
}

/** Stake and net profit of the settled parlays, in cents: pending stakes are neither won nor lost yet. */
export function settledMoneyCents(parlays: readonly TrackedParlay[]): { stakedCents: number; netCents: number } {
  const settled = parlays.filter((parlay) => isSettledParlay(parlay.status));
  const stakedCents = settled.reduce((sum, parlay) => sum + centsFromDollars(finite(parlay.stakeAmount)), 0);
  const netCents = settled.reduce((sum, parlay) => sum + parlayReturnedCents(parlay), 0) - stakedCents;
  return { stakedCents, netCents };
}

/** Return on investment in percent: net / staked × 100, 0 when nothing is staked. */
export function roiPercent(netCents: number, stakedCents: number): number {
  return percent(netCents, stakedCents);
}

/** Won / settled × 100 (0 when none is settled). */
export function parlayWinRate(parlays: readonly TrackedParlay[]): number {
  const settled = parlays.filter((parlay) => isSettledParlay(parlay.status));
  return percent(settled.filter((parlay) => parlay.status === 'won').length, settled.length);
}

/**
 * In time order (generatedAt unless `timeOf` says otherwise; undated or unreadable ones last); equal times
 * keep the given order.
 */
export function chronologicalParlays(
  parlays: readonly TrackedParlay[],
  timeOf: (parlay: TrackedParlay) => string = (parlay) => parlay.generatedAt,
): TrackedParlay[] {
  const time = (parlay: TrackedParlay) => {
    const ms = Date.parse(timeOf(parlay));
    return Number.isNaN(ms) ? Number.POSITIVE_INFINITY : ms;
  };
  return parlays
    .map((parlay, index) => ({ parlay, index, at: time(parlay) }))
    .sort((a, b) => (a.at === b.at ? a.index - b.index : a.at < b.at ? -1 : 1))
    .map((entry) => entry.parlay);
}

function streaks(settled: readonly TrackedParlay[]): Pick<
  ParlayStatistics,
  'currentWinStreak' | 'currentLossStreak' | 'longestWinStreak' | 'longestLossStreak'
> {
  let wins = 0;
  let losses = 0;
  let longestWinStreak = 0;
  let longestLossStreak = 0;
  for (const parlay of settled) {
    wins = parlay.status === 'won' ? wins + 1 : 0;
    losses = parlay.status === 'lost' ? losses + 1 : 0;
    longestWinStreak = Math.max(longestWinStreak, wins);
    longestLossStreak = Math.max(longestLossStreak, losses);
  }
  return { currentWinStreak: wins, currentLossStreak: losses, longestWinStreak, longestLossStreak };
}

export function parlayStatistics(parlays: readonly TrackedParlay[]): ParlayStatistics {
  const count = (status: TrackedParlay['status']) => parlays.filter((parlay) => parlay.status === status).length;
  // A parlay entered by hand is in no generator category.
  const inCategory = (category: ParlayCategory) => parlays.filter((parlay) => isGeneratedParlay(parlay) && parlay.category === category);
  const settled = parlays.filter((parlay) => isSettledParlay(parlay.status));
  const { stakedCents, netCents } = settledMoneyCents(parlays);

  const optimal = inCategory('optimal');
  const lowRisk = inCategory('lowRisk');
  const standard = inCategory('standard');
  return {
    totalParlays: parlays.length,
    pendingParlays: count('pending'),
    wonParlays: count('won'),
    lostParlays: count('lost'),
    partiallyWonParlays: count('partially_won'),
    voidParlays: count('void'),
    winRate: parlayWinRate(parlays),
    netProfit: dollarsFromCents(netCents),
    totalStaked: dollarsFromCents(stakedCents),
    roi: percent(netCents, stakedCents),
    optimalParlayCount: optimal.length,
    optimalWinRate: parlayWinRate(optimal),
    lowRiskParlayCount: lowRisk.length,
    lowRiskWinRate: parlayWinRate(lowRisk),
    standardParlayCount: standard.length,
    standardWinRate: parlayWinRate(standard),
    averageOdds: average(parlays.map((parlay) => parlay.totalOdds)),
    averageStake: average(parlays.map((parlay) => parlay.stakeAmount)),
    averageLegsPerParlay: average(parlays.map((parlay) => parlay.numLegs)),
    ...streaks(chronologicalParlays(settled)),
  };
}
