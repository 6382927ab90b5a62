/**
 * ADR 034 (extension): does the venue move an over/under? The fitted model's total is the sum of both teams'
 * expected points and its home edge adds half to one and takes half from the other, so the total cannot move;
 * the 100-game simulation plays each side's own scoring mean, so only the split moves, and this measures
 * whether a split moves the simulated totals at all.
 *
 *   npx tsx bench/over-under-venue.ts <games CSV> [--games 2000]
 *
 * For every home game of 2015-2024 with a closing total in the nflverse CSV, the walk-forward model's expected
 * points (as `npm run bench:sim-model` builds them) are simulated twice with the same seed: as a home game,
 * and as the same pairing at a neutral site (the home edge taken back: home − edge/2, away + edge/2, the same
 * total). Printed: the mean and largest change in the simulated mean total and in the share of games over
 * the closing total, against the sampling noise of one such change.
 */
import { readFileSync } from 'node:fs';
import { createRng, DEFAULT_RATING_PARAMS, parseNflverseGamesCsv, simulateOverUnder, walkForward } from '@playbook/core';

function argValue(argv: readonly string[], name: string, fallback: number): number {
  const at = argv.indexOf(name);
  const value = at >= 0 ? Number(argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 10 || value % 10 !== 0) throw new Error(`${name} needs a multiple of 10, got ${argv[at + 1]}`);
  return value;
}

function main(argv: readonly string[]): void {
  const file = argv.find((arg, i) => !arg.startsWith('--') && !argv[i - 1]?.startsWith('--'));
  if (file === undefined) throw new Error('usage: npx tsx bench/over-under-venue.ts <games CSV> [--games 2000]');
  const games = argValue(argv, '--games', 2000);
  const halfEdge = DEFAULT_RATING_PARAMS.homeAdvantage / 2;
  const played = walkForward(parseNflverseGamesCsv(readFileSync(file, 'utf8'))).filter(
    ({ game }) => game.season >= 2015 && game.season <= 2024 && game.homeScore !== null && !game.neutral && game.totalLine != null,
  );
  // The teams' stats are not read when the expected points are given (the model's, as on the screens).
  const team = { pointsPerGame: 0, opponentPointsPerGame: 0 };
  const totalMoves: number[] = [];
  const overMoves: number[] = [];
  let seed = 34;
  for (const { game, prediction } of played) {
    const line = game.totalLine ?? 0;
    const home = (prediction.total + prediction.margin) / 2;
    const away = (prediction.total - prediction.margin) / 2;
    const run = (homePoints: number, awayPoints: number) =>
      simulateOverUnder(team, team, line, { league: 'NFL', games, rng: createRng(seed), expectedPoints: { team1: Math.max(0, awayPoints), team2: Math.max(0, homePoints) } });
    const atHome = run(home, away);
    const neutral = run(home - halfEdge, away + halfEdge);
    seed += 1;
    totalMoves.push(neutral.averageTotalPoints - atHome.averageTotalPoints);
    overMoves.push((100 * (neutral.overCount - atHome.overCount)) / games);
  }
  const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const largest = (values: readonly number[]) => Math.max(...values.map(Math.abs));
  const spread = (values: readonly number[]) => Math.sqrt(mean(values.map((v) => (v - mean(values)) ** 2)));
  console.log(`${played.length} home games of 2015-2024 with a closing total; ${games} simulated games per venue, home edge ${DEFAULT_RATING_PARAMS.homeAdvantage} points`);
  console.log(`simulated mean total, neutral − home: mean ${mean(totalMoves).toFixed(3)} points (±${(spread(totalMoves) / Math.sqrt(totalMoves.length)).toFixed(3)}), largest ${largest(totalMoves).toFixed(2)}, per-game spread ${spread(totalMoves).toFixed(2)}`);
  console.log(`share over the closing total, neutral − home: mean ${mean(overMoves).toFixed(3)} points (±${(spread(overMoves) / Math.sqrt(overMoves.length)).toFixed(3)}), largest ${largest(overMoves).toFixed(2)}, per-game spread ${spread(overMoves).toFixed(2)}`);
}

main(process.argv.slice(2));
