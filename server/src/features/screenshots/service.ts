import { bettingLinesFromText, type BettingLine } from '@playbook/core';
import { SCREENSHOT_MAX_PIXELS, type ScreenshotFormat } from '@playbook/contracts';
import { HttpError } from '../../plugins/error-handler.ts';
import { imageFormatOf, imagePixelsOf } from './image-format.ts';
import { OcrTimeoutError, type OcrWorker } from './ocr-worker.ts';

export interface Screenshot {
  /** The file name the client sent, for messages only. */
  name: string;
  bytes: Buffer;
  format: ScreenshotFormat;
}

/** The limits' answers: each names the limit it enforces. */
export const SCREENSHOT_ERRORS = {
  notAnImage: (name: string) => new HttpError(400, 'NOT_AN_IMAGE', `Only PNG, JPEG or WebP images are accepted; ${name} is not one`),
  tooManyPixels: (name: string) =>
    new HttpError(413, 'IMAGE_TOO_LARGE', `Each screenshot must be at most ${SCREENSHOT_MAX_PIXELS / 1_000_000} megapixels; ${name} is larger`),
  unreadable: (name: string) => new HttpError(400, 'UNREADABLE_IMAGE', `${name} could not be read as an image`),
  overrun: (name: string, ms: number) =>
    new HttpError(422, 'OCR_TIMEOUT', `Reading ${name} took longer than ${ms / 1000} s; send a smaller or clearer screenshot`),
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
 * Spec 2 §7 POST /api/analyze-screenshots: each image's text read by the OCR worker, in upload order, and the
 * betting lines core finds in it. Images are read one after another: the one worker takes one job at a time.
 * The caller holds the images' queue places (taken as they arrived: a full queue answered 503 before they
 * were buffered, rather than keeping the request waiting for minutes).
 */
export async function bettingLinesOfScreenshots(
  ocr: Pick<OcrWorker, 'start' | 'textOf'>,
  screenshots: readonly Screenshot[],
  signal?: AbortSignal,
): Promise<BettingLine[]> {
  // A worker that cannot start is our failure (a 500), not the image's.
  await ocr.start();
  const lines: BettingLine[] = [];
  for (const screenshot of screenshots) {
    // A client that has closed the connection gets no answer: its other images are left unread, so its places
    // free the queue after one image rather than after all ten (up to 5 minutes, ADR 041).
    if (signal?.aborted) throw SCREENSHOT_ERRORS.clientGone();
    lines.push(...bettingLinesFromText(await textOf(ocr, screenshot)));
  }
  return lines;
}

async function textOf(ocr: Pick<OcrWorker, 'textOf'>, screenshot: Screenshot): Promise<string> {
  try {
    return await ocr.textOf(screenshot.bytes);
  } catch (error) {
    if (error instanceof OcrTimeoutError) throw SCREENSHOT_ERRORS.overrun(screenshot.name, error.timeoutMs);
    // A header that parses over a body that does not: the engine's own message says nothing more useful.
    throw SCREENSHOT_ERRORS.unreadable(screenshot.name);
  }
}
