/**
 * How large a calibration error chance alone makes (issue 14's Model Report). The decile error of a few
 * thousand games is noisy: a sparse end decile of 14 games moves it by a point or more on one upset. To
 * read a figure like 0.039 a user needs to know what a perfectly calibrated forecaster of the same games
 * would show. We simulate that forecaster: every game's outcome is drawn with exactly the predicted
 * probability, and the decile error of those outcomes is measured, many times over. Seeded, so the
 * report is the same on every call.
 */
import { createRng } from '../../random.ts';
import { calibrationBinIndex, calibrationError, calibrationTable } from './backtest-metrics.ts';

export interface ChanceCalibration {
  /** Mean decile calibration error of the simulated perfectly calibrated forecasters. */
  mean: number;
  /** 5th and 95th percentiles: 90 % of the simulated errors lie between them. */
  low: number;
  high: number;
  simulations: number;
}

export const CHANCE_SIMULATIONS = 400;
const CHANCE_SEED = 2014;

function percentile(sorted: readonly number[], share: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.round(share * (sorted.length - 1))));
  return sorted[index] ?? Number.NaN;
}

/** Null when there is no probability to simulate. */
export function calibrationErrorByChance(probabilities: readonly number[], simulations: number = CHANCE_SIMULATIONS): ChanceCalibration | null {
  if (probabilities.length === 0 || !(simulations >= 1)) return null;
  const rng = createRng(CHANCE_SEED);
  // The deciles and their mean predictions are the same in every simulation; only the wins are drawn anew.
  const bins = calibrationTable(probabilities.map((p) => ({ homeWinProbability: p, actualMargin: 0 })));
  const binOf = probabilities.map(calibrationBinIndex);
  const wins = new Float64Array(bins.length);
  const errors: number[] = [];
  for (let s = 0; s < simulations; s += 1) {
    wins.fill(0);
    probabilities.forEach((p, i) => {
      const bin = binOf[i] ?? 0;
      if (rng.chance(p)) wins[bin] = (wins[bin] ?? 0) + 1;
    });
    errors.push(calibrationError(bins.map((bin, i) => ({ ...bin, observed: (wins[i] ?? 0) / bin.games }))));
  }
  errors.sort((a, b) => a - b);
  return { mean: errors.reduce((a, b) => a + b, 0) / errors.length, low: percentile(errors, 0.05), high: percentile(errors, 0.95), simulations };
}
