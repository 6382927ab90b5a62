/**
 * `npm run backtest -- nflverse-games.csv --tune`, second part: ADR 051's rule for the parameters the NFL
 * model gained (ADR 017), on 2005-2014 only (1999-2004 warm up). ADR 017's parameters stay as they are.
 * The quarterback parameters by Brier, then the weather's by the total's mean absolute error.
 */
import { DEFAULT_RATING_PARAMS, NFL_MODEL, type BacktestGame } from '@playbook/core';
import { chooseTotalScale, coordinateDescent, tuningTotalMae, type Grid } from './model-tuning.ts';

const QUARTERBACK_GRID: Grid = {
  qbChangePoints: [0, 1, 2, 3, 4, 5, 6],
  qbInexperiencePoints: [0, 1, 2, 3, 4, 6],
  // Widened past 16 after the first run's best sat on its edge (ADR 051).
  qbWindow: [2, 4, 6, 8, 12, 16, 24, 32, 48],
  qbExperienceStarts: [4, 8, 16, 32, 64],
};

const WEATHER_GRID: Grid = {
  windPerMph: [0, 0.1, 0.2, 0.3, 0.4, 0.5],
  windFloor: [0, 5, 10, 15],
  coldPerDegree: [0, 0.05, 0.1, 0.15, 0.2],
  coldFloor: [30, 40, 50, 60],
};

const TUNING = { from: 2005, to: 2014, scores: () => true };

export function tuneNflQuarterbacks(allGames: readonly BacktestGame[]): void {
  const games = allGames.filter((g) => g.season <= TUNING.to);
  const quarterbacks = coordinateDescent(games, { ...DEFAULT_RATING_PARAMS }, QUARTERBACK_GRID, TUNING, console.log);
  console.log(`quarterbacks chosen on 2005-2014 by Brier ${quarterbacks.score.toFixed(5)}:`, JSON.stringify(quarterbacks.params));
  const weather = coordinateDescent(games, quarterbacks.params, WEATHER_GRID, TUNING, console.log, tuningTotalMae);
  console.log(`weather chosen on 2005-2014 by total MAE ${weather.score.toFixed(4)}:`, JSON.stringify(weather.params));
  chooseTotalScale(games, weather.params, TUNING, NFL_MODEL.closingLineWeight);
}
