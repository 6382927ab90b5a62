/**
 * The calibration target, variant 4 (ADR 022): the (a2) blend's margin keeps its value, but its probability comes
 * from what margins like it did before instead of Φ(margin / scale): a kernel-smoothed win rate of every
 * finished game of the weeks before the predicted one (1999 on), each game counted twice, as itself and
 * mirrored (−margin, 1 − outcome), so the link is symmetric and its sparse ends have twice the games.
 * Φ(margin / scale) enters as a prior worth `prior` games. Why: Φ has thin tails, while an NFL favourite of
 * 14+ points loses more often than a normal curve says; an empirical link learns that from history alone.
 *
 * Declared before any 2015-2024 figure of this variant was seen: bandwidth h ∈ {0.5, 1, 1.5, 2, 3, 4, 6}
 * points × prior ∈ {0, 25, 100, 400} games, the pair with the lowest 2005-2014 Brier wins. 2015-2024 is
 * printed, for the chosen pair only, with --report.
 *
 *   npx tsx bench/blend-empirical-link.ts <nflverse games CSV> [--report]
 *
 * Outside the test suite (reads the real file).
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_CLOSING_LINE_WEIGHT, DEFAULT_RATING_PARAMS, isPlayed, parseNflverseGamesCsv, winProbabilityFromMargin } from '@playbook/core';
import { blendAll, figuresLine, scoreBlended, walkForwardOf } from './blend-scoring.ts';

const file = process.argv[2];
if (file === undefined) throw new Error('usage: npx tsx bench/blend-empirical-link.ts <games CSV> [--report]');
const blended = blendAll(walkForwardOf(parseNflverseGamesCsv(readFileSync(file, 'utf8'))), DEFAULT_CLOSING_LINE_WEIGHT, DEFAULT_RATING_PARAMS.marginScale);
const outcomeOf = (margin: number): number => (margin > 0 ? 1 : margin < 0 ? 0 : 0.5);

// History binned by margin (0.1 point) so each prediction sums over a few hundred bins, not thousands of games.
const BIN = 0.1;
const SPAN = 40;
const BINS = Math.round((2 * SPAN) / BIN) + 1;
const binOf = (margin: number): number => Math.min(BINS - 1, Math.max(0, Math.round((margin + SPAN) / BIN)));

function empiricalProbabilities(h: number, prior: number): number[] {
  const games = new Float64Array(BINS);
  const wins = new Float64Array(BINS);
  const out = new Array<number>(blended.length).fill(0.5);
  const reach = Math.ceil((4 * h) / BIN);
  const kernel = Array.from({ length: 2 * reach + 1 }, (_, i) => Math.exp(-0.5 * (((i - reach) * BIN) / h) ** 2));
  let i = 0;
  while (i < blended.length) {
    const first = blended[i];
    if (first === undefined) break;
    let j = i;
    while (j < blended.length && blended[j]?.game.season === first.game.season && blended[j]?.game.week === first.game.week) j += 1;
    for (let g = i; g < j; g += 1) {
      const m = blended[g]?.blend.margin ?? 0;
      const centre = binOf(m);
      let n = prior;
      let w = prior * winProbabilityFromMargin(m, DEFAULT_RATING_PARAMS.marginScale);
      for (let d = -reach; d <= reach; d += 1) {
        const b = centre + d;
        if (b < 0 || b >= BINS) continue;
        const k = kernel[d + reach] ?? 0;
        n += k * (games[b] ?? 0);
        w += k * (wins[b] ?? 0);
      }
      out[g] = n > 0 ? w / n : 0.5;
    }
    for (let g = i; g < j; g += 1) {
      const item = blended[g];
      if (item === undefined || !isPlayed(item.game)) continue;
      const y = outcomeOf(item.game.homeScore - item.game.awayScore);
      const b = binOf(item.blend.margin);
      const mirrored = binOf(-item.blend.margin);
      games[b] = (games[b] ?? 0) + 1;
      wins[b] = (wins[b] ?? 0) + y;
      games[mirrored] = (games[mirrored] ?? 0) + 1;
      wins[mirrored] = (wins[mirrored] ?? 0) + (1 - y);
    }
    i = j;
  }
  return out;
}

let best: { h: number; prior: number; brier: number; probabilities: number[] } | null = null;
for (const h of [0.5, 1, 1.5, 2, 3, 4, 6]) {
  for (const prior of [0, 25, 100, 400]) {
    const probabilities = empiricalProbabilities(h, prior);
    const tuning = scoreBlended(blended, 2005, 2014, (i) => probabilities[i] ?? 0.5);
    console.log(figuresLine(`2005-2014, h ${h}, prior ${prior}`, tuning));
    if (best === null || tuning.brier < best.brier) best = { h, prior, brier: tuning.brier, probabilities };
  }
}
if (best === null) throw new Error('no games');
const chosen = best.probabilities;
console.log(`\nchosen on 2005-2014 by Brier: h ${best.h}, prior ${best.prior}`);
console.log(figuresLine('2005-2014, ADR 017 blend', scoreBlended(blended, 2005, 2014)));
console.log(figuresLine('2005-2014, empirical link', scoreBlended(blended, 2005, 2014, (i) => chosen[i] ?? 0.5)));
if (process.argv.includes('--report')) {
  console.log(figuresLine('2015-2024, ADR 017 blend', scoreBlended(blended, 2015, 2024)));
  console.log(figuresLine('2015-2024, empirical link', scoreBlended(blended, 2015, 2024, (i) => chosen[i] ?? 0.5)));
}
