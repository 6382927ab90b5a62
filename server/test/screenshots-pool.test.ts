import { describe, expect, it } from 'vitest';
import type { ReadWord } from '@playbook/core';
import { ocrBudgetMs, OcrPool } from '../src/features/screenshots/ocr-pool.ts';
import { OCR_TIMEOUT_MS, type OcrWorker } from '../src/features/screenshots/ocr-worker.ts';

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

describe('OcrPool: workers sized to the cores, shared fairly (issue 25)', () => {
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
