import { randomBytes } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { ReadWord } from '@playbook/core';
import { ocrBudgetMs, OcrPool } from '../src/features/screenshots/ocr-pool.ts';
import { OCR_TIMEOUT_MS, OcrTimeoutError, type OcrWorker } from '../src/features/screenshots/ocr-worker.ts';
import { readScreenshots, screenshotOf } from '../src/features/screenshots/service.ts';
import { slipImage } from './helpers/slip-image.ts';

/** A worker stood in for: each image waits until the test lets it finish. */
function heldWorker(started: string[], finish: Map<string, () => void>): OcrWorker {
  return {
    running: false,
    start: async () => undefined,
    close: async () => undefined,
    wordsOf: (image: Buffer) =>
      new Promise<ReadWord[]>((resolve) => {
        const name = image.toString();
        started.push(name);
        finish.set(name, () => resolve([]));
      }),
  } as unknown as OcrWorker;
}

describe('OcrPool: workers sized to the cores, shared fairly', () => {
  it('gives each image a budget in proportion to its size, within the longest bound', () => {
    expect(ocrBudgetMs(1_000_000)).toBeLessThan(ocrBudgetMs(4_000_000));
    expect(ocrBudgetMs(16_000_000)).toBeLessThanOrEqual(OCR_TIMEOUT_MS);
  });

  it('never lets one address hold every worker: the next address is read while its images wait', async () => {
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const pool = new OcrPool({ size: 3, workerFactory: () => heldWorker(started, finish) });
    expect(pool.perAddress).toBe(2);
    const noise = ['n1', 'n2', 'n3', 'n4'].map((name) => pool.wordsOf(Buffer.from(name), 'mallory', 1_000));
    expect(started).toEqual(['n1', 'n2']);
    const slip = pool.wordsOf(Buffer.from('slip'), 'alice', 1_000);
    expect(started).toEqual(['n1', 'n2', 'slip']);
    finish.get('slip')?.();
    await slip;
    finish.get('n1')?.();
    await noise[0];
    await expect.poll(() => started).toEqual(['n1', 'n2', 'slip', 'n3']);
    for (const name of ['n2', 'n3']) finish.get(name)?.();
    await expect.poll(() => started).toEqual(['n1', 'n2', 'slip', 'n3', 'n4']);
    finish.get('n4')?.();
    await Promise.all(noise);
    await pool.close();
  });
});

describe('An image that overruns its budget', () => {
  it('ends with a 422 naming the image and the time allowed for its size', async () => {
    const budgets: number[] = [];
    const ocr = {
      start: async () => undefined,
      wordsOf: (_image: Buffer, _address: string, budgetMs: number) => {
        budgets.push(budgetMs);
        return Promise.reject(new OcrTimeoutError(budgetMs));
      },
    };
    const noise = screenshotOf('noise.png', slipImage(['x']));
    const read = readScreenshots(ocr, [noise], 'mallory');
    await expect(read).rejects.toMatchObject({ statusCode: 422, message: expect.stringContaining('Reading noise.png took longer than the') as unknown });
    await expect(read).rejects.toMatchObject({ message: expect.stringContaining('s allowed for an image of its size') as unknown });
    expect(budgets).toHaveLength(1);
    expect(budgets[0]).toBeLessThanOrEqual(OCR_TIMEOUT_MS);
  });

  it('refuses a noise image with a 422 before it takes a worker', async () => {
    const canvas = createCanvas(1600, 1200);
    const context = canvas.getContext('2d');
    const pixels = context.createImageData(canvas.width, canvas.height);
    pixels.data.set(randomBytes(pixels.data.length));
    for (let alpha = 3; alpha < pixels.data.length; alpha += 4) pixels.data[alpha] = 255;
    context.putImageData(pixels, 0, 0);
    let read = 0;
    const ocr = {
      start: async () => undefined,
      wordsOf: () => {
        read += 1;
        return Promise.resolve([]);
      },
    };
    const answer = readScreenshots(ocr, [screenshotOf('noise.png', await canvas.encode('png'))], 'mallory');
    await expect(answer).rejects.toMatchObject({ statusCode: 422, code: 'NO_TEXT', message: expect.stringContaining('noise.png looks like noise') as unknown });
    expect(read).toBe(0);
  });
});
