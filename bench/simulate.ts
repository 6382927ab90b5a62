/**
 * Benchmark of the 100-game simulation engine (docs/product/simulator.md): how long 10,000 simulated games take.
 * Target: under 100 ms on the project machine. Median of several timed runs after a warm-up.
 */
import { performance } from 'node:perf_hooks';
import { createRng } from '../packages/core/src/random.ts';
import { simulateMatchup } from '../packages/core/src/sim/matchup.ts';

const GAMES = 10_000;
const WARM_UP_RUNS = 2;
const TIMED_RUNS = 7;

// Two plausible NFL teams: a good offence against an average one.
const TEAM_1 = { pointsPerGame: 27.3, opponentPointsPerGame: 19.8 };
const TEAM_2 = { pointsPerGame: 21.6, opponentPointsPerGame: 23.1 };

function timeOneRun(seed: number): number {
  const started = performance.now();
  simulateMatchup(TEAM_1, TEAM_2, { games: GAMES, league: 'NFL', rng: createRng(seed) });
  return performance.now() - started;
}

export function benchSimulate(): { gamesPerSecond: number; msFor10k: number } {
  for (let run = 0; run < WARM_UP_RUNS; run++) timeOneRun(run);
  const times = Array.from({ length: TIMED_RUNS }, (_, run) => timeOneRun(WARM_UP_RUNS + run)).sort((a, b) => a - b);
  const median = times[Math.floor(TIMED_RUNS / 2)] ?? Number.NaN;
  return {
    gamesPerSecond: Math.round((GAMES / median) * 1000),
    msFor10k: Math.round(median * 100) / 100,
  };
}
