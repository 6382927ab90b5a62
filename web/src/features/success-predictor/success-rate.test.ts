import { describe, expect, it } from 'vitest';
import {
  compareSuccess,
  defaultLegPrediction,
  losingSide,
  MISSING_PREDICTIONS_MESSAGE,
  MISSING_PREDICTIONS_TITLE,
  predictionsComplete,
  sliderValueOf,
} from './success-rate';

const spread = { type: 'spread' as const };
const total = { type: 'total' as const };

describe('success predictor rules (docs/product/success-predictor.md)', () => {
  it('keeps the message verbatim', () => {
    expect(`${MISSING_PREDICTIONS_TITLE}: ${MISSING_PREDICTIONS_MESSAGE}`).toBe('Missing Predictions: Please fill in all predictions and confidence levels');
  });

  it('needs a winner on sides and over/under on totals, each with a confidence above 0', () => {
    const legs = [spread, total];
    const filled = [
      { ...defaultLegPrediction(0), winner: 'KC' },
      { ...defaultLegPrediction(1), overUnder: 'over' as const },
    ];
    expect(predictionsComplete(legs, filled)).toBe(true);
    expect(predictionsComplete(legs, [filled[0]!])).toBe(false);
    expect(predictionsComplete(legs, [{ ...filled[0]!, winner: '  ' }, filled[1]!])).toBe(false);
    expect(predictionsComplete(legs, [filled[0]!, { ...filled[1]!, overUnder: '' }])).toBe(false);
    expect(predictionsComplete(legs, [filled[0]!, { ...filled[1]!, confidence: 0 }])).toBe(false);
  });

  it('multiplies the confidences and compares them with the implied probability', () => {
    const result = compareSuccess([{ ...defaultLegPrediction(0), confidence: 60 }, { ...defaultLegPrediction(1), confidence: 50 }], 0.2747);
    expect(result.predictedSuccessRate).toBeCloseTo(30, 10);
    expect(result.impliedProbability).toBeCloseTo(27.47, 10);
    expect(result.outlook).toBe('optimistic');
    expect(compareSuccess([defaultLegPrediction(0), defaultLegPrediction(1)], 0.2747).outlook).toBe('conservative');
    expect(compareSuccess([defaultLegPrediction(0)], 0.5).outlook).toBe('conservative');
  });

  it("counts a leg predicted on the other side of its pick as lost (ADR 048)", () => {
    const bills = { ...defaultLegPrediction(0), winner: 'Buffalo Bills', confidence: 75 };
    expect(losingSide('spread', bills, 'Kansas City Chiefs')).toBe('Buffalo Bills');
    expect(losingSide('spread', bills, 'Buffalo Bills')).toBeNull();
    expect(losingSide('spread', bills, null)).toBeNull();
    expect(losingSide('total', { ...defaultLegPrediction(1), overUnder: 'under' }, 'Over')).toBe('Under');
    expect(compareSuccess([bills, { ...defaultLegPrediction(1), confidence: 80 }], 0.25, [true, false]).predictedSuccessRate).toBe(0);
  });

  it('rounds a model probability to the slider step', () => {
    expect([sliderValueOf(63.5), sliderValueOf(62.4), sliderValueOf(20), sliderValueOf(85), sliderValueOf(101)]).toEqual([65, 60, 20, 85, 100]);
  });
});
