/**
 * One story per screen (ADR 024): do the 100-game simulations agree with the fitted model they draw from?
 *
 *   npm run bench:sim-model -- <games CSV> [--from 2015] [--to 2024]
 *
 * Walks the rating model forward over the nflverse games CSV (as `npm run backtest` does: only earlier weeks
 * predict a week), then simulates every game of --from..--to from the model's expected points and prints the
 * mean gap between the simulated home win share and the model's probability, and between the simulated mean
 * total and the model's total. Twice: at the dialogs' 100 games per matchup (sampling noise included) and at
 * 1,000 (the simulation's own gap to the model). Bounds of the issue: under 5 points and within 2 points.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { measureSimulationGaps, parseNflverseGamesCsv, walkForward, type ModelMatchupFigures, type SimulationGaps } from '@playbook/core';

function argValue(argv: readonly string[], name: string, fallback: number): number {
  const at = argv.indexOf(name);
  const value = at >= 0 ? Number(argv[at + 1]) : fallback;
  if (!Number.isInteger(value)) throw new Error(`${name} needs a season, got ${argv[at + 1]}`);
  return value;
}

function main(argv: readonly string[]): void {
  const file = argv.find((arg, i) => !arg.startsWith('--') && !argv[i - 1]?.startsWith('--'));
  if (file === undefined) throw new Error('usage: npm run bench:sim-model -- <games CSV> [--from 2015] [--to 2024]');
  const from = argValue(argv, '--from', 2015);
  const to = argValue(argv, '--to', 2024);
  const games = parseNflverseGamesCsv(readFileSync(file, 'utf8'));
  const matchups: ModelMatchupFigures[] = walkForward(games)
    .filter(({ game }) => game.season >= from && game.season <= to && game.homeScore !== null)
    .map(({ prediction }) => ({
      // The model's expected points: home = (total + margin) / 2, away = (total − margin) / 2.
      homePoints: Math.max(0, (prediction.total + prediction.margin) / 2),
      awayPoints: Math.max(0, (prediction.total - prediction.margin) / 2),
      homeWinProbability: prediction.homeWinProbability,
      total: prediction.total,
    }));
  const line = (gaps: SimulationGaps, ms: number): string =>
    `${String(gaps.gamesPerMatchup).padStart(5)} games/matchup: win share gap ${gaps.winShareGap.toFixed(2)} pts (bias ${gaps.winShareBias.toFixed(2)}), ` +
    `total gap ${gaps.totalGap.toFixed(2)} pts (bias ${gaps.totalBias.toFixed(2)}), ${Math.round(ms)} ms`;
  console.log(`${matchups.length} games, seasons ${from}-${to}, walk-forward model predictions`);
  for (const gamesPerMatchup of [100, 1000]) {
    const started = performance.now();
    const gaps = measureSimulationGaps(matchups, { league: 'NFL', seed: 14, gamesPerMatchup });
    console.log(line(gaps, performance.now() - started));
  }
}

main(process.argv.slice(2));
