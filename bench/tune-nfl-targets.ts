/**
 * `npm run backtest -- nflverse-games.csv --tune`, third part: ADR 064's rule, on 2005-2014 only (1999-2004
 * warm up), starting from ADR 051's NFL model. The margin side (a home edge learned from the games, and ADR
 * 017's parameters again beside it) by Brier, then the total side (the total's own learning rate, the league
 * mean's, the wind) by the total's mean absolute error, then the totals scale by the over probability's Brier.
 */
import { NFL_MODEL, type BacktestGame } from '@playbook/core';
import { chooseTotalScale, coordinateDescent, tuningTotalMae, type Grid } from './model-tuning.ts';

const MARGIN_GRID: Grid = {
  homeEdgeRate: [0, 0.0025, 0.005, 0.01, 0.02, 0.03, 0.05],
  homeAdvantage: [1, 1.5, 2, 2.5, 3],
  k: [0.15, 0.2, 0.25, 0.3, 0.35],
  seasonRegression: [0.3, 0.4, 0.5, 0.6, 0.7],
  resultWeight: [0.1, 0.2, 0.3, 0.4, 0.5],
  marginScale: [9.5, 10, 10.5, 11, 11.5, 12],
};

const TOTAL_GRID: Grid = {
  totalKRatio: [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2],
  meanRate: [0, 0.005, 0.01, 0.02, 0.04],
  windPerMph: [0, 0.1, 0.2, 0.3, 0.4, 0.5],
};

const TUNING = { from: 2005, to: 2014, scores: () => true };

export function tuneNflTargets(allGames: readonly BacktestGame[]): void {
  // Nothing after the tuning seasons is read (ADR 064).
  const games = allGames.filter((g) => g.season <= TUNING.to);
  const margin = coordinateDescent(games, { ...NFL_MODEL.params }, MARGIN_GRID, TUNING, console.log);
  console.log(`margin side chosen on 2005-2014 by Brier ${margin.score.toFixed(5)}:`, JSON.stringify(margin.params));
  const total = coordinateDescent(games, margin.params, TOTAL_GRID, TUNING, console.log, tuningTotalMae);
  console.log(`total side chosen on 2005-2014 by total MAE ${total.score.toFixed(4)}:`, JSON.stringify(total.params));
  chooseTotalScale(games, total.params, TUNING, NFL_MODEL.closingLineWeight);
}
