/**
 * How long the Model Report's backtest takes on a full history: every nflverse game since 1999 (about 7,000),
 * the work `GET /api/model/report` does after reading the stored games. It replaces a timed test, which read a
 * busy machine's load rather than the code.
 *
 *   npm run bench:model-report -- [games CSV, default ../shared/data/nflverse-games.csv] [--runs 5]
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseNflverseGamesCsv } from '@playbook/core';
import { backtestOf } from '../server/src/features/model/model-report.ts';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
const file = args.find((arg, i) => !arg.startsWith('--') && i !== runsAt + 1) ?? '../shared/data/nflverse-games.csv';
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');

const games = parseNflverseGamesCsv(readFileSync(file, 'utf8'));
const times: number[] = [];
for (let run = 0; run < runs; run += 1) {
  const started = performance.now();
  const backtest = backtestOf(games);
  times.push(performance.now() - started);
  if (backtest === null) throw new Error(`${file} holds no finished game`);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? 0;
console.log(`Model Report backtest, ${games.length} games, ${runs} runs: median ${median.toFixed(0)} ms, worst ${(times.at(-1) ?? 0).toFixed(0)} ms`);
