import type { ParlayLeg } from '@playbook/core';

/** docs/product/success-predictor.md: confidence default 50, slider 0 to 100, step 5. */
export const CONFIDENCE_DEFAULT = 50;
export const CONFIDENCE_STEP = 5;
export const CONFIDENCE_MIN = 0;
export const CONFIDENCE_MAX = 100;

/** docs/product/success-predictor.md 'Missing Predictions: Please fill in all predictions and confidence levels'. */
export const MISSING_PREDICTIONS_TITLE = 'Missing Predictions';
export const MISSING_PREDICTIONS_MESSAGE = 'Please fill in all predictions and confidence levels';

/** docs/product/success-predictor.md "Leg prediction": legIndex, confidence (0 to 100), winner, overUnder. */
export interface LegPrediction {
  legIndex: number;
  confidence: number;
  winner: string;
  overUnder: '' | 'over' | 'under';
}

export const defaultLegPrediction = (legIndex: number, confidence = CONFIDENCE_DEFAULT): LegPrediction => ({
  legIndex,
  confidence,
  winner: '',
  overUnder: '',
});

/** A probability in percent on the slider's scale: the nearest step, within 0-100. */
export function sliderValueOf(percent: number): number {
  const stepped = Math.round(percent / CONFIDENCE_STEP) * CONFIDENCE_STEP;
  return Math.min(CONFIDENCE_MAX, Math.max(CONFIDENCE_MIN, stepped));
}

/**
 * docs/product/success-predictor.md: a total leg needs over/under and a confidence above 0; a moneyline or spread leg needs a
 * non-empty winner and a confidence above 0; every leg needs a prediction.
 */
export function predictionsComplete(legs: readonly Pick<ParlayLeg, 'type'>[], predictions: readonly LegPrediction[]): boolean {
  return legs.every((leg, index) => {
    const prediction = predictions[index];
    if (!prediction || !(prediction.confidence > 0)) return false;
    return leg.type === 'total' ? prediction.overUnder !== '' : prediction.winner.trim() !== '';
  });
}

export interface SuccessComparison {
  /** Percent: the product of the legs' confidences (as fractions) × 100 (docs/product/success-predictor.md). */
  predictedSuccessRate: number;
  /** Percent: the parlay's implied probability. */
  impliedProbability: number;
  /** More optimistic when the predicted rate is above the market's; otherwise more conservative. */
  outlook: 'optimistic' | 'conservative';
}

/** The side a prediction chose, written as a leg's pick is: 'Over'/'Under' for a total, the winner otherwise. */
export function chosenSide(legType: ParlayLeg['type'], prediction: LegPrediction): string {
  if (legType !== 'total') return prediction.winner;
  return prediction.overUnder === 'over' ? 'Over' : prediction.overUnder === 'under' ? 'Under' : '';
}

/** A prediction of the other side of the leg's pick says the leg loses; null when the pick is not known. */
export function losingSide(legType: ParlayLeg['type'], prediction: LegPrediction, pick: string | null | undefined): string | null {
  const chosen = chosenSide(legType, prediction);
  return pick && chosen !== '' && chosen !== pick ? chosen : null;
}

/**
 * `impliedProbability` is the stored fraction 0-1 (core's GeneratedParlay). A leg the screen says loses (its
 * prediction is the other side of the pick, ADR 048) counts as a loss, whatever its slider says.
 */
export function compareSuccess(predictions: readonly LegPrediction[], impliedProbability: number, loses: readonly boolean[] = []): SuccessComparison {
  const predictedSuccessRate = predictions.reduce((product, p, index) => product * (loses[index] === true ? 0 : p.confidence / 100), 1) * 100;
  const implied = impliedProbability * 100;
  return {
    predictedSuccessRate,
    impliedProbability: implied,
    // docs/product/success-predictor.md names only the two messages; an exact tie is not more optimistic, so it reads as conservative.
    outlook: predictedSuccessRate > implied ? 'optimistic' : 'conservative',
  };
}

export function outlookMessage(outlook: SuccessComparison['outlook']): string {
  return outlook === 'optimistic'
    ? "Your prediction is more optimistic than the market's implied probability."
    : "Your prediction is more conservative than the market's implied probability.";
}
