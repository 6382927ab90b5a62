import { INJURY_IMPACT_SCALE } from '../injuries/injury-impact.ts';
import type { InjuryImpactLevel } from '../injuries/injury-impact.ts';

/** docs/product/over-under.md: confidence = min(95, 50 + 8 × gap) − injury adjustment, clamped 55-95. */
export const OVER_UNDER_BASE_CONFIDENCE = 50;
export const OVER_UNDER_CONFIDENCE_PER_POINT = 8;
export const OVER_UNDER_CONFIDENCE_MIN = 55;
export const OVER_UNDER_CONFIDENCE_MAX = 95;
/** docs/product/over-under.md: the label is 'Strong' when the gap is 3 points or more. */
export const STRONG_TOTAL_GAP = 3;

/** 'Strong' is docs/product/over-under.md's; below 3 points we call the pick a 'Lean'. */
export type OverUnderStrength = 'Strong' | 'Lean';

/**
 * docs/product/over-under.md does not size the injury adjustment; we take the mean of the two teams' impact scale values
 * (0/5/10), so one high-impact team costs 5 points of confidence and two cost 10.
 */
export function overUnderInjuryAdjustment(team1: InjuryImpactLevel, team2: InjuryImpactLevel): number {
  return (INJURY_IMPACT_SCALE[team1] + INJURY_IMPACT_SCALE[team2]) / 2;
}

/** Confidence for a predicted total that is `gap` points away from the line (docs/product/over-under.md). */
export function overUnderConfidence(gap: number, injuryAdjustment: number): number {
  if (!Number.isFinite(gap) || gap < 0) throw new RangeError(`Gap must be a number ≥ 0, got ${gap}`);
  if (!Number.isFinite(injuryAdjustment)) throw new RangeError(`Injury adjustment must be a number, got ${injuryAdjustment}`);
  const base = Math.min(OVER_UNDER_CONFIDENCE_MAX, OVER_UNDER_BASE_CONFIDENCE + OVER_UNDER_CONFIDENCE_PER_POINT * gap);
  return Math.min(OVER_UNDER_CONFIDENCE_MAX, Math.max(OVER_UNDER_CONFIDENCE_MIN, base - injuryAdjustment));
}

export function overUnderStrength(gap: number): OverUnderStrength {
  return gap >= STRONG_TOTAL_GAP ? 'Strong' : 'Lean';
}
