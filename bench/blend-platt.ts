/**
 * The calibration target, variant 1 of ADR 022: walk-forward Platt scaling of the (a2) blend's probability,
 * σ(a·logit(p) + b), a and b fitted on every finished game before the predicted week (core's
 * walkForwardPlatt). Its two hyperparameters (minimum history, prior weight) are chosen by Brier on
 * 2005-2014 ONLY; 2015-2024 is printed, for the chosen pair only, with --report.
 *
 *   npx tsx bench/blend-platt.ts <nflverse games CSV> [--report]
 *
 * Outside the test suite (reads the real file).
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_CLOSING_LINE_WEIGHT, DEFAULT_RATING_PARAMS, isPlayed, parseNflverseGamesCsv, walkForwardPlatt, type PlattParams } from '@playbook/core';
import { blendAll, figuresLine, scoreBlended, walkForwardOf } from './blend-scoring.ts';

const file = process.argv[2];
if (file === undefined) throw new Error('usage: npx tsx bench/blend-platt.ts <games CSV> [--report]');
const blended = blendAll(walkForwardOf(parseNflverseGamesCsv(readFileSync(file, 'utf8'))), DEFAULT_CLOSING_LINE_WEIGHT, DEFAULT_RATING_PARAMS.marginScale);
const outcomeOf = (margin: number): number => (margin > 0 ? 1 : margin < 0 ? 0 : 0.5);
const items = blended.map(({ game, blend }) => ({
  season: game.season,
  week: game.week,
  probability: blend.homeWinProbability,
  outcome: isPlayed(game) ? outcomeOf(game.homeScore - game.awayScore) : null,
}));

// Declared before any 2015-2024 figure was seen: the pair with the lowest 2005-2014 Brier wins.
let best: { params: PlattParams; brier: number; probabilities: number[] } | null = null;
for (const minHistory of [256, 1024, 2048]) {
  for (const priorWeight of [0, 10, 100, 1000, 3000, 10000]) {
    const params = { minHistory, priorWeight };
    const probabilities = walkForwardPlatt(items, params);
    const tuning = scoreBlended(blended, 2005, 2014, (i) => probabilities[i] ?? 0.5);
    console.log(figuresLine(`2005-2014, minHistory ${minHistory}, prior ${priorWeight}`, tuning));
    if (best === null || tuning.brier < best.brier) best = { params, brier: tuning.brier, probabilities };
  }
}
if (best === null) throw new Error('no games');
const chosen = best.probabilities;
console.log(`\nchosen on 2005-2014 by Brier: minHistory ${best.params.minHistory}, prior ${best.params.priorWeight}`);
console.log(figuresLine('2005-2014, ADR 017 blend', scoreBlended(blended, 2005, 2014)));
console.log(figuresLine('2005-2014, Platt-scaled blend', scoreBlended(blended, 2005, 2014, (i) => chosen[i] ?? 0.5)));
if (process.argv.includes('--report')) {
  console.log(figuresLine('2015-2024, ADR 017 blend', scoreBlended(blended, 2015, 2024)));
  console.log(figuresLine('2015-2024, Platt-scaled blend', scoreBlended(blended, 2015, 2024, (i) => chosen[i] ?? 0.5)));
}
