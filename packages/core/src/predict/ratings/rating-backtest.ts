/**
 * The walk-forward backtest of the fitted rating model against the closing line. Pure: games in,
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
import { calibrationErrorsByChance, type ChanceCalibration } from './calibration-by-chance.ts';
import { heuristicPredictionOf, type HeuristicInputs } from './heuristic-backtest.ts';
import type { BacktestGame } from './nflverse-games.ts';
import { overUnderReport, type OverUnderReport } from './over-probability.ts';
import { blendWithClosingLine, DEFAULT_CLOSING_LINE_WEIGHT, DEFAULT_RATING_PARAMS, isPlayed, walkForward, type RatingParams } from './rating-model.ts';

export interface SourceReport {
  overall: BacktestMetrics;
  perSeason: { season: number; metrics: BacktestMetrics }[];
  calibration: CalibrationBin[];
  calibrationError: number;
  weightedCalibrationError: number;
  /** What a perfectly calibrated forecaster of the same games would score by chance alone. */
  calibrationByChance: ChanceCalibration | null;
  /** The same measures over equal-count deciles (ADR 042): the reading of the calibration target the report uses. */
  equalCountCalibration: EqualCountCalibration;
}

export interface EqualCountCalibration {
  bins: CalibrationBin[];
  /** Mean absolute gap over the ten groups (each holds a tenth of the games, so each counts once fairly). */
  error: number;
  byChance: ChanceCalibration | null;
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
  /** Column (b), with (a) and (c) on the same games; null when no stats were given. */
  heuristic: HeuristicComparison | null;
  /** The over probability against the posted total, for the model and the blend (ADR 051); null without totals. */
  overUnder: { totalScale: number; model: OverUnderReport | null; blended: OverUnderReport | null };
}

/**
 * (b) the stat-comparison heuristic on the games where its inputs exist, beside (a) the model and (c) the closing line
 * on those same games (the closing line on those of them that have one), so the three compare fairly.
 */
export interface HeuristicComparison {
  heuristic: SourceReport;
  model: SourceReport;
  closingLine: SourceReport;
}

function sourceReport(scored: readonly ScoredGame[], seasons: readonly number[]): SourceReport {
  const calibration = calibrationTable(scored);
  const equalCount = calibrationTable(scored, 'equal-count');
  const chance = calibrationErrorsByChance(scored.map((g) => g.homeWinProbability));
  return {
    overall: scoreGames(scored),
    perSeason: seasons.map((season) => ({ season, metrics: scoreGames(scored.filter((g) => g.season === season)) })),
    calibration,
    calibrationError: calibrationError(calibration),
    weightedCalibrationError: weightedCalibrationError(calibration),
    calibrationByChance: chance?.['equal-width'] ?? null,
    equalCountCalibration: {
      bins: equalCount,
      error: calibrationError(equalCount),
      byChance: chance?.['equal-count'] ?? null,
    },
  };
}

/** How the closing line is read and which finished games are scored (ADR 051: the college table's two rows). */
export interface BacktestScope {
  /** Normal scale turning the closing spread into a probability; the model's marginScale by default. */
  closingLineScale?: number;
  /** 'moneyline-or-spread' (default): the de-vigged moneyline where both prices exist; 'spread': always the spread. */
  closingLine?: 'moneyline-or-spread' | 'spread';
  /** Only these finished games are scored (all of them learn); every finished game by default. */
  scores?: (game: BacktestGame) => boolean;
  /** The normal sd of the total behind the over probability; DEFAULT_TOTAL_SCALE by default. */
  totalScale?: number;
}

/** The totals scale of ADR 017's NFL parameters, chosen on 2005-2014 by the over probability's Brier (ADR 051). */
export const DEFAULT_TOTAL_SCALE = 100;

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
  heuristicInputs?: HeuristicInputs,
  scope: BacktestScope = {},
): BacktestReport {
  const full: RatingParams = { ...DEFAULT_RATING_PARAMS, ...params };
  const closingLineScale = scope.closingLineScale ?? full.marginScale;
  const scores = scope.scores ?? (() => true);
  const totalScale = scope.totalScale ?? DEFAULT_TOTAL_SCALE;
  const model: ScoredGame[] = [];
  const line: ScoredGame[] = [];
  const blended: ScoredGame[] = [];
  const subset: Record<keyof HeuristicComparison, ScoredGame[]> = { heuristic: [], model: [], closingLine: [] };
  for (const { game, prediction } of walkForward(games, full)) {
    if (!isPlayed(game) || game.season < fromSeason || game.season > toSeason || !scores(game)) continue;
    const actual = { season: game.season, actualMargin: game.homeScore - game.awayScore, actualTotal: game.homeScore + game.awayScore };
    const lines = { spreadLine: game.spreadLine ?? null, totalLine: game.totalLine ?? null };
    const fitted: ScoredGame = { ...actual, ...lines, homeWinProbability: prediction.homeWinProbability, margin: prediction.margin, total: prediction.total };
    model.push(fitted);
    const mix = blendWithClosingLine(prediction, game.spreadLine, game.totalLine, closingLineWeight, full.marginScale);
    blended.push({ ...actual, ...lines, homeWinProbability: mix.homeWinProbability, margin: mix.margin, total: mix.total });
    const p =
      scope.closingLine === 'spread'
        ? closingLineProbability(null, null, game.spreadLine ?? null, closingLineScale)
        : closingLineProbability(game.homeMoneyline, game.awayMoneyline, game.spreadLine ?? null, closingLineScale);
    const closing: ScoredGame | null =
      p !== null && game.spreadLine != null ? { ...actual, ...lines, homeWinProbability: p, margin: game.spreadLine, total: game.totalLine ?? null } : null;
    if (closing !== null) line.push(closing);
    const heuristic = heuristicInputs === undefined ? null : heuristicPredictionOf(game, heuristicInputs);
    if (heuristic !== null) {
      subset.heuristic.push({ ...actual, ...lines, ...heuristic });
      subset.model.push(fitted);
      if (closing !== null) subset.closingLine.push(closing);
    }
  }
  const seasonsOf = (scored: readonly ScoredGame[]) => [...new Set(scored.map((g) => g.season))].sort((a, b) => a - b);
  const seasons = seasonsOf(model);
  const subsetSeasons = seasonsOf(subset.heuristic);
  return { fromSeason, toSeason, params: full, model: sourceReport(model, seasons), closingLine: sourceReport(line, seasons),
    blended: sourceReport(blended, seasons),
    closingLineWeight,
    overUnder: { totalScale, model: overUnderReport(model, totalScale), blended: overUnderReport(blended, totalScale) },
    heuristic:
      heuristicInputs === undefined
        ? null
        : {
            heuristic: sourceReport(subset.heuristic, subsetSeasons),
            model: sourceReport(subset.model, subsetSeasons),
            closingLine: sourceReport(subset.closingLine, subsetSeasons),
          },
  };
}
