import { performance } from 'node:perf_hooks';
import type { BacktestMetricsRecord, CalibrationBinRecord, DataSource, FootballLeague, ModelBacktest, ModelReportResponse, PredictorReport } from '@playbook/contracts';
import { runBacktest, type BacktestGame, type BacktestMetrics, type CalibrationBin, type HeuristicInputs, type SourceReport } from '@playbook/core';
import { freshnessOf, leagueStateOf } from '../sports/league-state.ts';
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

/**
 * The walk-forward backtest of core (the code `npm run backtest` runs) on stored games. With several seasons
 * the first only warms the ratings up, as the CLI does; a single season (the demo's) is scored whole, its
 * first week predicted from even ratings. Null when no game is finished. NCAA runs with the same parameters
 * (tuned on NFL 2005-2014): the one stored college season cannot both tune and report them (ADR 022).
 * With `heuristic` (the stored week stats), column (b) is scored where both teams have last week's stats.
 */
export function backtestOf(
  games: readonly BacktestGame[],
  sources: ReadonlyMap<string, DataSource> = new Map(),
  heuristic?: HeuristicInputs,
): ModelBacktest | null {
  const started = performance.now();
  const seasons = [...new Set(games.map((game) => game.season))].sort((a, b) => a - b);
  const first = seasons[0];
  const last = seasons.at(-1);
  if (first === undefined || last === undefined) return null;
  const from = seasons[1] ?? first;
  const report = runBacktest(games, from, last, {}, undefined, heuristic);
  const spec = report.heuristic;
  const counts = new Map<DataSource, number>();
  for (const game of games) {
    const source = sources.get(game.id);
    if (source !== undefined && game.season >= from && game.homeScore !== null && game.awayScore !== null) counts.set(source, (counts.get(source) ?? 0) + 1);
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
      spec === null || spec.heuristic.overall.games === 0
        ? null
        : { heuristic: predictorReport(spec.heuristic), model: predictorReport(spec.model), closingLine: predictorReport(spec.closingLine) },
    computeMs: performance.now() - started,
  };
}

/** GET /api/model/report: the league's backtest with where its games come from and how fresh they are. */
export async function buildModelReport(sports: SportsData, league: FootballLeague, storedGamesOf: StoredGamesOf): Promise<ModelReportResponse> {
  const state = await leagueStateOf(sports.db, league);
  const { games, sources } = await storedGamesOf(league);
  const statsAfter = await storedWeekStats(sports.db, league);
  return { success: true, league, ...freshnessOf([state], sports.source), backtest: backtestOf(games, sources, { league, statsAfter }) };
}
