/**
 * Issue 14: walk-forward backtest of core's fitted rating model against the closing line.
 *
 *   npm run backtest -- <games CSV> [--from 2015] [--to 2024] [--out file.json, default $TMPDIR/playbook-backtest.json] [--tune]
 *
 * The CSV has nflverse `games.csv` columns. Every week is predicted only from earlier weeks; seasons before
 * --from warm the ratings up. Prints per-season and overall figures for the model and the closing line, the
 * calibration table, and writes the whole report as JSON. --tune runs the grid search on 2005-2014 (the
 * tuning seasons of ADR 017) and prints the best parameters instead; it never looks at later seasons.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  DEFAULT_RATING_PARAMS,
  fitRatings,
  parseNflverseGamesCsv,
  runBacktest,
  type BacktestGame,
  type BacktestMetrics,
  type CalibrationBin,
  type ChanceCalibration,
  type RatingParams,
  type SourceReport,
} from '@playbook/core';

interface Options {
  file: string;
  from: number | null;
  to: number | null;
  out: string;
  tune: boolean;
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = { file: '', from: null, to: null, out: join(tmpdir(), 'playbook-backtest.json'), tune: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const next = (): string => {
      const value = argv[i + 1];
      if (value === undefined) throw new Error(`${arg} needs a value`);
      i += 1;
      return value;
    };
    if (arg === '--from') options.from = Number(next());
    else if (arg === '--to') options.to = Number(next());
    else if (arg === '--out') options.out = next();
    else if (arg === '--tune') options.tune = true;
    else if (arg !== undefined) options.file = arg;
  }
  if (options.file === '') throw new Error('usage: npm run backtest -- <games CSV> [--from Y] [--to Y] [--out file.json] [--tune]');
  return options;
}

const pct = (x: number): string => (Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : '-');
const fix = (x: number | null, d = 3): string => (x !== null && Number.isFinite(x) ? x.toFixed(d) : '-');
const rec = (r: BacktestMetrics['ats']): string => (r === null ? '-' : `${r.wins}-${r.losses}-${r.pushes} (${pct(r.wins / Math.max(1, r.wins + r.losses))})`);

function row(label: string, m: BacktestMetrics): string {
  return [label.padEnd(14), String(m.games).padStart(5), pct(m.straightUp).padStart(7), fix(m.brier).padStart(7), fix(m.logLoss).padStart(7), fix(m.marginMae, 2).padStart(7), fix(m.totalMae, 2).padStart(7), rec(m.ats).padStart(20), rec(m.overUnder).padStart(20)].join(' ');
}

function printSource(name: string, report: SourceReport): void {
  console.log(`\n${name}`);
  console.log(['season'.padEnd(14), 'games'.padStart(5), 'SU'.padStart(7), 'Brier'.padStart(7), 'LogLoss'.padStart(7), 'MAE-M'.padStart(7), 'MAE-T'.padStart(7), 'ATS W-L-P'.padStart(20), 'O/U W-L-P'.padStart(20)].join(' '));
  for (const { season, metrics } of report.perSeason) console.log(row(String(season), metrics));
  console.log(row('overall', report.overall));
}

function printCalibration(name: string, report: SourceReport): void {
  console.log(`\nCalibration, ${name} (home-win probability, ten bins of 0.1)`);
  printBins(report.calibration, 1);
  console.log(`  calibration error: ${fix(report.calibrationError, 4)} (mean over the bins), ${fix(report.weightedCalibrationError, 4)} (weighted by games)`);
  printChance(report.calibrationByChance);
  // ADR 042: deciles in the statistical sense, ten groups of equal size; the reading of issue 14's target.
  const equalCount = report.equalCountCalibration;
  console.log(`Calibration, ${name} (equal-count deciles)`);
  printBins(equalCount.bins, 3);
  console.log(`  calibration error: ${fix(equalCount.error, 4)} (mean over the deciles)`);
  printChance(equalCount.byChance);
}

function printBins(bins: readonly CalibrationBin[], digits: number): void {
  for (const bin of bins) {
    console.log(`  ${bin.low.toFixed(digits)}-${bin.high.toFixed(digits)}  games ${String(bin.games).padStart(5)}  predicted ${fix(bin.meanPredicted)}  observed ${fix(bin.observed)}`);
  }
}

function printChance(chance: ChanceCalibration | null): void {
  if (chance === null) return;
  console.log(`  by chance alone, a perfectly calibrated forecaster of these games: ${fix(chance.mean, 4)} on average, 90% between ${fix(chance.low, 4)} and ${fix(chance.high, 4)} (${chance.simulations} simulations)`);
}

/** Grid search on the tuning seasons only, by Brier score. */
function tune(games: readonly BacktestGame[]): void {
  const tuningGames = games.filter((g) => g.season <= 2014);
  const grid = {
    k: [0.25, 0.3, 0.4, 0.5],
    homeAdvantage: [1.5, 2],
    seasonRegression: [0.5, 0.6, 0.7],
    resultWeight: [0, 0.1, 0.2, 0.3],
    marginScale: [10, 10.5, 11],
  };
  let best: { brier: number; params: Partial<RatingParams> } | null = null;
  for (const k of grid.k)
    for (const homeAdvantage of grid.homeAdvantage)
      for (const seasonRegression of grid.seasonRegression)
        for (const resultWeight of grid.resultWeight)
          for (const marginScale of grid.marginScale) {
            const params = { k, homeAdvantage, seasonRegression, resultWeight, marginScale };
            const brier = runBacktest(tuningGames, 2005, 2014, params).model.overall.brier;
            if (best === null || brier < best.brier) best = { brier, params };
          }
  console.log('best on 2005-2014 by Brier:', JSON.stringify(best));
  for (let w = 0; w <= 1.0001; w += 0.1) {
    const blended = runBacktest(tuningGames, 2005, 2014, best?.params ?? {}, w).blended.overall.brier;
    console.log(`closing-line weight ${w.toFixed(1)}: Brier ${blended.toFixed(4)} on 2005-2014`);
  }
}

function main(): void {
  const options = parseArgs(process.argv.slice(2));
  const games = parseNflverseGamesCsv(readFileSync(options.file, 'utf8'));
  if (options.tune) {
    tune(games);
    return;
  }
  const seasons = [...new Set(games.map((g) => g.season))].sort((a, b) => a - b);
  const first = seasons[0] ?? 0;
  const last = seasons.at(-1) ?? 0;
  const has = (s: number): boolean => seasons.includes(s);
  const from = options.from ?? (has(2015) && has(2024) ? 2015 : (seasons[1] ?? first));
  const to = options.to ?? (has(2015) && has(2024) ? 2024 : last);

  const fitStart = performance.now();
  fitRatings(games, DEFAULT_RATING_PARAMS);
  const fitMs = performance.now() - fitStart;
  const start = performance.now();
  const report = runBacktest(games, from, to, DEFAULT_RATING_PARAMS);
  const backtestMs = performance.now() - start;

  console.log(`Backtest of ${options.file}: ${games.length} games, seasons ${first}-${last}; reported ${from}-${to} walk-forward`);
  console.log(`fit of all ${seasons.length} seasons: ${fitMs.toFixed(1)} ms; walk-forward backtest: ${backtestMs.toFixed(1)} ms`);
  printSource('(a) fitted rating model', report.model);
  printSource(`(a2) model blended with the game's own closing line, weight ${report.closingLineWeight} (line known at kickoff)`, report.blended);
  printSource('(c) closing line (de-vigged moneyline, spread, total line)', report.closingLine);
  printCalibration('model', report.model);
  printCalibration('model blended with the closing line', report.blended);
  printCalibration('closing line', report.closingLine);
  writeFileSync(options.out, `${JSON.stringify({ file: options.file, fitMs, backtestMs, ...report }, null, 2)}\n`);
  console.log(`\nwrote ${options.out}`);
}

main();
