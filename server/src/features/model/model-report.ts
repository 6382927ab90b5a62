import { performance } from 'node:perf_hooks';
import type {
  BacktestMetricsRecord,
  CalibrationBinRecord,
  DataSource,
  FootballLeague,
  ModelBacktest,
  ModelReportResponse,
  OverUnderReportRecord,
  PredictorReport,
} from '@playbook/contracts';
import {
  leagueModel,
  runBacktest,
  type BacktestGame,
  type BacktestMetrics,
  type BacktestScope,
  type CalibrationBin,
  type HeuristicInputs,
  type OverUnderReport,
  type SourceReport,
} from '@playbook/core';
import { freshnessOf, leagueStateOf } from '../sports/read-models/league-state.ts';
import type { SportsData } from '../sports/sports-data.ts';
import type { StoredGamesOf } from './stored-games.ts';
import { storedWeekStats } from './stored-week-stats.ts';

/** JSON has no NaN: a figure core could not compute (no decided game, no total line) is sent as null. */
const finite = (value: number | null): number | null => (value !== null && Number.isFinite(value) ? value : null);

function metricsRecord(metrics: BacktestMetrics): BacktestMetricsRecord {
  return {
    games: metrics.games,
    straightUp: finite(metrics.straightUp),
    brier: finite(metrics.brier),
    logLoss: finite(metrics.logLoss),
    marginMae: finite(metrics.marginMae),
    totalMae: finite(metrics.totalMae),
    ats: metrics.ats,
    overUnder: metrics.overUnder,
  };
}

function predictorReport(report: SourceReport): PredictorReport {
  return {
    overall: metricsRecord(report.overall),
    perSeason: report.perSeason.map(({ season, metrics }) => ({ season, metrics: metricsRecord(metrics) })),
    calibration: report.calibration.map(binRecord),
    calibrationError: finite(report.calibrationError),
    weightedCalibrationError: finite(report.weightedCalibrationError),
    calibrationByChance: report.calibrationByChance,
    equalCountCalibration: {
      bins: report.equalCountCalibration.bins.map(binRecord),
      error: finite(report.equalCountCalibration.error),
      byChance: report.equalCountCalibration.byChance,
    },
  };
}

function binRecord(bin: CalibrationBin): CalibrationBinRecord {
  return { ...bin, meanPredicted: finite(bin.meanPredicted), observed: finite(bin.observed) };
}

function overUnderRecord(report: OverUnderReport | null): OverUnderReportRecord | null {
  if (report === null) return null;
  return {
    ...report,
    calibration: report.calibration.map(binRecord),
    calibrationError: finite(report.calibrationError),
    equalCountCalibration: report.equalCountCalibration.map(binRecord),
    equalCountCalibrationError: finite(report.equalCountCalibrationError),
  };
}

const hasMoneylines = (game: BacktestGame): boolean => game.homeMoneyline !== null && game.awayMoneyline !== null;

/**
 * The league's own model (ADR 051), scored as `npm run backtest` scores it: the NFL on every game against the
 * de-vigged moneyline where there is one; college on its games with a closing spread, the close read as that
 * spread, and apart on its games with both moneylines against their de-vigged price.
 */
function leagueScope(league: FootballLeague): { main: BacktestScope; moneyline: BacktestScope | null } {
  const { closingLineScale, totalScale } = leagueModel(league);
  if (league === 'NFL') return { main: { closingLineScale, totalScale }, moneyline: null };
  return {
    main: { closingLineScale, totalScale, closingLine: 'spread', scores: (game) => game.spreadLine != null },
    moneyline: { closingLineScale, totalScale, scores: hasMoneylines },
  };
}

/**
 * The walk-forward backtest of core (the code `npm run backtest` runs) on stored games. With several seasons
 * the first only warms the ratings up, as the CLI does; a single season (the demo's) is scored whole, its
 * first week predicted from even ratings. Null when no game is finished. Each league runs its own model,
 * tuned on its own early seasons (ADR 051). With `heuristic` (the stored week stats), column (b) is scored
 * where both teams have last week's stats.
 */
export function backtestOf(
  games: readonly BacktestGame[],
  sources: ReadonlyMap<string, DataSource> = new Map(),
  heuristic?: HeuristicInputs,
  league: FootballLeague = heuristic?.league ?? 'NFL',
): ModelBacktest | null {
  const started = performance.now();
  const seasons = [...new Set(games.map((game) => game.season))].sort((a, b) => a - b);
  const first = seasons[0];
  const last = seasons.at(-1);
  if (first === undefined || last === undefined) return null;
  const from = seasons[1] ?? first;
  const model = leagueModel(league);
  const scope = leagueScope(league);
  const report = runBacktest(games, from, last, model.params, model.closingLineWeight, heuristic, scope.main);
  const moneyline = scope.moneyline === null ? null : runBacktest(games, from, last, model.params, model.closingLineWeight, undefined, scope.moneyline);
  const sameGames = report.heuristic;
  const counts = new Map<DataSource, number>();
  for (const game of games) {
    const source = sources.get(game.id);
    const scored = game.season >= from && game.homeScore !== null && game.awayScore !== null && (scope.main.scores?.(game) ?? true);
    if (source !== undefined && scored) counts.set(source, (counts.get(source) ?? 0) + 1);
  }
  return {
    seasons: seasons.filter((season) => season >= from),
    warmUpSeasons: seasons.filter((season) => season < from),
    games: report.model.overall.games,
    gamesWithLine: report.closingLine.overall.games,
    gameSources: [...counts].map(([source, count]) => ({ source, games: count })).sort((a, b) => b.games - a.games),
    closingLineWeight: report.closingLineWeight,
    model: predictorReport(report.model),
    blended: predictorReport(report.blended),
    closingLine: predictorReport(report.closingLine),
    heuristic:
      sameGames === null || sameGames.heuristic.overall.games === 0
        ? null
        : { heuristic: predictorReport(sameGames.heuristic), model: predictorReport(sameGames.model), closingLine: predictorReport(sameGames.closingLine) },
    moneylineGames:
      moneyline === null || moneyline.model.overall.games === 0
        ? null
        : { model: predictorReport(moneyline.model), blended: predictorReport(moneyline.blended), closingLine: predictorReport(moneyline.closingLine) },
    overUnder: { totalScale: report.overUnder.totalScale, model: overUnderRecord(report.overUnder.model), blended: overUnderRecord(report.overUnder.blended) },
    computeMs: performance.now() - started,
  };
}

/** GET /api/model/report: the league's backtest with where its games come from and how fresh they are. */
export async function buildModelReport(sports: SportsData, league: FootballLeague, storedGamesOf: StoredGamesOf): Promise<ModelReportResponse> {
  const state = await leagueStateOf(sports.db, league);
  const { games, sources } = await storedGamesOf(league);
  const statsAfter = await storedWeekStats(sports.db, league);
  return { success: true, league, ...freshnessOf([state], sports.source), backtest: backtestOf(games, sources, { league, statsAfter }, league) };
}
