import path from 'node:path';
import { createRequire } from 'node:module';
import type { Line, Worker } from 'tesseract.js';
import type { ReadWord } from '@playbook/core';

const require = createRequire(import.meta.url);

/**
 * The English model shipped inside the @tesseract.js-data/eng npm package, never fetched at run time
 * (tesseract.js falls back to a CDN when langPath is unset). Its LSTM-only 'best_int' build: 2.9 MB instead
 * of 11 MB, and the LSTM engine is the one used.
 */
export function englishLanguageDir(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/** The longest any image may take: a 16-megapixel page of text reads in about 8 s here. */
export const OCR_TIMEOUT_MS = 30_000;

/** The median slope of the engine's text lines, weighted by their length: a photo's tilt. */
function tiltOf(lines: readonly Line[]): number {
  const slopes = lines
    .filter((line) => line.words.length >= 2 && line.baseline.x1 - line.baseline.x0 > 0)
    .map((line) => ({ slope: (line.baseline.y1 - line.baseline.y0) / (line.baseline.x1 - line.baseline.x0), weight: line.baseline.x1 - line.baseline.x0 }))
    .sort((a, b) => a.slope - b.slope);
  const half = slopes.reduce((sum, entry) => sum + entry.weight, 0) / 2;
  let seen = 0;
  for (const entry of slopes) {
    seen += entry.weight;
    if (seen >= half) return entry.slope;
  }
  return 0;
}

/**
 * Every word with its box, moved up or down by the page's tilt, so the words of one row of a slightly rotated
 * screenshot (a photo of a screen) share a height again; the layout is read from these boxes.
 */
function levelledWords(lines: readonly Line[]): ReadWord[] {
  const tilt = tiltOf(lines);
  return lines.flatMap((line) =>
    line.words.map(({ text, confidence, bbox }) => {
      const shift = Math.round(((bbox.x0 + bbox.x1) / 2) * tilt);
      return { text, confidence, x0: bbox.x0, x1: bbox.x1, y0: bbox.y0 - shift, y1: bbox.y1 - shift };
    }),
  );
}

export class OcrTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`OCR took longer than ${timeoutMs} ms`);
  }
}

/**
 * One tesseract.js worker, made on first use and reused: tesseract.js runs it in a Node worker thread (with
 * the WebAssembly core from the tesseract.js-core npm package), so recognition never blocks the event loop.
 * Images are read one at a time, each within its time budget; a worker whose job fails or overruns is ended
 * (the only way to stop tesseract.js) and the next image gets a fresh one. The pool (ocr-pool.ts) holds one
 * per core.
 */
/** A worker with no image for this long ends (its engine and model hold tens of MB); the next image starts one. */
export const OCR_IDLE_MS = 60_000;

export class OcrWorker {
  private worker: Promise<Worker> | undefined;
  private closed = false;
  private tail: Promise<unknown> = Promise.resolve();
  private queued = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly idleMs = OCR_IDLE_MS) {}

  /** True while a worker thread is made or being made. */
  get running(): boolean {
    return this.worker !== undefined;
  }

  private started(): Promise<Worker> {
    if (this.closed) return Promise.reject(new Error('The OCR worker is closed'));
    // tesseract.js loads with the first image, not at start: a server nobody sends a screenshot never holds it (ADR 069).
    this.worker ??= import('tesseract.js')
      .then(async ({ createWorker, OEM, PSM }) => {
        const worker = await createWorker('eng', OEM.LSTM_ONLY, {
          langPath: englishLanguageDir(),
          gzip: true,
          // 'none': read the model from the package each start and never write a decompressed copy (by default
          // tesseract.js caches it in the working directory).
          cacheMethod: 'none',
          // A failed job already rejects its own promise; without a handler tesseract.js also throws from its
          // message listener, an uncaught exception that would end the server.
          errorHandler: () => undefined,
        });
        // Sparse text: a slip or board is scattered labels and prices, not paragraphs; the layout is read from
        // the word boxes (core's readScreenshotWords).
        await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT });
        return worker;
      })
      .catch((error: unknown) => {
      this.worker = undefined;
      throw error;
    });
    return this.worker;
  }

  /** Starts the worker when it is not running; rejects when the engine or its model cannot load. */
  async start(): Promise<void> {
    await this.started();
  }

  /** The words of one image (any format the engine decodes) with their boxes and confidences. */
  wordsOf(image: Buffer, timeoutMs = OCR_TIMEOUT_MS): Promise<ReadWord[]> {
    clearTimeout(this.idleTimer);
    this.queued += 1;
    // One job on the worker at a time, so ending an overrunning worker never takes another request's job.
    const run = this.tail.then(() => this.read(image, timeoutMs));
    this.tail = run
      .catch(() => undefined)
      .finally(() => {
        this.queued -= 1;
        if (this.queued === 0) this.idleTimer = setTimeout(() => void this.stop(), this.idleMs).unref();
      });
    return run;
  }

  private async read(image: Buffer, timeoutMs: number): Promise<ReadWord[]> {
    const pending = this.started();
    const worker = await pending;
    let timer: NodeJS.Timeout | undefined;
    const overrun = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OcrTimeoutError(timeoutMs)), timeoutMs);
    });
    try {
      const { data } = await Promise.race([worker.recognize(image, {}, { blocks: true, text: false }), overrun]);
      return levelledWords((data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines)));
    } catch (error) {
      if (this.worker === pending) this.worker = undefined;
      await worker.terminate().catch(() => undefined);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Ends the worker thread (on app close) so the process can exit. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.idleTimer);
    await this.stop();
  }

  /** Ends the worker thread, if any; the next image starts a new one. */
  private async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await (await worker.catch(() => undefined))?.terminate();
  }
}
