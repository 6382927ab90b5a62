/**
 * ADR 051's tuning rule: coordinate descent by Brier on the tuning seasons only, one parameter at a time over
 * its grid, a value kept only when it lowers the score, rounds until nothing changes (at most four).
 */
import { isPlayed, walkForward, type BacktestGame, type RatingParams } from '@playbook/core';

export interface TuningSeasons {
  /** First and last season scored (earlier ones only warm the ratings up). */
  from: number;
  to: number;
  /** Which finished games are scored. */
  scores: (game: BacktestGame) => boolean;
}

/** The fitted model's Brier score on the tuning seasons' scored games. */
export function tuningBrier(games: readonly BacktestGame[], params: RatingParams, seasons: TuningSeasons): number {
  let sum = 0;
  let n = 0;
  for (const { game, prediction } of walkForward(games, params)) {
    if (!isPlayed(game) || game.season < seasons.from || game.season > seasons.to || !seasons.scores(game)) continue;
    const margin = game.homeScore - game.awayScore;
    const y = margin > 0 ? 1 : margin < 0 ? 0 : 0.5;
    sum += (prediction.homeWinProbability - y) ** 2;
    n += 1;
  }
  return sum / n;
}

export type Grid = Partial<Record<keyof RatingParams, readonly number[]>>;

export function coordinateDescent(games: readonly BacktestGame[], start: RatingParams, grid: Grid, seasons: TuningSeasons, log: (line: string) => void): { params: RatingParams; brier: number } {
  let params = { ...start };
  let best = tuningBrier(games, params, seasons);
  log(`start: Brier ${best.toFixed(5)}`);
  for (let round = 1; round <= 4; round += 1) {
    let changed = false;
    for (const [name, values] of Object.entries(grid) as [keyof RatingParams, readonly number[]][]) {
      for (const value of values) {
        if (value === params[name]) continue;
        const candidate = { ...params, [name]: value };
        const brier = tuningBrier(games, candidate, seasons);
        if (brier < best - 1e-7) {
          best = brier;
          params = candidate;
          changed = true;
        }
      }
      const onEdge = params[name] === values[0] || params[name] === values.at(-1);
      log(`round ${round} ${name} = ${params[name]}${onEdge ? ' (on the grid edge)' : ''}: Brier ${best.toFixed(5)}`);
    }
    if (!changed) break;
  }
  return { params, brier: best };
}
