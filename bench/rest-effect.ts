/**
 * ADR 024's rest figure, reproducible: how far does counting each team's rest move the fitted model?
 *
 *   npm run bench:rest-effect -- <games CSV> [--from 2015] [--to 2024]
 *
 * Walks the rating model forward over an nflverse games CSV exactly as `npm run backtest` does (core's
 * walkForward with the default parameters: only earlier weeks predict a week) and, for every finished game of
 * --from..--to that was decided (ties left out, as ADR 024 counted) and whose two rests are known, compares the prediction with its rest to the same prediction on the
 * same ratings with the rest unknown (the model then counts it as equal). Prints the mean and largest absolute
 * change of the predicted margin and of P(home), and the Brier score both ways. Optional script, not a test.
 */
import { readFileSync } from 'node:fs';
import {
  DEFAULT_RATING_PARAMS,
  isPlayed,
  parseNflverseGamesCsv,
  restAdjustment,
  scoreGames,
  walkForward,
  winProbabilityFromMargin,
  type ScoredGame,
} from '@playbook/core';

function argValue(argv: readonly string[], name: string, fallback: number): number {
  const at = argv.indexOf(name);
  const value = at >= 0 ? Number(argv[at + 1]) : fallback;
  if (!Number.isInteger(value)) throw new Error(`${name} needs a season, got ${argv[at + 1]}`);
  return value;
}

interface Moves {
  margin: number[];
  probability: number[];
}

const mean = (xs: readonly number[]): number => xs.reduce((sum, x) => sum + x, 0) / Math.max(1, xs.length);
const largest = (xs: readonly number[]): number => xs.reduce((top, x) => Math.max(top, x), 0);

function main(argv: readonly string[]): void {
  const file = argv.find((arg, i) => !arg.startsWith('--') && !argv[i - 1]?.startsWith('--'));
  if (file === undefined) throw new Error('usage: npm run bench:rest-effect -- <games CSV> [--from 2015] [--to 2024]');
  const from = argValue(argv, '--from', 2015);
  const to = argValue(argv, '--to', 2024);
  const params = DEFAULT_RATING_PARAMS;
  const moves: Moves = { margin: [], probability: [] };
  const withRest: ScoredGame[] = [];
  const equalRest: ScoredGame[] = [];
  for (const { game, prediction } of walkForward(parseNflverseGamesCsv(readFileSync(file, 'utf8')), params)) {
    if (!isPlayed(game) || game.season < from || game.season > to || game.homeRest == null || game.awayRest == null || game.homeScore === game.awayScore) continue;
    // Rest enters the model only as restAdjustment's points added to the home edge (ratedExpectedPoints splits
    // it evenly between the sides, so the total does not move): taking it off the margin is the same ratings'
    // prediction with the rest unknown, without a second walk whose learning would differ too.
    const margin = prediction.margin - restAdjustment(params, game.homeRest, game.awayRest);
    const homeWinProbability = winProbabilityFromMargin(margin, params.marginScale);
    moves.margin.push(Math.abs(prediction.margin - margin));
    moves.probability.push(100 * Math.abs(prediction.homeWinProbability - homeWinProbability));
    const scored = { season: game.season, total: prediction.total, actualMargin: game.homeScore - game.awayScore, actualTotal: game.homeScore + game.awayScore, spreadLine: null, totalLine: null };
    withRest.push({ ...scored, margin: prediction.margin, homeWinProbability: prediction.homeWinProbability });
    equalRest.push({ ...scored, margin, homeWinProbability });
  }
  const games = moves.margin.length;
  const movedAPoint = moves.probability.filter((p) => p >= 1).length;
  console.log(`${file}: the ${games} decided games of ${from}-${to} with both rests known; walk-forward, default parameters`);
  console.log(`margin:  moves ${mean(moves.margin).toFixed(2)} points on average, ${largest(moves.margin).toFixed(2)} at most`);
  console.log(`P(home): moves ${mean(moves.probability).toFixed(2)} points on average, ${largest(moves.probability).toFixed(2)} at most; ${movedAPoint} games (${((100 * movedAPoint) / Math.max(1, games)).toFixed(0)} %) by a point or more`);
  console.log(`Brier:   ${scoreGames(withRest).brier.toFixed(5)} with rest, ${scoreGames(equalRest).brier.toFixed(5)} on equal rest`);
}

main(process.argv.slice(2));
