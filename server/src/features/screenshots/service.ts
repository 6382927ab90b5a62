import { readScreenshotWords, type ReadWord, type SlipReading } from '@playbook/core';
import { SCREENSHOT_MAX_PIXELS, type AnalyzeScreenshotsResponse, type ScreenshotFormat } from '@playbook/contracts';
import { HttpError } from '../../plugins/error-handler.ts';
import { imageFormatOf, imagePixelsOf } from './image-format.ts';
import { ocrBudgetMs, type OcrPool } from './ocr-pool.ts';
import { OcrTimeoutError } from './ocr-worker.ts';
import { NoTextError, prepareImage, type PreparedImage } from './prepare-image.ts';

export interface Screenshot {
  /** The file name the client sent, for messages only. */
  name: string;
  bytes: Buffer;
  format: ScreenshotFormat;
}

/** However long the preparation took, the reading itself gets at least this long. */
const MIN_READING_MS = 2_000;

/** The limits' answers: each names the limit it enforces. */
export const SCREENSHOT_ERRORS = {
  notAnImage: (name: string) => new HttpError(400, 'NOT_AN_IMAGE', `Only PNG, JPEG or WebP images are accepted; ${name} is not one`),
  tooManyPixels: (name: string) =>
    new HttpError(413, 'IMAGE_TOO_LARGE', `Each screenshot must be at most ${SCREENSHOT_MAX_PIXELS / 1_000_000} megapixels; ${name} is larger`),
  unreadable: (name: string) => new HttpError(400, 'UNREADABLE_IMAGE', `${name} could not be read as an image`),
  overrun: (name: string, ms: number) =>
    new HttpError(
      422,
      'OCR_TIMEOUT',
      `Reading ${name} took longer than the ${Math.round(ms / 100) / 10} s allowed for an image of its size; it may hold no text. Send a clear screenshot of a bet slip or odds board`,
    ),
  noText: (name: string) =>
    new HttpError(422, 'NO_TEXT', `${name} looks like noise, not a screenshot: it holds no text to read. Send a clear screenshot of a bet slip or odds board`),
  busy: () => new HttpError(503, 'OCR_BUSY', 'The screenshot reader is busy; try again in a moment', { 'retry-after': '5' }),
  // Never read by the client (it has gone): it ends the handler without a 500 in the log.
  clientGone: () => new HttpError(499, 'CLIENT_GONE', 'The upload was closed before its screenshots were read'),
  addressBusy: () =>
    new HttpError(429, 'OCR_BUSY', 'Too many screenshots from your network are being read; try again in a moment', { 'retry-after': '5' }),
} as const;

/** The upload checked by its bytes: a real PNG, JPEG or WebP of a size the decoder may allocate. */
export function screenshotOf(name: string, bytes: Buffer): Screenshot {
  const format = imageFormatOf(bytes);
  if (format === undefined) throw SCREENSHOT_ERRORS.notAnImage(name);
  const pixels = imagePixelsOf(bytes, format);
  if (pixels === undefined || pixels === 0) throw SCREENSHOT_ERRORS.unreadable(name);
  if (pixels > SCREENSHOT_MAX_PIXELS) throw SCREENSHOT_ERRORS.tooManyPixels(name);
  return { name, bytes, format };
}

/**
 * docs/product/profit-target.md POST /api/analyze-screenshots: each image prepared (scaled up when small, grey, dark pages turned
 * light), its words read by the OCR pool within a budget for its size, and read by layout into lines and, for a
 * bet slip, its wager, to-win and parlay price. Lines come in upload order. The caller holds the
 * images' queue places (taken as they arrived: a full queue answered 503 before they were buffered).
 */
export async function readScreenshots(
  ocr: Pick<OcrPool, 'start' | 'wordsOf'>,
  screenshots: readonly Screenshot[],
  address: string,
  signal?: AbortSignal,
): Promise<AnalyzeScreenshotsResponse> {
  // A worker that cannot start is our failure (a 500), not the image's.
  await ocr.start();
  const readings: SlipReading[] = [];
  // One image after another: a client that has closed the connection gets no answer, so its other images are
  // left unread and its places free the queue after one image rather than after all ten (ADR 041).
  for (const screenshot of screenshots) {
    if (signal?.aborted) throw SCREENSHOT_ERRORS.clientGone();
    const started = performance.now();
    const prepared = await preparedOf(screenshot);
    readings.push(readScreenshotWords(await wordsOf(ocr, screenshot, prepared, address, performance.now() - started)));
  }
  const response: AnalyzeScreenshotsResponse = { bettingLines: [], slips: [] };
  readings.forEach((reading, index) => {
    if (reading.slip) {
      const { legs, ...slip } = reading.slip;
      response.slips.push({ image: screenshots[index]?.name ?? '', firstLine: response.bettingLines.length, legs, ...slip });
    }
    response.bettingLines.push(...reading.lines);
  });
  return response;
}

async function preparedOf(screenshot: Screenshot): Promise<PreparedImage> {
  try {
    return await prepareImage(screenshot.bytes);
  } catch (error) {
    if (error instanceof NoTextError) throw SCREENSHOT_ERRORS.noText(screenshot.name);
    // A header that parses over a body that does not.
    throw SCREENSHOT_ERRORS.unreadable(screenshot.name);
  }
}

/** The image's words, read within what its budget has left after its preparation. */
async function wordsOf(ocr: Pick<OcrPool, 'wordsOf'>, screenshot: Screenshot, prepared: PreparedImage, address: string, spentMs: number): Promise<ReadWord[]> {
  const budgetMs = ocrBudgetMs(prepared.width * prepared.height);
  try {
    return await ocr.wordsOf(prepared.image, address, Math.max(MIN_READING_MS, Math.round(budgetMs - spentMs)));
  } catch (error) {
    if (error instanceof OcrTimeoutError) throw SCREENSHOT_ERRORS.overrun(screenshot.name, Math.max(budgetMs, error.timeoutMs));
    throw SCREENSHOT_ERRORS.unreadable(screenshot.name);
  }
}
