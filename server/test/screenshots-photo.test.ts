import { createCanvas, loadImage } from '@napi-rs/canvas';
import { readScreenshotWords } from '@playbook/core';
import { afterAll, describe, expect, it } from 'vitest';
import { OcrWorker } from '../src/features/screenshots/ocr-worker.ts';
import { prepareImage } from '../src/features/screenshots/prepare-image.ts';
import { phoneSlipImage, plainLines, THREE_GAME_SLIP_LINES } from './helpers/slip-image.ts';

/** A screenshot as a photo of the screen sends it: turned by `degrees` on a grey desk, scaled by 0.9, a JPEG. */
async function photoOf(png: Buffer, degrees: number): Promise<Buffer> {
  const image = await loadImage(png);
  const width = Math.round(image.width * 0.9);
  const height = Math.round(image.height * 0.9);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#808080';
  context.fillRect(0, 0, width, height);
  context.translate(width / 2, height / 2);
  context.rotate((degrees * Math.PI) / 180);
  context.translate(-width / 2, -height / 2);
  context.drawImage(image, 0, 0, width, height);
  return canvas.encode('jpeg', 60);
}

describe('prepareImage: a tilted photo of a slip is turned level before reading', () => {
  const ocr = new OcrWorker();
  afterAll(() => ocr.close());

  it('leaves a straight screenshot as it is', async () => {
    expect((await prepareImage(phoneSlipImage())).skewDegrees).toBe(0);
  });

  for (const degrees of [1.5, -2]) {
    it(`finds a ${degrees} degree tilt and reads every leg of the dark slip`, async () => {
      const prepared = await prepareImage(await photoOf(phoneSlipImage(), degrees));
      expect(Math.abs(prepared.skewDegrees - degrees)).toBeLessThanOrEqual(0.2);
      const reading = readScreenshotWords(await ocr.wordsOf(prepared.image, 60_000));
      expect(plainLines(reading.lines)).toEqual(THREE_GAME_SLIP_LINES);
    }, 120_000);
  }
});
