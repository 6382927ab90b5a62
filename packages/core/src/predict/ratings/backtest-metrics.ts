/**
 * Scoring of predictions against finished games ("Backtest"): straight-up accuracy, Brier score,
 * log loss, mean absolute error of margin and total, records against the closing spread and total, and a
 * calibration table in deciles. Pure; the CLI in bench/backtest.ts does the reading and printing.
 */
import { noVigProbabilities } from '../../odds/convert.ts';
import { winProbabilityFromMargin } from './rating-model.ts';

/** One scored prediction: the home side's probability, margin and total against what happened. */
export interface ScoredGame {
  season: number;
  homeWinProbability: number;
  margin: number;
  total: number | null;
  actualMargin: number;
  actualTotal: number;
  spreadLine: number | null;
  totalLine: number | null;
}

export interface Record3 {
  wins: number;
  losses: number;
  pushes: number;
}

export interface BacktestMetrics {
  games: number;
  /** Share of decided games (ties left out) whose winner had the predicted probability above one half. */
  straightUp: number;
  brier: number;
  logLoss: number;
  marginMae: number;
  totalMae: number | null;
  /** Picks against the closing spread (null when the prediction is the spread itself). */
  ats: Record3 | null;
  overUnder: Record3 | null;
}

export interface CalibrationBin {
  low: number;
  high: number;
  games: number;
  meanPredicted: number;
  observed: number;
}

const LOG_LOSS_FLOOR = 1e-6;

function outcome(actualMargin: number): number {
  return actualMargin > 0 ? 1 : actualMargin < 0 ? 0 : 0.5;
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((a, b) => a + b, 0) / values.length;
}

function record(picks: readonly { predicted: number; line: number; actual: number }[]): Record3 | null {
  const result: Record3 = { wins: 0, losses: 0, pushes: 0 };
  let any = false;
  for (const { predicted, line, actual } of picks) {
    if (predicted === line) continue;
    any = true;
    if (actual === line) result.pushes += 1;
    else if (predicted > line === actual > line) result.wins += 1;
    else result.losses += 1;
  }
  return any ? result : null;
}

export function scoreGames(games: readonly ScoredGame[]): BacktestMetrics {
  let correct = 0;
  let decided = 0;
  const brier: number[] = [];
  const logLoss: number[] = [];
  const marginErrors: number[] = [];
  const totalErrors: number[] = [];
  for (const game of games) {
    const y = outcome(game.actualMargin);
    const p = game.homeWinProbability;
    if (y !== 0.5) {
      decided += 1;
      if ((p > 0.5 && y === 1) || (p < 0.5 && y === 0)) correct += 1;
      else if (p === 0.5) correct += 0.5;
    }
    brier.push((p - y) ** 2);
    const clipped = Math.min(1 - LOG_LOSS_FLOOR, Math.max(LOG_LOSS_FLOOR, p));
    logLoss.push(-(y * Math.log(clipped) + (1 - y) * Math.log(1 - clipped)));
    marginErrors.push(Math.abs(game.margin - game.actualMargin));
    if (game.total !== null) totalErrors.push(Math.abs(game.total - game.actualTotal));
  }
  const atsPicks = games.flatMap((g) => (g.spreadLine === null ? [] : [{ predicted: g.margin, line: g.spreadLine, actual: g.actualMargin }]));
  const ouPicks = games.flatMap((g) => (g.totalLine === null || g.total === null ? [] : [{ predicted: g.total, line: g.totalLine, actual: g.actualTotal }]));
  return {
    games: games.length,
    straightUp: decided === 0 ? Number.NaN : correct / decided,
    brier: mean(brier),
    logLoss: mean(logLoss),
    marginMae: mean(marginErrors),
    totalMae: totalErrors.length === 0 ? null : mean(totalErrors),
    ats: record(atsPicks),
    overUnder: record(ouPicks),
  };
}

/** Which of the ten bins of 0.1 a probability falls in (1.0 in the last). */
export function calibrationBinIndex(probability: number): number {
  return Math.min(9, Math.max(0, Math.floor(probability * 10)));
}

/**
 * How the games are grouped for the calibration table (ADR 042):
 * - 'equal-width': ten bins of 0.1 of predicted probability (the table and chart since ADR 017); the end
 *   bins hold few games, so their gaps are mostly noise.
 * - 'equal-count': deciles in the statistical sense, ten groups of (nearly) equal size ordered by predicted
 *   probability, as in the Hosmer-Lemeshow "deciles of risk"; every group holds a tenth of the games.
 */
export type CalibrationBinning = 'equal-width' | 'equal-count';

const CALIBRATION_GROUPS = 10;

/**
 * The group of each probability, in input order. Equal-count groups are cut by rank (ties in probability
 * keep their input order, so the grouping is deterministic); with fewer than ten games each is its own group.
 */
export function calibrationBinIndexes(probabilities: readonly number[], binning: CalibrationBinning): number[] {
  if (binning === 'equal-width') return probabilities.map(calibrationBinIndex);
  const groups = Math.min(CALIBRATION_GROUPS, probabilities.length);
  const byRank = probabilities.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p || a.i - b.i);
  const indexes = new Array<number>(probabilities.length).fill(0);
  byRank.forEach(({ i }, rank) => {
    indexes[i] = Math.floor((rank * groups) / probabilities.length);
  });
  return indexes;
}

/**
 * Predicted home-win probability, grouped, against the observed home win rate (ties count ½). Equal-width
 * bins are the ten of 0.1 (empty ones included); an equal-count group's low and high are its lowest and
 * highest prediction.
 */
export function calibrationTable(
  games: readonly Pick<ScoredGame, 'homeWinProbability' | 'actualMargin'>[],
  binning: CalibrationBinning = 'equal-width',
): CalibrationBin[] {
  const indexes = calibrationBinIndexes(
    games.map((g) => g.homeWinProbability),
    binning,
  );
  const count = binning === 'equal-width' ? CALIBRATION_GROUPS : Math.min(CALIBRATION_GROUPS, games.length);
  const bins = Array.from({ length: count }, () => ({ lowest: Number.POSITIVE_INFINITY, highest: Number.NEGATIVE_INFINITY, sumP: 0, sumY: 0, games: 0 }));
  games.forEach((game, k) => {
    const bin = bins[indexes[k] ?? 0];
    if (bin === undefined) return;
    bin.games += 1;
    bin.sumP += game.homeWinProbability;
    bin.sumY += outcome(game.actualMargin);
    bin.lowest = Math.min(bin.lowest, game.homeWinProbability);
    bin.highest = Math.max(bin.highest, game.homeWinProbability);
  });
  return bins.map((b, i) => ({
    low: binning === 'equal-width' ? i / 10 : b.lowest,
    high: binning === 'equal-width' ? (i + 1) / 10 : b.highest,
    games: b.games,
    meanPredicted: b.games === 0 ? Number.NaN : b.sumP / b.games,
    observed: b.games === 0 ? Number.NaN : b.sumY / b.games,
  }));
}

/** Mean absolute gap between predicted and observed over the non-empty deciles (each decile counts once). */
export function calibrationError(bins: readonly CalibrationBin[]): number {
  return mean(bins.filter((b) => b.games > 0).map((b) => Math.abs(b.meanPredicted - b.observed)));
}

/** The same gap weighted by each decile's games. */
export function weightedCalibrationError(bins: readonly CalibrationBin[]): number {
  const filled = bins.filter((b) => b.games > 0);
  const n = filled.reduce((a, b) => a + b.games, 0);
  return n === 0 ? Number.NaN : filled.reduce((a, b) => a + b.games * Math.abs(b.meanPredicted - b.observed), 0) / n;
}

/**
 * The closing line's own home-win probability: the de-vigged moneyline when both prices are valid, else the
 * spread through the same normal scale the model uses. Null when neither is known.
 */
export function closingLineProbability(
  homeMoneyline: number | null,
  awayMoneyline: number | null,
  spreadLine: number | null,
  marginScale: number,
): number | null {
  if (homeMoneyline !== null && awayMoneyline !== null && Math.abs(homeMoneyline) >= 100 && Math.abs(awayMoneyline) >= 100) {
    const [home] = noVigProbabilities([homeMoneyline, awayMoneyline]);
    if (home !== undefined) return home;
  }
  return spreadLine === null ? null : winProbabilityFromMargin(spreadLine, marginScale);
}
