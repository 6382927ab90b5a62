/**
 * The calibration target, variant 3 of ADR 022: the probability is a mix of the model's own probability and the
 * closing line's de-vigged moneyline (core's closingLineProbability: the spread through the model's scale
 * where a game has no valid moneylines), p = (1 − w)·model + w·line, instead of the blended margin's. The
 * margin and total stay (a2)'s. The criterion, declared before any 2015-2024 figure of this variant was
 * seen: the w (0 to 1 by 0.05) with the lowest 2005-2014 Brier. 2015-2024 is printed, for the chosen w
 * only, with --report.
 *
 *   npx tsx bench/blend-moneyline.ts <nflverse games CSV> [--report]
 *
 * Outside the test suite (reads the real file).
 */
import { readFileSync } from 'node:fs';
import { closingLineProbability, DEFAULT_CLOSING_LINE_WEIGHT, DEFAULT_RATING_PARAMS, parseNflverseGamesCsv } from '@playbook/core';
import { blendAll, figuresLine, scoreBlended, walkForwardOf, type TargetFigures } from './blend-scoring.ts';

const file = process.argv[2];
if (file === undefined) throw new Error('usage: npx tsx bench/blend-moneyline.ts <games CSV> [--report]');
const predictions = walkForwardOf(parseNflverseGamesCsv(readFileSync(file, 'utf8')));
const blended = blendAll(predictions, DEFAULT_CLOSING_LINE_WEIGHT, DEFAULT_RATING_PARAMS.marginScale);
const mixed = (w: number) => (i: number): number => {
  const p = predictions[i];
  if (p === undefined) return 0.5;
  const { game, prediction } = p;
  const line = closingLineProbability(game.homeMoneyline, game.awayMoneyline, game.spreadLine ?? null, DEFAULT_RATING_PARAMS.marginScale);
  return line === null ? prediction.homeWinProbability : (1 - w) * prediction.homeWinProbability + w * line;
};

let best: { weight: number; tuning: TargetFigures } | null = null;
for (let step = 0; step <= 20; step += 1) {
  const weight = step / 20;
  const tuning = scoreBlended(blended, 2005, 2014, mixed(weight));
  console.log(figuresLine(`2005-2014, line weight ${weight}`, tuning));
  if (best === null || tuning.brier < best.tuning.brier) best = { weight, tuning };
}
if (best === null) throw new Error('no games');
console.log(`\nchosen on 2005-2014 by Brier: line weight ${best.weight}`);
console.log(figuresLine('2005-2014, chosen', best.tuning));
if (process.argv.includes('--report')) console.log(figuresLine('2015-2024, chosen', scoreBlended(blended, 2015, 2024, mixed(best.weight))));
