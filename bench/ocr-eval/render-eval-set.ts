/**
 * Renders the OCR evaluation set with Debian's Chromium: each case as a PNG at its device pixel
 * ratio, and the same image as a phone photo of a screen would degrade it: tilted 1-2 degrees, scaled by 0.9
 * and saved as a JPEG at quality 60 (the bitmap is resampled, as an image editor would).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../e2e/launch-browser.ts';
import { caseHtml } from './book-html.ts';
import { evalCases, type EvalCase } from './eval-cases.ts';

export const EVAL_IMAGE_DIR = path.join(import.meta.dirname, '.tmp', 'images');

export interface EvalImage {
  evalCase: EvalCase;
  variant: 'png' | 'jpeg-tilted';
  file: string;
}

/** One case as Chromium renders it: a full-page PNG at the case's width and device pixel ratio. */
export async function renderPng(browser: Browser, evalCase: EvalCase): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width: evalCase.width, height: 800 }, deviceScaleFactor: evalCase.scale });
  try {
    const page = await context.newPage();
    await page.setContent(caseHtml(evalCase), { waitUntil: 'load' });
    return await page.screenshot({ fullPage: true, type: 'png' });
  } finally {
    await context.close();
  }
}

async function tiltedJpeg(browser: Browser, png: Buffer, degrees: number): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width: 100, height: 100 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    const size = await page.evaluate(async (source) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight };
    }, `data:image/png;base64,${png.toString('base64')}`);
    const width = Math.round(size.width * 0.9);
    const height = Math.round(size.height * 0.9);
    await page.setViewportSize({ width, height });
    await page.setContent(
      `<body style="margin:0;overflow:hidden;background:#808080"><img src="data:image/png;base64,${png.toString('base64')}" style="width:${width}px;height:${height}px;display:block;transform:rotate(${degrees}deg);image-rendering:auto"></body>`,
      { waitUntil: 'load' },
    );
    return await page.screenshot({ type: 'jpeg', quality: 60 });
  } finally {
    await context.close();
  }
}

/** Renders every case (both variants) into EVAL_IMAGE_DIR and lists the files. */
export async function renderEvalSet(): Promise<EvalImage[]> {
  await mkdir(EVAL_IMAGE_DIR, { recursive: true });
  const browser = await launchBrowser();
  const images: EvalImage[] = [];
  try {
    for (const [index, evalCase] of evalCases().entries()) {
      const png = await renderPng(browser, evalCase);
      const pngFile = path.join(EVAL_IMAGE_DIR, `${evalCase.id}.png`);
      await writeFile(pngFile, png);
      // 1 to 2 degrees, alternating direction.
      const degrees = (index % 2 === 0 ? 1 : -1) * (1 + (index % 3) / 2);
      const jpegFile = path.join(EVAL_IMAGE_DIR, `${evalCase.id}.tilted.jpg`);
      await writeFile(jpegFile, await tiltedJpeg(browser, png, degrees));
      images.push({ evalCase, variant: 'png', file: pngFile }, { evalCase, variant: 'jpeg-tilted', file: jpegFile });
    }
  } finally {
    await browser.close();
  }
  return images;
}

if (process.argv[1] === import.meta.filename) {
  const images = await renderEvalSet();
  console.log(`${images.length} images in ${EVAL_IMAGE_DIR}`);
}
