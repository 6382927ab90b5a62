import type { Rng } from '@playbook/core';
import { MLB_INNINGS } from './game-clock.ts';
import { poissonDraw } from './demo-random.ts';

export interface BaseballFinal {
  /** Runs per inning, nine entries each; an unplayed bottom of the ninth counts 0. */
  away: readonly number[];
  home: readonly number[];
}

/** About 28% of half-innings score, 1.8 runs when they do: 4.5 runs a game for an average side. */
const SCORING_CHANCE = 0.28;

function halfInning(rng: Rng, expectedRuns: number): number {
  const chance = Math.min(0.6, (SCORING_CHANCE * expectedRuns) / 4.5);
  return rng.chance(chance) ? 1 + poissonDraw(rng, 0.8) : 0;
}

const sum = (runs: readonly number[]): number => runs.reduce((total, r) => total + r, 0);

/**
 * Nine innings for each side. The home side skips the bottom of the ninth when already ahead, and a tie after
 * nine is settled by one run in the ninth for a coin-flip winner (extra innings folded in, the demo's innings
 * stop at 9).
 */
export function playBaseballGame(awayExpected: number, homeExpected: number, rng: Rng): BaseballFinal {
  const away = Array.from({ length: MLB_INNINGS }, () => halfInning(rng, awayExpected));
  const home = Array.from({ length: MLB_INNINGS }, () => halfInning(rng, homeExpected));
  const last = MLB_INNINGS - 1;
  if (sum(home.slice(0, last)) > sum(away)) home[last] = 0;
  if (sum(home) === sum(away)) {
    const winner = rng.chance(0.5) ? home : away;
    winner[last] = (winner[last] ?? 0) + 1;
  }
  return { away, home };
}

/** The score during a live game: runs are posted when a half-inning ends. */
export function baseballScoreAt(final: BaseballFinal, inning: number, half: 'Top' | 'Bot'): { away: number; home: number } {
  return { away: sum(final.away.slice(0, half === 'Bot' ? inning : inning - 1)), home: sum(final.home.slice(0, inning - 1)) };
}

export function baseballTotals(final: BaseballFinal): { away: number; home: number } {
  return { away: sum(final.away), home: sum(final.home) };
}
