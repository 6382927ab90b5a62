/**
 * Issue 14's target on the blend (a2), ADR 022: can the blended prediction's probability be recalibrated so
 * that it meets Brier ≤ 0.212, straight-up ≥ 64 % and calibration error < 0.03 on 2015-2024?
 *
 *   npx tsx bench/blend-recalibration.ts <nflverse games CSV>
 *
 * The blend's margin stays ADR 017's (weight 0.8 on the closing line); its probability becomes
 * Φ((margin + shift) / scale). Shift and scale are chosen by Brier on 2005-2014 ONLY (the tuning seasons of
 * ADR 017), then the chosen pair is scored once on 2015-2024. Outside the test suite (reads the real file).
 */
import { readFileSync } from 'node:fs';
import {
  blendWithClosingLine,
  calibrationError,
  calibrationTable,
  DEFAULT_CLOSING_LINE_WEIGHT,
  DEFAULT_RATING_PARAMS,
  isPlayed,
  parseNflverseGamesCsv,
  scoreGames,
  walkForward,
  weightedCalibrationError,
  winProbabilityFromMargin,
  type ScoredGame,
} from '@playbook/core';

const file = process.argv[2];
if (file === undefined) throw new Error('usage: npx tsx bench/blend-recalibration.ts <games CSV>');
const predictions = walkForward(parseNflverseGamesCsv(readFileSync(file, 'utf8')), DEFAULT_RATING_PARAMS);

function score(from: number, to: number, shift: number, scale: number) {
  const scored: ScoredGame[] = [];
  for (const { game, prediction } of predictions) {
    if (!isPlayed(game) || game.season < from || game.season > to) continue;
    const blend = blendWithClosingLine(prediction, game.spreadLine, game.totalLine, DEFAULT_CLOSING_LINE_WEIGHT, DEFAULT_RATING_PARAMS.marginScale);
    scored.push({
      season: game.season,
      homeWinProbability: winProbabilityFromMargin(blend.margin + shift, scale),
      margin: blend.margin,
      total: blend.total,
      actualMargin: game.homeScore - game.awayScore,
      actualTotal: game.homeScore + game.awayScore,
      spreadLine: game.spreadLine ?? null,
      totalLine: game.totalLine ?? null,
    });
  }
  const metrics = scoreGames(scored);
  const bins = calibrationTable(scored);
  return { straightUp: metrics.straightUp, brier: metrics.brier, calibration: calibrationError(bins), weighted: weightedCalibrationError(bins) };
}

const line = (label: string, s: ReturnType<typeof score>) =>
  `${label}: SU ${(100 * s.straightUp).toFixed(1)}%, Brier ${s.brier.toFixed(4)}, calibration error ${s.calibration.toFixed(4)} (weighted ${s.weighted.toFixed(4)})`;

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
