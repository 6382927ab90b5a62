import { describe, expect, it } from 'vitest';
import type { PredictorReport } from '@playbook/contracts';
import { brierVerdict } from './model-verdict';

const predictor = (brier: number | null): PredictorReport => ({
  overall: { games: 100, straightUp: 0.6, brier, logLoss: 0.6, marginMae: 10, totalMae: 10, ats: null, overUnder: null },
  perSeason: [],
  calibration: [],
  calibrationError: null,
  weightedCalibrationError: null,
  calibrationByChance: null,
  equalCountCalibration: { bins: [], error: null, byChance: null },
});

describe('brierVerdict', () => {
  it('names the closing line as better when its Brier is lower', () => {
    const text = brierVerdict({ model: predictor(0.2189), closingLine: predictor(0.2117) });
    expect(text).toContain('The closing line was better than the fitted model');
    expect(text).toContain('Brier 0.2189 for the fitted model against 0.2117 for the closing line');
    expect(text).toContain('No model here beats the closing line reliably.');
  });

  it('says the model scored better when it did, without calling it proof', () => {
    const text = brierVerdict({ model: predictor(0.2), closingLine: predictor(0.21) });
    expect(text).toContain('the fitted model scored better than the closing line');
    expect(text).toContain('not proof');
  });

  it('calls a difference under the tie margin even, and says when there is no line', () => {
    expect(brierVerdict({ model: predictor(0.2101), closingLine: predictor(0.2103) })).toContain('about the same');
    expect(brierVerdict({ model: predictor(0.21), closingLine: predictor(null) })).toContain('no closing lines');
  });
});
