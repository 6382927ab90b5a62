/**
 * The Parlay Prediction Analysis dialog's numbers (docs/product/live-slate.md): per-leg status, success probability as the
 * product of the leg probabilities, expected value = probability x combined decimal odds - 1, risk level and
 * recommendation. Leg probabilities come in as percentages 0-100 (the breakpoints 65/45 and 60/40/20 of
 * docs/product/live-slate.md are percentages), and the success probability goes out as a percentage too.
 */
import { parlayDecimalOdds } from '../odds/convert.ts';
import type { ParlayLeg } from './betting-line.ts';
import {
  EV_MODERATE_BUY_ABOVE,
  EV_NEUTRAL_ABOVE,
  EV_STRONG_BUY_ABOVE,
  LEG_LIKELY_MIN,
  LEG_TOSS_UP_MIN,
  PARLAY_MAX_LEGS,
  PARLAY_MIN_LEGS,
  RISK_HIGH_MIN,
  RISK_LOW_MIN,
  RISK_MEDIUM_MIN,
} from './parlay-constants.ts';

export type LegStatus = 'likely' | 'toss-up' | 'unlikely';
export type ParlayRiskLevel = 'Low' | 'Medium' | 'High' | 'Extreme';
export type ParlayRecommendation = 'Strong Buy' | 'Moderate Buy' | 'Neutral' | 'Avoid';

export interface LegAnalysis {
  leg: ParlayLeg;
  /** Percent 0-100. */
  probability: number;
  status: LegStatus;
}

export interface ParlayAnalysis {
  legs: LegAnalysis[];
  /** Percent 0-100: the product of the leg probabilities. */
  successProbability: number;
  combinedDecimalOdds: number;
  /** Per unit staked: success probability (as a fraction) x combined decimal odds - 1. */
  expectedValue: number;
  riskLevel: ParlayRiskLevel;
  recommendation: ParlayRecommendation;
  totalLegs: number;
  likelyCount: number;
  tossUpCount: number;
  unlikelyCount: number;
}

// Products and differences of floats land a hair off a breakpoint (0.8 x 0.75 = 0.6000000000000001,
// 0.6 x 2 - 1 = 0.19999999999999996); classifying at 9 decimals keeps exact breakpoints where the product page puts them.
function settle(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}

export function legStatus(probabilityPercent: number): LegStatus {
  const p = settle(probabilityPercent);
  if (p >= LEG_LIKELY_MIN) return 'likely';
  if (p >= LEG_TOSS_UP_MIN) return 'toss-up';
  return 'unlikely';
}

export function parlayRiskLevel(successPercent: number): ParlayRiskLevel {
  const p = settle(successPercent);
  if (p >= RISK_LOW_MIN) return 'Low';
  if (p >= RISK_MEDIUM_MIN) return 'Medium';
  if (p >= RISK_HIGH_MIN) return 'High';
  return 'Extreme';
}

export function parlayRecommendation(expectedValue: number): ParlayRecommendation {
  const ev = settle(expectedValue);
  if (ev > EV_STRONG_BUY_ABOVE) return 'Strong Buy';
  if (ev > EV_MODERATE_BUY_ABOVE) return 'Moderate Buy';
  if (ev > EV_NEUTRAL_ABOVE) return 'Neutral';
  return 'Avoid';
}

export function analyzeParlay(legs: readonly ParlayLeg[], probabilities: readonly number[]): ParlayAnalysis {
  if (legs.length < PARLAY_MIN_LEGS || legs.length > PARLAY_MAX_LEGS) {
    throw new RangeError(`A parlay has ${PARLAY_MIN_LEGS} to ${PARLAY_MAX_LEGS} legs, got ${legs.length}`);
  }
  if (probabilities.length !== legs.length) {
    throw new RangeError(`Expected ${legs.length} leg probabilities, got ${probabilities.length}`);
  }
  const analysed = legs.map((leg, i): LegAnalysis => {
    const probability = probabilities[i] ?? Number.NaN;
    if (!(probability >= 0 && probability <= 100)) {
      throw new RangeError(`Leg ${i + 1} probability must be a percentage from 0 to 100, got ${probability}`);
    }
    return { leg, probability, status: legStatus(probability) };
  });
  const successFraction = analysed.reduce((product, leg) => product * (leg.probability / 100), 1);
  const combinedDecimalOdds = parlayDecimalOdds(legs.map((leg) => leg.odds));
  const expectedValue = successFraction * combinedDecimalOdds - 1;
  const successProbability = successFraction * 100;
  const count = (status: LegStatus): number => analysed.filter((leg) => leg.status === status).length;
  return {
    legs: analysed,
    successProbability,
    combinedDecimalOdds,
    expectedValue,
    riskLevel: parlayRiskLevel(successProbability),
    recommendation: parlayRecommendation(expectedValue),
    totalLegs: legs.length,
    likelyCount: count('likely'),
    tossUpCount: count('toss-up'),
    unlikelyCount: count('unlikely'),
  };
}
