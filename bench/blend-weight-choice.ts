/**
 * The calibration target, variant 2 of ADR 022: the (a2) blend's closing-line weight and margin scale chosen on
 * 2005-2014 by a criterion that includes calibration. The criterion, declared (and committed) before any
 * 2015-2024 figure of this variant was seen: the lowest 2005-2014 Brier among the pairs whose calibration
 * error is < 0.03 on 2005-2014 AND on each half of it (2005-2009, 2010-2014), the halves standing in for
 * the decile measure's noise on a smaller sample, using the tuning seasons only. 2015-2024 is printed, for
 * the chosen pair only, with --report.
 *
 *   npx tsx bench/blend-weight-choice.ts <nflverse games CSV> [--report]
 *
 * Outside the test suite (reads the real file).
 */
import { readFileSync } from 'node:fs';
import { parseNflverseGamesCsv } from '@playbook/core';
import { blendAll, figuresLine, scoreBlended, walkForwardOf, type TargetFigures } from './blend-scoring.ts';

const file = process.argv[2];
if (file === undefined) throw new Error('usage: npx tsx bench/blend-weight-choice.ts <games CSV> [--report]');
const predictions = walkForwardOf(parseNflverseGamesCsv(readFileSync(file, 'utf8')));

let best: { weight: number; scale: number; tuning: TargetFigures } | null = null;
for (let w = 50; w <= 100; w += 5) {
  for (let s = 1000; s <= 1200; s += 25) {
    const weight = w / 100;
    const scale = s / 100;
    const blended = blendAll(predictions, weight, scale);
    const tuning = scoreBlended(blended, 2005, 2014);
    const halves = [scoreBlended(blended, 2005, 2009), scoreBlended(blended, 2010, 2014)];
    const admissible = [tuning, ...halves].every((f) => f.calibration < 0.03);
    const worstHalf = Math.max(...halves.map((h) => h.calibration)).toFixed(4);
    console.log(`${figuresLine(`2005-2014, weight ${weight}, scale ${scale}`, tuning)}; worst half ${worstHalf}${admissible ? '' : ' (inadmissible)'}`);
    if (admissible && (best === null || tuning.brier < best.tuning.brier)) best = { weight, scale, tuning };
  }
}
if (best === null) {
  console.log('\nno pair meets the 2005-2014 criterion');
} else {
  console.log(`\nchosen on 2005-2014: weight ${best.weight}, scale ${best.scale}`);
  console.log(figuresLine('2005-2014, chosen', best.tuning));
  if (process.argv.includes('--report')) console.log(figuresLine('2015-2024, chosen', scoreBlended(blendAll(predictions, best.weight, best.scale), 2015, 2024)));
}
