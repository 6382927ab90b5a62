/**
 * The tracker's ROI by category and by number of legs. Each group's figures follow the
 * statistics' definitions (parlay-statistics.ts): win rate over settled parlays, stake and net profit over
 * settled parlays only, ROI = net / staked × 100.
 */
import { dollarsFromCents } from '../hedge/cents.ts';
import { parlayWinRate, roiPercent, settledMoneyCents } from './parlay-statistics.ts';
import { isGeneratedParlay, isSettledParlay, MANUAL_PARLAY_LABEL, PARLAY_CATEGORIES, PARLAY_CATEGORY_LABELS, type TrackedParlay } from './tracked-parlay.ts';

export interface ParlayGroupPerformance {
  /** The category ('optimal', 'lowRisk', 'standard', 'manual' for those entered by hand) or the number of legs as text ('3'). */
  key: string;
  label: string;
  count: number;
  settledCount: number;
  winRate: number;
  totalStaked: number;
  netProfit: number;
  roi: number;
}

function groupPerformance(key: string, label: string, parlays: readonly TrackedParlay[]): ParlayGroupPerformance {
  const { stakedCents, netCents } = settledMoneyCents(parlays);
  return {
    key,
    label,
    count: parlays.length,
    settledCount: parlays.filter((parlay) => isSettledParlay(parlay.status)).length,
    winRate: parlayWinRate(parlays),
    totalStaked: dollarsFromCents(stakedCents),
    netProfit: dollarsFromCents(netCents),
    roi: roiPercent(netCents, stakedCents),
  };
}

/**
 * One group per generator category, always all three in the page's order (docs/product/parlay-tracker.md) (an empty one shows zeros), then the
 * parlays entered by hand, when there are some: they have no generator category.
 */
export function roiByCategory(parlays: readonly TrackedParlay[]): ParlayGroupPerformance[] {
  const generated = parlays.filter(isGeneratedParlay);
  const manual = parlays.filter((parlay) => !isGeneratedParlay(parlay));
  const categories = PARLAY_CATEGORIES.map((category) =>
    groupPerformance(
      category,
      PARLAY_CATEGORY_LABELS[category],
      generated.filter((parlay) => parlay.category === category),
    ),
  );
  return manual.length > 0 ? [...categories, groupPerformance('manual', MANUAL_PARLAY_LABEL, manual)] : categories;
}

export function legsLabel(numLegs: number): string {
  return numLegs === 1 ? '1 leg' : `${numLegs} legs`;
}

/** One group per leg count that occurs, fewest legs first. */
export function roiByLegCount(parlays: readonly TrackedParlay[]): ParlayGroupPerformance[] {
  const counts = [...new Set(parlays.map((parlay) => parlay.numLegs))].sort((a, b) => a - b);
  return counts.map((legs) =>
    groupPerformance(
      String(legs),
      legsLabel(legs),
      parlays.filter((parlay) => parlay.numLegs === legs),
    ),
  );
}
