/**
 * How large a calibration error chance alone makes (the Model Report, ADR 022). The decile error of a few
 * thousand games is noisy: a sparse end decile of 14 games moves it by a point or more on one upset. To
 * read a figure like 0.039 a user needs to know what a perfectly calibrated forecaster of the same games
 * would show. We simulate that forecaster: every game's outcome is drawn with exactly the predicted
 * probability, and the decile error of those outcomes is measured, many times over. Seeded, so the
 * report is the same on every call.
 */
import { createRng } from '../../random.ts';
import { calibrationBinIndexes, calibrationError, calibrationTable, type CalibrationBinning } from './backtest-metrics.ts';

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

export type ChanceCalibrations = Record<CalibrationBinning, ChanceCalibration>;

const BINNINGS: readonly CalibrationBinning[] = ['equal-width', 'equal-count'];

/**
 * The chance range of both groupings (ADR 042) from the same simulated outcomes: drawing the outcomes is most
 * of the cost, so both are measured on each draw. Null when there is no probability to simulate.
 */
export function calibrationErrorsByChance(probabilities: readonly number[], simulations: number = CHANCE_SIMULATIONS): ChanceCalibrations | null {
  if (probabilities.length === 0 || !(simulations >= 1)) return null;
  const rng = createRng(CHANCE_SEED);
  // The groups and their mean predictions are the same in every simulation; only the wins are drawn anew.
  const groupings = BINNINGS.map((binning) => ({
    binning,
    bins: calibrationTable(
      probabilities.map((p) => ({ homeWinProbability: p, actualMargin: 0 })),
      binning,
    ),
    binOf: calibrationBinIndexes(probabilities, binning),
    wins: new Float64Array(10),
    errors: [] as number[],
  }));
  for (let s = 0; s < simulations; s += 1) {
    for (const { wins } of groupings) wins.fill(0);
    probabilities.forEach((p, i) => {
      if (!rng.chance(p)) return;
      for (const { binOf, wins } of groupings) {
        const bin = binOf[i] ?? 0;
        wins[bin] = (wins[bin] ?? 0) + 1;
      }
    });
    for (const { bins, wins, errors } of groupings) {
      errors.push(calibrationError(bins.map((bin, i) => ({ ...bin, observed: (wins[i] ?? 0) / bin.games }))));
    }
  }
  const [width, count] = groupings.map(({ errors }) => summary(errors, simulations));
  if (width === undefined || count === undefined) return null;
  return { 'equal-width': width, 'equal-count': count };
}

/** One grouping's chance range (see calibrationErrorsByChance). */
export function calibrationErrorByChance(
  probabilities: readonly number[],
  simulations: number = CHANCE_SIMULATIONS,
  binning: CalibrationBinning = 'equal-width',
): ChanceCalibration | null {
  return calibrationErrorsByChance(probabilities, simulations)?.[binning] ?? null;
}

function summary(errors: number[], simulations: number): ChanceCalibration {
  errors.sort((a, b) => a - b);
  return { mean: errors.reduce((a, b) => a + b, 0) / errors.length, low: percentile(errors, 0.05), high: percentile(errors, 0.95), simulations };
}
