import { availableParallelism } from 'node:os';
import type { ReadWord } from '@playbook/core';
import { OCR_TIMEOUT_MS, OcrWorker } from './ocr-worker.ts';

/**
 * Images arriving, waiting or being read, across requests: two full uploads. More answers "busy" rather than
 * queueing minutes; an upload takes its places as its files arrive, so this also bounds the uploads held in
 * memory (ADR 041).
 */
export const OCR_MAX_QUEUED = 20;

/**
 * An image's time budget grows with its size: a phone slip is read in about a second, a 16-megapixel
 * image of noise gets the most and then fails with a clear message instead of holding a worker for longer.
 */
const BUDGET_BASE_MS = 10_000;
const BUDGET_PER_MEGAPIXEL_MS = 1_250;

export function ocrBudgetMs(pixels: number): number {
  return Math.min(OCR_TIMEOUT_MS, Math.round(BUDGET_BASE_MS + (pixels / 1_000_000) * BUDGET_PER_MEGAPIXEL_MS));
}

interface Job {
  address: string;
  image: Buffer;
  budgetMs: number;
  resolve: (words: ReadWord[]) => void;
  reject: (error: unknown) => void;
}

/**
 * One OCR worker per core, started as they are first needed. Jobs wait in arrival order, but an
 * address may have at most `perAddress` images being read at once (all workers but one), so one address's
 * slow images never hold the whole pool: the next address's image takes the free worker first.
 */
export class OcrPool {
  private readonly workers: OcrWorker[];
  private readonly idle: OcrWorker[];
  private readonly waiting: Job[] = [];
  private readonly readingBy = new Map<string, number>();
  private queued = 0;
  private readonly maxQueued: number;
  readonly perAddress: number;

  constructor(options: { size?: number; maxQueued?: number; workerFactory?: () => OcrWorker } = {}) {
    const size = Math.max(1, options.size ?? availableParallelism());
    const make = options.workerFactory ?? (() => new OcrWorker());
    this.workers = Array.from({ length: size }, make);
    this.idle = [...this.workers];
    this.maxQueued = options.maxQueued ?? OCR_MAX_QUEUED;
    this.perAddress = Math.max(1, size - 1);
  }

  get size(): number {
    return this.workers.length;
  }

  /** True while any worker thread is made or being made. */
  get running(): boolean {
    return this.workers.some((worker) => worker.running);
  }

  /** Starts one worker (the engine and its model load) so an upload fails early when they cannot. */
  async start(): Promise<void> {
    await this.workers[0]?.start();
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

  /** The words of one prepared image, read by the next free worker within `budgetMs`. */
  wordsOf(image: Buffer, address: string, budgetMs: number): Promise<ReadWord[]> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ address, image, budgetMs, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.idle.length > 0) {
      const index = this.waiting.findIndex((job) => (this.readingBy.get(job.address) ?? 0) < this.perAddress);
      if (index === -1) return;
      const [job] = this.waiting.splice(index, 1);
      const worker = this.idle.pop();
      if (!job || !worker) return;
      this.readingBy.set(job.address, (this.readingBy.get(job.address) ?? 0) + 1);
      worker
        .wordsOf(job.image, job.budgetMs)
        .then(job.resolve, job.reject)
        .finally(() => {
          const left = (this.readingBy.get(job.address) ?? 1) - 1;
          if (left > 0) this.readingBy.set(job.address, left);
          else this.readingBy.delete(job.address);
          this.idle.push(worker);
          this.dispatch();
        });
    }
  }

  /** Ends every worker thread (on app close) so the process can exit. */
  async close(): Promise<void> {
    for (const job of this.waiting.splice(0)) job.reject(new Error('The OCR worker is closed'));
    await Promise.all(this.workers.map((worker) => worker.close()));
  }
}
