import path from 'node:path';
import { createRequire } from 'node:module';
import { createWorker, OEM, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);

/**
 * The English model shipped inside the @tesseract.js-data/eng npm package, never fetched at run time
 * (tesseract.js falls back to a CDN when langPath is unset). Its LSTM-only 'best_int' build: 2.9 MB instead
 * of 11 MB, and the LSTM engine is the one used.
 */
export function englishLanguageDir(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/** How long one image may take: a 16-megapixel page of text reads in about 8 s here. */
export const OCR_TIMEOUT_MS = 30_000;
/**
 * Images arriving, waiting or being read, across requests: two full uploads. More answers "busy" rather than
 * queueing minutes; an upload takes its places as its files arrive, so this also bounds the uploads held in
 * memory (ADR 041).
 */
export const OCR_MAX_QUEUED = 20;

export class OcrTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`OCR took longer than ${timeoutMs} ms`);
  }
}

/**
 * One tesseract.js worker, made on first use and reused by every request: tesseract.js runs it in a Node
 * worker thread (with the WebAssembly core from the tesseract.js-core npm package), so recognition never
 * blocks the event loop. Images are read one at a time in arrival order, each within a time bound; a worker
 * whose job fails or overruns is ended (the only way to stop tesseract.js) and the next image gets a fresh one.
 */
export class OcrWorker {
  private worker: Promise<Worker> | undefined;
  private closed = false;
  private tail: Promise<unknown> = Promise.resolve();
  private queued = 0;
  private readonly timeoutMs: number;
  private readonly maxQueued: number;

  constructor(options: { timeoutMs?: number; maxQueued?: number } = {}) {
    this.timeoutMs = options.timeoutMs ?? OCR_TIMEOUT_MS;
    this.maxQueued = options.maxQueued ?? OCR_MAX_QUEUED;
  }

  /** True while a worker thread is made or being made. */
  get running(): boolean {
    return this.worker !== undefined;
  }

  private started(): Promise<Worker> {
    if (this.closed) return Promise.reject(new Error('The OCR worker is closed'));
    this.worker ??= createWorker('eng', OEM.LSTM_ONLY, {
      langPath: englishLanguageDir(),
      gzip: true,
      // 'none': read the model from the package each start and never write a decompressed copy (by default
      // tesseract.js caches it in the working directory).
      cacheMethod: 'none',
      // A failed job already rejects its own promise; without a handler tesseract.js also throws from its
      // message listener, an uncaught exception that would end the server.
      errorHandler: () => undefined,
    }).catch((error: unknown) => {
      this.worker = undefined;
      throw error;
    });
    return this.worker;
  }

  /** Starts the worker when it is not running; rejects when the engine or its model cannot load. */
  async start(): Promise<void> {
    await this.started();
  }

  /**
   * Holds places in the queue for `count` images and returns the function that gives them back, or
   * undefined when they would overfill it.
   */
  reserve(count: number): (() => void) | undefined {
    if (this.queued + count > this.maxQueued) return undefined;
    this.queued += count;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.queued -= count;
    };
  }

  /** The text of one image (PNG, JPEG or WebP bytes), lines separated by '\n'. */
  textOf(image: Buffer): Promise<string> {
    // One job on the worker at a time, so ending an overrunning worker never takes another request's job.
    const run = this.tail.then(() => this.read(image));
    this.tail = run.catch(() => undefined);
    return run;
  }

  private async read(image: Buffer): Promise<string> {
    const pending = this.started();
    const worker = await pending;
    let timer: NodeJS.Timeout | undefined;
    const overrun = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OcrTimeoutError(this.timeoutMs)), this.timeoutMs);
    });
    try {
      const { data } = await Promise.race([worker.recognize(image), overrun]);
      return data.text;
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
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await (await worker.catch(() => undefined))?.terminate();
  }
}
