/**
 * `npm run backtest -- ncaa-games-lines.csv --tune`: ADR 051's tuning rule for the college model, on
 * 2013-2018 only (2013 warms the ratings up, 2014-2018 are scored). Later seasons are dropped before anything
 * runs, so no choice here can see them.
 */
import { DEFAULT_RATING_PARAMS, runBacktest, type BacktestGame, type RatingParams } from '@playbook/core';
import { coordinateDescent, lowest, TOTAL_SCALES, type Grid } from './model-tuning.ts';

const COLLEGE_GRID: Grid = {
  k: [0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5],
  homeAdvantage: [1.5, 2, 2.5, 3, 3.5, 4],
  seasonRegression: [0.3, 0.4, 0.5, 0.6, 0.7],
  resultWeight: [0, 0.1, 0.2, 0.3, 0.4, 0.5],
  marginScale: [12, 13, 14, 15, 16, 17, 18],
  marginCap: [21, 28, 35, 42, 60],
  // Widened from 0-35 after the first run's best sat on its edge (ADR 051).
  lowerDivisionPoints: [0, 10, 20, 30, 35, 40, 45, 50, 60],
  conferencePull: [0, 0.25, 0.5, 0.75, 1],
  initialMeanPoints: [18, 21, 24, 27, 30],
};

const TUNING = { from: 2014, to: 2018, scores: (g: BacktestGame) => g.spreadLine != null };

export function tuneCollege(allGames: readonly BacktestGame[]): void {
  const games = allGames.filter((g) => g.season <= TUNING.to);
  const { params, score: brier } = coordinateDescent(games, { ...DEFAULT_RATING_PARAMS }, COLLEGE_GRID, TUNING, console.log);
  console.log(`chosen on 2014-2018 by Brier ${brier.toFixed(5)}:`, JSON.stringify(params));
  const run = (p: RatingParams, weight: number, scale: number) =>
    runBacktest(games, TUNING.from, TUNING.to, p, weight, undefined, { closingLine: 'spread', closingLineScale: scale, totalScale: scale, scores: TUNING.scores });
  const tenths = Array.from({ length: 11 }, (_, i) => i / 10);
  const weight = lowest(tenths, (w) => run(params, w, 14).blended.overall.brier, (w, s) => console.log(`blend weight ${w}: Brier ${s.toFixed(5)}`));
  const halves = Array.from({ length: 9 }, (_, i) => 12 + i / 2);
  const closeScale = lowest(halves, (s) => run(params, weight, s).closingLine.overall.brier, (v, s) => console.log(`closing spread scale ${v}: Brier ${s.toFixed(6)}`));
  const totalScale = lowest(
    TOTAL_SCALES,
    (s) => run(params, weight, s).overUnder.model?.brier ?? Number.POSITIVE_INFINITY,
    (v, s) => console.log(`total scale ${v}: over probability Brier ${s.toFixed(5)}`),
  );
  console.log(`chosen: blend weight ${weight}, closing spread scale ${closeScale}, total scale ${totalScale}`);
}
