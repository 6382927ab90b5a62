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

/**
 * One tesseract.js worker, made on first use and reused by every request: tesseract.js runs it in a Node
 * worker thread (with the WebAssembly core from the tesseract.js-core npm package), so recognition never
 * blocks the event loop, and it takes one job at a time in order. A worker that fails is dropped so the
 * next image gets a fresh one.
 */
export class OcrWorker {
  private worker: Promise<Worker> | undefined;
  private closed = false;

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

  /** The text of one image (PNG, JPEG or WebP bytes), lines separated by '\n'. */
  async textOf(image: Buffer): Promise<string> {
    const worker = await this.started();
    try {
      const { data } = await worker.recognize(image);
      return data.text;
    } catch (error) {
      await this.drop(worker);
      throw error;
    }
  }

  private async drop(worker: Worker): Promise<void> {
    if (this.worker === undefined) return;
    this.worker = undefined;
    await worker.terminate().catch(() => undefined);
  }

  /** Ends the worker thread (on app close) so the process can exit. */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await (await worker.catch(() => undefined))?.terminate();
  }
}
