/**
 * The walk-forward backtest of the fitted rating model against the closing line (issue 14). Pure: games in,
 * report out. `bench/backtest.ts` reads the CSV, prints the table and writes the JSON.
 */
import {
  calibrationError,
  calibrationTable,
  closingLineProbability,
  scoreGames,
  weightedCalibrationError,
  type BacktestMetrics,
  type CalibrationBin,
  type ScoredGame,
} from './backtest-metrics.ts';
import type { BacktestGame } from './nflverse-games.ts';
import { blendWithClosingLine, DEFAULT_CLOSING_LINE_WEIGHT, DEFAULT_RATING_PARAMS, isPlayed, walkForward, type RatingParams } from './rating-model.ts';

export interface SourceReport {
  overall: BacktestMetrics;
  perSeason: { season: number; metrics: BacktestMetrics }[];
  calibration: CalibrationBin[];
  calibrationError: number;
  weightedCalibrationError: number;
}

export interface BacktestReport {
  fromSeason: number;
  toSeason: number;
  params: RatingParams;
  model: SourceReport;
  closingLine: SourceReport;
  /** The model blended with each game's own closing line (known at kickoff), weight closingLineWeight. */
  blended: SourceReport;
  closingLineWeight: number;
}

function sourceReport(scored: readonly ScoredGame[], seasons: readonly number[]): SourceReport {
  const calibration = calibrationTable(scored);
  return {
    overall: scoreGames(scored),
    perSeason: seasons.map((season) => ({ season, metrics: scoreGames(scored.filter((g) => g.season === season)) })),
    calibration,
    calibrationError: calibrationError(calibration),
    weightedCalibrationError: weightedCalibrationError(calibration),
  };
}

/**
 * Walks forward over every game (earlier seasons warm the ratings up) and scores the finished games of
 * seasons fromSeason..toSeason. The closing line is scored on the games where it has a probability.
 */
export function runBacktest(
  games: readonly BacktestGame[],
  fromSeason: number,
  toSeason: number,
  params: Partial<RatingParams> = {},
  closingLineWeight: number = DEFAULT_CLOSING_LINE_WEIGHT,
): BacktestReport {
  const full: RatingParams = { ...DEFAULT_RATING_PARAMS, ...params };
  const model: ScoredGame[] = [];
  const line: ScoredGame[] = [];
  const blended: ScoredGame[] = [];
  for (const { game, prediction } of walkForward(games, full)) {
    if (!isPlayed(game) || game.season < fromSeason || game.season > toSeason) continue;
    const actual = { season: game.season, actualMargin: game.homeScore - game.awayScore, actualTotal: game.homeScore + game.awayScore };
    const lines = { spreadLine: game.spreadLine ?? null, totalLine: game.totalLine ?? null };
    model.push({ ...actual, ...lines, homeWinProbability: prediction.homeWinProbability, margin: prediction.margin, total: prediction.total });
    const mix = blendWithClosingLine(prediction, game.spreadLine, game.totalLine, closingLineWeight, full.marginScale);
    blended.push({ ...actual, ...lines, homeWinProbability: mix.homeWinProbability, margin: mix.margin, total: mix.total });
    const p = closingLineProbability(game.homeMoneyline, game.awayMoneyline, game.spreadLine ?? null, full.marginScale);
    if (p !== null && game.spreadLine != null) {
      line.push({ ...actual, ...lines, homeWinProbability: p, margin: game.spreadLine, total: game.totalLine ?? null });
    }
  }
  const seasons = [...new Set(model.map((g) => g.season))].sort((a, b) => a - b);
  return { fromSeason, toSeason, params: full, model: sourceReport(model, seasons), closingLine: sourceReport(line, seasons),
    blended: sourceReport(blended, seasons),
    closingLineWeight,
  };
}
