/**
 * `npm run eval:ocr`: renders the evaluation set (render-eval-set.ts), reads every image the way
 * POST /api/analyze-screenshots does (prepare, OCR words, read by layout), and prints per image and in all:
 * lines right (odds, market, side with its point, and both teams all right), false lines (read lines that
 * match no true line), the slip's wager and to-win read right, and seconds per image.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readScreenshotWords, resolveTeam, splitMatchup, type ReadLine } from '@playbook/core';
import { OcrPool } from '../../server/src/features/screenshots/ocr-pool.ts';
import { prepareImage } from '../../server/src/features/screenshots/prepare-image.ts';
import { trueLinesOf, type TrueLine } from './eval-cases.ts';
import { renderEvalSet, type EvalImage } from './render-eval-set.ts';

const codeOf = (name: string) => resolveTeam(name, 'NFL')?.code;

function isRight(read: ReadLine, truth: TrueLine): boolean {
  const { away, home } = splitMatchup(read.game);
  const teams = [codeOf(away), codeOf(home)].sort().join();
  if (teams !== [truth.away, truth.home].sort().join()) return false;
  if (read.type !== truth.market || read.odds !== truth.odds) return false;
  if (truth.market === 'total') return read.selection.toLowerCase() === truth.side && read.point === truth.point;
  if (codeOf(read.selection) !== truth.side) return false;
  return truth.market === 'moneyline' || read.point === truth.point;
}

interface Score {
  image: string;
  truth: number;
  right: number;
  falseLines: number;
  wager?: boolean;
  toWin?: boolean;
  seconds: number;
  /**
   * The CPU time the process (its OCR worker thread included) spent on the image: on a machine shared with other
   * work, what the wall time would be on an idle one (the reading runs on one thread at a time).
   */
  cpuSeconds: number;
  /** Where the time went: image preparation, recognition, reading the layout. */
  stages: { prepare: number; recognize: number; layout: number };
  phone: boolean;
  misses: string[];
}

async function scoreImage(pool: OcrPool, image: EvalImage): Promise<Score> {
  const bytes = await readFile(image.file);
  const cpuStarted = process.cpuUsage();
  const started = performance.now();
  const prepared = await prepareImage(bytes);
  const prepareSeconds = (performance.now() - started) / 1000;
  const words = await pool.wordsOf(prepared.image, 'eval', 60_000);
  const recognized = performance.now();
  const reading = readScreenshotWords(words);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStarted);
  const stages = { prepare: prepareSeconds, recognize: (recognized - started) / 1000 - prepareSeconds, layout: (performance.now() - recognized) / 1000 };
  const truths = trueLinesOf(image.evalCase);
  const unmatched = [...truths];
  let right = 0;
  const misses: string[] = [];
  for (const line of reading.lines) {
    const index = unmatched.findIndex((truth) => isRight(line, truth));
    if (index === -1) misses.push(`read ${line.game} | ${line.type} | ${line.description} | ${line.odds}`);
    else {
      unmatched.splice(index, 1);
      right += 1;
    }
  }
  for (const truth of unmatched) misses.push(`missed ${truth.away}@${truth.home} ${truth.market} ${truth.side} ${truth.point ?? ''} ${truth.odds}`);
  const slip = image.evalCase.kind === 'slip' ? image.evalCase : undefined;
  return {
    image: path.basename(image.file),
    truth: truths.length,
    right,
    falseLines: reading.lines.length - right,
    ...(slip ? { wager: reading.slip?.wager === slip.wager, toWin: Math.abs((reading.slip?.toWin ?? -1) - slip.toWin) < 0.005 } : {}),
    seconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    stages,
    phone: image.evalCase.width < 900,
    misses,
  };
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '-' : `${((part / whole) * 100).toFixed(1)} %`;
}

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const verbose = process.argv.includes('--verbose');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const images = (await renderEvalSet()).filter((image) => !only || path.basename(image.file).includes(only));
const pool = new OcrPool({ size: 1 });
await pool.start();
const scores: Score[] = [];
try {
  for (const image of images) {
    const score = await scoreImage(pool, image);
    scores.push(score);
    const slip = score.wager === undefined ? '' : `  wager ${score.wager ? 'read' : 'MISSED'}  to-win ${score.toWin ? 'read' : 'MISSED'}`;
    console.log(`${score.image.padEnd(44)} ${String(score.right).padStart(2)}/${String(score.truth).padEnd(2)} right  ${score.falseLines} false${slip}  ${score.seconds.toFixed(2)} s, cpu ${score.cpuSeconds.toFixed(2)} s (prepare ${score.stages.prepare.toFixed(2)}, recognize ${score.stages.recognize.toFixed(2)}, layout ${score.stages.layout.toFixed(3)})`);
    if (verbose) for (const miss of score.misses) console.log(`    ${miss}`);
  }
} finally {
  await pool.close();
}
const truth = scores.reduce((sum, score) => sum + score.truth, 0);
const right = scores.reduce((sum, score) => sum + score.right, 0);
const falseLines = scores.map((score) => score.falseLines);
const slips = scores.filter((score) => score.wager !== undefined);
const phone = scores.filter((score) => score.phone).map((score) => score.seconds);
const phoneCpu = scores.filter((score) => score.phone).map((score) => score.cpuSeconds);
console.log('');
console.log(`images ${scores.length} (${slips.length} slips, ${scores.length - slips.length} boards)`);
console.log(`lines right ${right}/${truth} = ${percent(right, truth)}`);
console.log(`  plain PNG ${percent(...sumOf(scores.filter((s) => s.image.endsWith('.png'))))}, tilted JPEG ${percent(...sumOf(scores.filter((s) => s.image.endsWith('.jpg'))))}`);
console.log(`false lines ${falseLines.reduce((a, b) => a + b, 0)} in all; per image median ${quantile(falseLines, 0.5)}, worst ${Math.max(...falseLines)}; images over 1: ${falseLines.filter((n) => n > 1).length}`);
console.log(`wager read ${slips.filter((s) => s.wager).length}/${slips.length}, to-win read ${slips.filter((s) => s.toWin).length}/${slips.length}`);
console.log(`seconds per phone image: median ${quantile(phone, 0.5).toFixed(2)}, worst ${Math.max(...phone).toFixed(2)} (one worker; load average now ${(await import('node:os')).loadavg()[0]?.toFixed(1)})`);
console.log(`CPU seconds per phone image: median ${quantile(phoneCpu, 0.5).toFixed(2)}, worst ${Math.max(...phoneCpu).toFixed(2)}`);

function sumOf(list: readonly Score[]): [number, number] {
  return [list.reduce((sum, s) => sum + s.right, 0), list.reduce((sum, s) => sum + s.truth, 0)];
}
