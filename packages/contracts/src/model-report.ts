import { z } from 'zod';
import { dataSourceSchema, footballLeagueParamSchema, footballLeagueSchema, freshnessSchema } from './leagues.ts';

/** GET /api/model/report?league=NFL|NCAA (any case), the same league check as the league routes. */
export const modelReportQuerySchema = footballLeagueParamSchema;

/** Wins, losses and pushes of the model's picks against the closing spread or total. */
export const pickRecordSchema = z.object({
  wins: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
  pushes: z.number().int().nonnegative(),
});
export type PickRecord = z.infer<typeof pickRecordSchema>;

/**
 * One predictor's figures over a set of finished games (core's BacktestMetrics). A figure that cannot be
 * computed (no decided game, no total line) is null, never NaN (JSON has no NaN).
 */
export const backtestMetricsSchema = z.object({
  games: z.number().int().nonnegative(),
  /** Share 0-1 of decided games whose winner the predictor favoured (ties left out). */
  straightUp: z.number().nullable(),
  brier: z.number().nullable(),
  logLoss: z.number().nullable(),
  marginMae: z.number().nullable(),
  totalMae: z.number().nullable(),
  /** Null for the closing line itself (it is the line the picks are made against). */
  ats: pickRecordSchema.nullable(),
  overUnder: pickRecordSchema.nullable(),
});
export type BacktestMetricsRecord = z.infer<typeof backtestMetricsSchema>;

/** One group of predicted home-win probability (a bin of 0.1, or an equal-count decile) against the observed home win rate (ties count ½). */
export const calibrationBinSchema = z.object({
  low: z.number(),
  high: z.number(),
  games: z.number().int().nonnegative(),
  meanPredicted: z.number().nullable(),
  observed: z.number().nullable(),
});
export type CalibrationBinRecord = z.infer<typeof calibrationBinSchema>;

/** The calibration error a perfectly calibrated forecaster of the same games scores by chance alone (ADR 022). */
export const chanceCalibrationSchema = z.object({ mean: z.number(), low: z.number(), high: z.number(), simulations: z.number().int().positive() });
export type ChanceCalibrationRecord = z.infer<typeof chanceCalibrationSchema>;

export const predictorReportSchema = z.object({
  overall: backtestMetricsSchema,
  perSeason: z.array(z.object({ season: z.number().int(), metrics: backtestMetricsSchema })),
  calibration: z.array(calibrationBinSchema),
  /** Mean absolute gap between predicted and observed over the non-empty deciles (the target measure). */
  calibrationError: z.number().nullable(),
  /** The same gap weighted by each decile's games. */
  weightedCalibrationError: z.number().nullable(),
  /**
   * The decile error a perfectly calibrated forecaster of the same games shows by chance alone (simulated,
   * seeded): its mean and the 5th-95th percentile range. Null without games.
   */
  calibrationByChance: chanceCalibrationSchema.nullable(),
  /**
   * The same over deciles in the statistical sense (ADR 042): ten groups of equal size ordered by predicted
   * probability, each group's low and high its lowest and highest prediction. The reading of the Model Report's
   * calibration target; the equal-width bins above stay for the chart and for comparison.
   */
  equalCountCalibration: z.object({
    bins: z.array(calibrationBinSchema),
    error: z.number().nullable(),
    byChance: chanceCalibrationSchema.nullable(),
  }),
});
export type PredictorReport = z.infer<typeof predictorReportSchema>;

/**
 * (b) the stat-comparison heuristic (docs/product/matchup-predictor.md, docs/product/over-under.md) on the games where both teams have
 * stored season-to-date stats from the week before, with (a) and (c) scored on those same games (the closing
 * line on those of them with a line) so the three compare fairly (ADR 022). Each is a whole predictor report:
 * its calibration error comes with the chance range of those same games, as the Overall table's does.
 */
export const heuristicComparisonSchema = z.object({
  heuristic: predictorReportSchema,
  model: predictorReportSchema,
  closingLine: predictorReportSchema,
});
export type HeuristicComparisonReport = z.infer<typeof heuristicComparisonSchema>;

/** The over probability against the posted total, scored on the games off the line (ADR 051). */
export const overUnderReportSchema = z.object({
  games: z.number().int().nonnegative(),
  /** Share of those games that went over. */
  overRate: z.number(),
  brier: z.number(),
  calibration: z.array(calibrationBinSchema),
  calibrationError: z.number().nullable(),
  equalCountCalibration: z.array(calibrationBinSchema),
  equalCountCalibrationError: z.number().nullable(),
});
export type OverUnderReportRecord = z.infer<typeof overUnderReportSchema>;

/** The walk-forward backtest of the stored finished games (ADR 017, ADR 022). */
export const modelBacktestSchema = z.object({
  /** Seasons whose games are scored (an earlier one only warms the ratings up). */
  seasons: z.array(z.number().int()),
  /** Seasons only learned from, never scored: the first stored season when there are several. */
  warmUpSeasons: z.array(z.number().int()),
  /** Finished games scored, and those of them with a closing line (the closing line is scored on those). */
  games: z.number().int().nonnegative(),
  gamesWithLine: z.number().int().nonnegative(),
  /**
   * Where the scored games came from, most first: the league's `source` is only its last full refresh, while
   * the history may be an nflverse import under an ESPN current season.
   */
  gameSources: z.array(z.object({ source: dataSourceSchema, games: z.number().int().nonnegative() })),
  /** Share of the game's own closing line in the blended prediction (a2). */
  closingLineWeight: z.number(),
  /** (a) the fitted rating model, from earlier weeks' games only. */
  model: predictorReportSchema,
  /** (a2) the model blended with the game's closing line, a price known only at kickoff. */
  blended: predictorReportSchema,
  /** (c) the closing line itself: de-vigged moneyline, spread as margin, total line as total. */
  closingLine: predictorReportSchema,
  /** Column (b) and its subset; null when no scored game has both teams' stats from the week before. */
  heuristic: heuristicComparisonSchema.nullable(),
  /**
   * College (ADR 051): the games with both moneylines, the closing line read as their de-vigged price (the
   * main table reads the college close as its spread). Null for the NFL, whose main table already does.
   */
  moneylineGames: z.object({ model: predictorReportSchema, blended: predictorReportSchema, closingLine: predictorReportSchema }).nullable().optional(),
  /** The over probability P(over) = 1 − Φ((line − total) / totalScale) of the model and of the blend (ADR 051). */
  overUnder: z.object({ totalScale: z.number(), model: overUnderReportSchema.nullable(), blended: overUnderReportSchema.nullable() }).optional(),
  /** How long the backtest took on the server, in milliseconds. */
  computeMs: z.number().nonnegative(),
});
export type ModelBacktest = z.infer<typeof modelBacktestSchema>;

export const modelReportResponseSchema = freshnessSchema.extend({
  success: z.literal(true),
  league: footballLeagueSchema,
  /** Null when the league has no finished game stored yet. */
  backtest: modelBacktestSchema.nullable(),
});
export type ModelReportResponse = z.infer<typeof modelReportResponseSchema>;
