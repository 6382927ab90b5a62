/**
 * The Game Stats Analysis dialog's recommendation block (docs/product/live-slate.md): keep the pick when the model picks the
 * same side and gives it more than 70%; a moneyline on the predicted loser of a game expected to be decided by
 * under 3 points switches to that team's spread; anything else is avoid, with high-confidence alternatives.
 */
import { formatMetric } from '../rankings/metric-format.ts';
import { gameIdentity } from './team-identity.ts';

export const KEEP_PROBABILITY_ABOVE = 70;
export const SWITCH_SPREAD_BELOW = 3;
/** docs/product/live-slate.md: alternatives need confidence 62 or more; up to 5 shown, padded up to at least 3. */
export const ALTERNATIVE_MIN_CONFIDENCE = 62;
export const ALTERNATIVES_SHOWN = 5;
export const ALTERNATIVES_PADDED_TO = 3;

export type PickRecommendationType = 'keep' | 'switch' | 'avoid';

export interface PickRecommendation {
  type: PickRecommendationType;
  message: string;
  suggestedBet: string | null;
}

export interface PickRecommendationInput {
  betType: 'moneyline' | 'spread' | 'total';
  /** The team picked, or 'Over'/'Under'. */
  pick: string;
  /** Percent. */
  probability: number;
  agreesWithModel: boolean | null;
  /** The matchup predictor's margin in points (≥ 0), for the switch rule. */
  predictedSpread: number;
  /** The picked team's spread line on the slate ('Navy +2.5'), if any: the switch's suggestion. */
  pickSpreadLine?: string | null;
}

export function pickRecommendation(input: PickRecommendationInput): PickRecommendation {
  const percent = formatMetric('confidence', input.probability);
  if (input.agreesWithModel === true && input.probability > KEEP_PROBABILITY_ABOVE) {
    return { type: 'keep', message: `The model backs ${input.pick} at ${percent}.`, suggestedBet: null };
  }
  if (input.betType === 'moneyline' && input.agreesWithModel === false && input.predictedSpread < SWITCH_SPREAD_BELOW) {
    // docs/product/live-slate.md: the predicted loser of a close game keeps its chance with the points rather than outright.
    const suggestedBet = input.pickSpreadLine ?? `${input.pick} +${SWITCH_SPREAD_BELOW}`;
    return {
      type: 'switch',
      message: `The model expects a game decided by under ${SWITCH_SPREAD_BELOW} points against ${input.pick}: take the points instead.`,
      suggestedBet,
    };
  }
  return { type: 'avoid', message: `The model gives ${input.pick} ${percent}: consider avoiding this pick.`, suggestedBet: null };
}

export interface RecommendationCandidate {
  game: string;
  confidence: number;
}

/**
 * docs/product/live-slate.md High-Confidence Alternatives: eligible at confidence ≥ 62, other games first (strongest first,
 * up to 5); when that gives fewer than 3, the same game's pad the list up to 3. Our reading of the page's
 * "then any others": only eligible ones ever pad it, so a weak pick is never offered as high-confidence.
 */
export function highConfidenceAlternatives<T extends RecommendationCandidate>(candidates: readonly T[], game: string): T[] {
  const key = gameIdentity(game).key;
  const eligible = candidates
    .filter((candidate) => candidate.confidence >= ALTERNATIVE_MIN_CONFIDENCE)
    .map((candidate, index) => ({ candidate, index }))
    .sort((a, b) => b.candidate.confidence - a.candidate.confidence || a.index - b.index)
    .map(({ candidate }) => candidate);
  const isSameGame = (candidate: T): boolean => gameIdentity(candidate.game).key === key;
  const chosen = eligible.filter((candidate) => !isSameGame(candidate)).slice(0, ALTERNATIVES_SHOWN);
  for (const candidate of eligible.filter(isSameGame)) {
    if (chosen.length >= ALTERNATIVES_PADDED_TO) break;
    chosen.push(candidate);
  }
  return chosen;
}
