/**
 * walk-forward backtest of core's fitted rating model against the closing line.
 *
 *   npm run backtest -- <games CSV> [--from 2015] [--to 2024] [--out file.json, default $TMPDIR/playbook-backtest.json] [--tune]
 *
 * The CSV is either nflverse `games.csv` or the college file `ncaa-games-lines.csv` (told apart by its
 * header); each league runs its own model (core's leagueModel, ADR 051). Every week is predicted only from
 * earlier weeks; seasons before --from warm the ratings up. Prints per-season and overall figures for the
 * model, its blend with the closing line and the closing line, the calibration tables, the over probability's
 * calibration, and writes the whole report as JSON. --tune runs the league's tuning search on its tuning
 * seasons only (NFL 2005-2014, ADR 017, 051 and 064; college 2013-2018, ADR 051) and prints the choice.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  fitRatings,
  isNcaaGamesCsv,
  leagueModel,
  parseNcaaGamesCsv,
  parseNflverseGamesCsv,
  runBacktest,
  type BacktestGame,
  type BacktestMetrics,
  type BacktestReport,
  type BacktestScope,
  type CalibrationBin,
  type ChanceCalibration,
  type LeagueModel,
  type OverUnderReport,
  type RatingParams,
  type SourceReport,
} from '@playbook/core';
import { tuneCollege } from './tune-college.ts';
import { tuneNflQuarterbacks } from './tune-nfl-quarterbacks.ts';
import { tuneNflTargets } from './tune-nfl-targets.ts';

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
  // ADR 042: deciles in the statistical sense, ten groups of equal size; the reading of the Model Report's calibration target.
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

function printOverUnder(name: string, report: OverUnderReport | null): void {
  if (report === null) return;
  console.log(`\nOver probability against the posted total, ${name}: ${report.games} games off the line, over ${pct(report.overRate)}, Brier ${fix(report.brier, 4)}`);
  console.log('  calibration (equal-count deciles of P(over) against the share that went over)');
  printBins(report.equalCountCalibration, 3);
  console.log(`  calibration error: ${fix(report.equalCountCalibrationError, 4)} (equal-count deciles), ${fix(report.calibrationError, 4)} (bins of 0.1)`);
}

function printReport(title: string, report: BacktestReport, closingLine: string): void {
  console.log(`\n=== ${title} ===`);
  printSource('(a) fitted rating model', report.model);
  printSource(`(a2) model blended with the game's own closing line, weight ${report.closingLineWeight} (line known at kickoff)`, report.blended);
  printSource(`(c) closing line (${closingLine})`, report.closingLine);
  printCalibration('model', report.model);
  printCalibration('model blended with the closing line', report.blended);
  printCalibration('closing line', report.closingLine);
  printOverUnder(`model (total scale ${report.overUnder.totalScale})`, report.overUnder.model);
  printOverUnder('model blended with the closing line', report.overUnder.blended);
}

const hasMoneylines = (g: BacktestGame): boolean => g.homeMoneyline !== null && g.awayMoneyline !== null;

function backtestOf(games: readonly BacktestGame[], from: number, to: number, model: LeagueModel, scope: BacktestScope): BacktestReport {
  return runBacktest(games, from, to, model.params, model.closingLineWeight, undefined, { closingLineScale: model.closingLineScale, totalScale: model.totalScale, ...scope });
}

function main(): void {
  const options = parseArgs(process.argv.slice(2));
  const text = readFileSync(options.file, 'utf8');
  const college = isNcaaGamesCsv(text);
  const games: BacktestGame[] = college ? parseNcaaGamesCsv(text) : parseNflverseGamesCsv(text);
  if (options.tune) {
    if (college) tuneCollege(games);
    else {
      tune(games);
      tuneNflQuarterbacks(games);
      tuneNflTargets(games);
    }
    return;
  }
  const model = leagueModel(college ? 'NCAA' : 'NFL');
  const seasons = [...new Set(games.map((g) => g.season))].sort((a, b) => a - b);
  const first = seasons[0] ?? 0;
  const last = seasons.at(-1) ?? 0;
  const has = (s: number): boolean => seasons.includes(s);
  const [reportFrom, reportTo] = college ? [2019, 2025] : [2015, 2024];
  const from = options.from ?? (has(reportFrom) && has(reportTo) ? reportFrom : (seasons[1] ?? first));
  const to = options.to ?? (has(reportFrom) && has(reportTo) ? reportTo : last);

  const fitStart = performance.now();
  fitRatings(games, model.params);
  const fitMs = performance.now() - fitStart;
  const start = performance.now();
  // College (ADR 051): the two rows, every game with a closing spread against the spread read as a
  // normal, and the games with both moneylines against their de-vigged price. The NFL: ADR 017's one table.
  const reports: Record<string, { title: string; closingLine: string; report: BacktestReport }> = college
    ? {
        spread: {
          title: 'every game with a closing spread',
          closingLine: `spread as a normal with sd ${model.closingLineScale}, total line`,
          report: backtestOf(games, from, to, model, { closingLine: 'spread', scores: (g) => g.spreadLine != null }),
        },
        moneyline: { title: 'games with both moneylines', closingLine: 'de-vigged moneyline, spread, total line', report: backtestOf(games, from, to, model, { scores: hasMoneylines }) },
      }
    : { all: { title: 'every game', closingLine: 'de-vigged moneyline, spread, total line', report: backtestOf(games, from, to, model, {}) } };
  const backtestMs = performance.now() - start;

  console.log(`Backtest of ${options.file} (${college ? 'college' : 'NFL'} model): ${games.length} games, seasons ${first}-${last}; reported ${from}-${to} walk-forward`);
  console.log(`fit of all ${seasons.length} seasons: ${fitMs.toFixed(1)} ms; walk-forward backtest: ${backtestMs.toFixed(1)} ms`);
  for (const { title, closingLine, report } of Object.values(reports)) printReport(title, report, closingLine);
  const json = Object.fromEntries(Object.entries(reports).map(([key, { report }]) => [key, report]));
  writeFileSync(options.out, `${JSON.stringify({ file: options.file, fitMs, backtestMs, ...json }, null, 2)}\n`);
  console.log(`\nwrote ${options.out}`);
}

main();
