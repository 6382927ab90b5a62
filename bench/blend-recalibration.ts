/**
 * The Model Report's calibration target on the blend (a2), ADR 022: can the blended prediction's probability be recalibrated so
 * that it meets Brier ≤ 0.212, straight-up ≥ 64 % and calibration error < 0.03 on 2015-2024?
 *
 *   npx tsx bench/blend-recalibration.ts <nflverse games CSV>
 *
 * The blend's margin stays ADR 017's (weight 0.8 on the closing line); its probability becomes
 * Φ((margin + shift) / scale). Shift and scale are chosen by Brier on 2005-2014 ONLY (the tuning seasons of
 * ADR 017), then the chosen pair is scored once on 2015-2024. Outside the test suite (reads the real file).
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_CLOSING_LINE_WEIGHT, DEFAULT_RATING_PARAMS, parseNflverseGamesCsv, winProbabilityFromMargin } from '@playbook/core';
import { blendAll, figuresLine, scoreBlended, walkForwardOf } from './blend-scoring.ts';

const file = process.argv[2];
if (file === undefined) throw new Error('usage: npx tsx bench/blend-recalibration.ts <games CSV>');
const blended = blendAll(walkForwardOf(parseNflverseGamesCsv(readFileSync(file, 'utf8'))), DEFAULT_CLOSING_LINE_WEIGHT, DEFAULT_RATING_PARAMS.marginScale);

const score = (from: number, to: number, shift: number, scale: number) =>
  scoreBlended(blended, from, to, (i) => winProbabilityFromMargin((blended[i]?.blend.margin ?? 0) + shift, scale));
const line = figuresLine;

let best: { shift: number; scale: number; brier: number } | null = null;
for (const shift of [-1, -0.75, -0.5, -0.25, 0, 0.25, 0.5, 0.75, 1]) {
  for (const scale of [10, 10.5, 10.75, 11, 11.25, 11.5, 12]) {
    const { brier } = score(2005, 2014, shift, scale);
    if (best === null || brier < best.brier) best = { shift, scale, brier };
  }
}
if (best === null) throw new Error('no games');
console.log(`chosen on 2005-2014 by Brier: shift ${best.shift}, scale ${best.scale}`);
console.log(line('2005-2014, chosen', score(2005, 2014, best.shift, best.scale)));
console.log(line('2015-2024, ADR 017 blend (shift 0, scale 10.5)', score(2015, 2024, 0, DEFAULT_RATING_PARAMS.marginScale)));
console.log(line('2015-2024, recalibrated blend', score(2015, 2024, best.shift, best.scale)));
