/**
 * ADR 051's tuning rule: coordinate descent by Brier on the tuning seasons only, one parameter at a time over
 * its grid, a value kept only when it lowers the score, rounds until nothing changes (at most four).
 */
import { isPlayed, runBacktest, walkForward, type BacktestGame, type RatedMatchupPrediction, type RatingParams } from '@playbook/core';

export interface TuningSeasons {
  /** First and last season scored (earlier ones only warm the ratings up). */
  from: number;
  to: number;
  /** Which finished games are scored. */
  scores: (game: BacktestGame) => boolean;
}

export type TuningScore = (games: readonly BacktestGame[], params: RatingParams, seasons: TuningSeasons) => number;

/** The mean of one figure over the tuning seasons' scored games (null figures left out). */
function tuningMean(figure: (game: BacktestGame & { homeScore: number; awayScore: number }, prediction: RatedMatchupPrediction) => number | null): TuningScore {
  return (games, params, seasons) => {
    let sum = 0;
    let n = 0;
    for (const { game, prediction } of walkForward(games, params)) {
      if (!isPlayed(game) || game.season < seasons.from || game.season > seasons.to || !seasons.scores(game)) continue;
      const value = figure(game, prediction);
      if (value === null) continue;
      sum += value;
      n += 1;
    }
    return sum / n;
  };
}

/** The fitted model's Brier score on the tuning seasons' scored games. */
export const tuningBrier = tuningMean((game, prediction) => {
  const margin = game.homeScore - game.awayScore;
  return (prediction.homeWinProbability - (margin > 0 ? 1 : margin < 0 ? 0 : 0.5)) ** 2;
});

/** The fitted model's mean absolute error of the total. */
export const tuningTotalMae = tuningMean((game, prediction) => Math.abs(prediction.total - game.homeScore - game.awayScore));

export type Grid = Partial<Record<keyof RatingParams, readonly number[]>>;

export function coordinateDescent(
  games: readonly BacktestGame[],
  start: RatingParams,
  grid: Grid,
  seasons: TuningSeasons,
  log: (line: string) => void,
  score: TuningScore = tuningBrier,
): { params: RatingParams; score: number } {
  let params = { ...start };
  let best = score(games, params, seasons);
  log(`start: ${best.toFixed(5)}`);
  for (let round = 1; round <= 4; round += 1) {
    let changed = false;
    for (const [name, values] of Object.entries(grid) as [keyof RatingParams, readonly number[]][]) {
      for (const value of values) {
        if (value === params[name]) continue;
        const candidate = { ...params, [name]: value };
        const brier = score(games, candidate, seasons);
        if (brier < best - 1e-7) {
          best = brier;
          params = candidate;
          changed = true;
        }
      }
      const onEdge = params[name] === values[0] || params[name] === values.at(-1);
      log(`round ${round} ${name} = ${params[name]}${onEdge ? ' (on the grid edge)' : ''}: ${best.toFixed(5)}`);
    }
    if (!changed) break;
  }
  return { params, score: best };
}

/** The value of `values` with the lowest score (the first one on a tie). */
export function lowest(values: readonly number[], score: (value: number) => number, log: (value: number, score: number) => void): number {
  let best = { value: values[0] ?? 0, score: Number.POSITIVE_INFINITY };
  for (const value of values) {
    const s = score(value);
    log(value, s);
    if (s < best.score) best = { value, score: s };
  }
  return best.value;
}


// Widened past 16 when the over probability's Brier kept falling toward the coin flip's 0.25 (ADR 051).
export const TOTAL_SCALES = [12, 14, 16, 20, 30, 40, 60, 100, 200];

/** The totals scale of TOTAL_SCALES whose over probability scores the lowest Brier on the tuning seasons (ADR 051). */
export function chooseTotalScale(games: readonly BacktestGame[], params: RatingParams, seasons: TuningSeasons, closingLineWeight: number): number {
  const totalScale = lowest(
    TOTAL_SCALES,
    (scale) => runBacktest(games, seasons.from, seasons.to, params, closingLineWeight, undefined, { totalScale: scale }).overUnder.model?.brier ?? Number.POSITIVE_INFINITY,
    (scale, brier) => console.log(`total scale ${scale}: over probability Brier ${brier.toFixed(5)}`),
  );
  console.log(`chosen total scale ${totalScale}`);
  return totalScale;
}
