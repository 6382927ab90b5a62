/**
 * The over probability against a posted total (ADR 051): the model's total as the mean of a normal
 * with sd totalScale, P(over) = 1 − Φ((line − total) / totalScale). Scored with its own Brier and
 * calibration table: the outcome is 1 over, 0 under; a push is left out (the bet is refunded).
 */
import { normalCdf } from '../../parlay/normal-cdf.ts';
import { calibrationError, calibrationTable, type CalibrationBin, type CalibrationBinning } from './backtest-metrics.ts';

export function overProbability(predictedTotal: number, line: number, totalScale: number): number {
  if (!(totalScale > 0)) throw new RangeError(`totalScale must be positive, got ${totalScale}`);
  return Math.min(1, Math.max(0, 1 - normalCdf((line - predictedTotal) / totalScale)));
}

export interface TotalsGame {
  season: number;
  total: number | null;
  totalLine: number | null;
  actualTotal: number;
}

export interface OverUnderReport {
  /** Games with a posted total that did not land on it. */
  games: number;
  /** Share of them that went over. */
  overRate: number;
  brier: number;
  calibration: CalibrationBin[];
  calibrationError: number;
  equalCountCalibration: CalibrationBin[];
  equalCountCalibrationError: number;
}

/** Scores the over probability of every game with a total and a line; null when none has both. */
export function overUnderReport(games: readonly TotalsGame[], totalScale: number): OverUnderReport | null {
  const scored = games.flatMap((g) =>
    g.total === null || g.totalLine === null || g.actualTotal === g.totalLine
      ? []
      : // calibrationTable reads a home-win probability against a margin; here "home wins" means "over".
        [{ homeWinProbability: overProbability(g.total, g.totalLine, totalScale), actualMargin: g.actualTotal - g.totalLine }],
  );
  if (scored.length === 0) return null;
  const table = (binning: CalibrationBinning) => calibrationTable(scored, binning);
  const calibration = table('equal-width');
  const equalCount = table('equal-count');
  return {
    games: scored.length,
    overRate: scored.filter((g) => g.actualMargin > 0).length / scored.length,
    brier: scored.reduce((sum, g) => sum + (g.homeWinProbability - (g.actualMargin > 0 ? 1 : 0)) ** 2, 0) / scored.length,
    calibration,
    calibrationError: calibrationError(calibration),
    equalCountCalibration: equalCount,
    equalCountCalibrationError: calibrationError(equalCount),
  };
}
