import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { OcrPool } from '../src/features/screenshots/ocr-pool.ts';
import { englishLanguageDir, OcrTimeoutError, OcrWorker } from '../src/features/screenshots/ocr-worker.ts';
import { slipImage } from './helpers/slip-image.ts';

describe('OcrWorker: one tesseract.js worker thread', () => {
  it('reads its English model from the npm package, never from the network', () => {
    expect(existsSync(path.join(englishLanguageDir(), 'eng.traineddata.gz'))).toBe(true);
    expect(englishLanguageDir()).toContain(path.join('node_modules', '@tesseract.js-data', 'eng'));
  });

  it('starts on the first image, is reused, and ends on close', async () => {
    const ocr = new OcrWorker();
    expect(ocr.running).toBe(false);
    const textOf = async (image: Buffer) => (await ocr.wordsOf(image)).map((word) => word.text).join(' ');
    expect(await textOf(slipImage(['Eagles ML -150']))).toContain('Eagles ML -150');
    expect(ocr.running).toBe(true);
    expect(await textOf(slipImage(['Under 44 +100']))).toContain('Under 44 +100');
    await ocr.close();
    expect(ocr.running).toBe(false);
    await expect(ocr.wordsOf(slipImage(['x']))).rejects.toThrow('The OCR worker is closed');
  });

  it('ends its worker once idle, and starts a new one for the next image', async () => {
    const ocr = new OcrWorker(10);
    const textOf = async (image: Buffer) => (await ocr.wordsOf(image)).map((word) => word.text).join(' ');
    expect(await textOf(slipImage(['Eagles ML -150']))).toContain('Eagles ML -150');
    await vi.waitFor(() => expect(ocr.running).toBe(false));
    expect(await textOf(slipImage(['Under 44 +100']))).toContain('Under 44 +100');
    await ocr.close();
  });

  it('ends a worker whose image overruns the time bound', async () => {
    const ocr = new OcrWorker();
    await ocr.start();
    const overrun = ocr.wordsOf(slipImage(['Eagles ML -150']), 5);
    await expect(overrun).rejects.toBeInstanceOf(OcrTimeoutError);
    expect(ocr.running).toBe(false);
    await ocr.close();
  });

  it('holds queue places up to its bound and gives them back', () => {
    const ocr = new OcrPool({ maxQueued: 3 });
    const release = ocr.reserve(2);
    expect(release).toBeDefined();
    expect(ocr.reserve(2)).toBeUndefined();
    release?.();
    release?.();
    expect(ocr.reserve(3)).toBeDefined();
  });
});
