/**
 * A small pool of worker threads for the parlay search, so a search never blocks the event loop:
 * at most `size` searches run at once (the rest wait their turn), each bounded by `timeoutMs` from the moment
 * its worker starts it. Waiting searches are served fairly: a free worker takes the waiting search
 * whose owner (the caller's address) has the fewest searches running, the longest-waiting first among equals,
 * so many searches from one place never hold back a search from another for more than one search's time. A search past the bound has its worker terminated (the only way to stop a running
 * search) and fails with SearchTimeoutError; the pool starts a fresh worker for the next search.
 *
 * The worker file is found next to this module: the .js one when the server is compiled (npm start bundles it
 * beside dist/main.js), else the .ts one under the TypeScript loader the server runs with in development and
 * tests (tsx's require hook, registered inside the worker: Node 20 does not pass loaders on to workers).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CategorizedParlays, GeneratedParlay, OptimalRangeCursor } from '@playbook/core';
import { workerMessageSchema, type SearchJob, type WorkerMessage } from './profit-target-messages.ts';

export class SearchTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`Parlay search stopped at its ${timeoutMs} ms limit`);
  }
}

/** Too many searches already waiting: the server would rather say so than hold requests open. */
export class SearchQueueFullError extends Error {
  constructor(readonly waiting: number) {
    super(`${waiting} parlay searches are already waiting`);
  }
}

/** Searches that may wait for a worker; more answer SearchQueueFullError at once. */
export const SEARCH_QUEUE_LIMIT = 16;

export interface SearchAnswer {
  result: CategorizedParlays;
  combinationsVisited: number;
  elapsedMs: number;
}

export interface PageAnswer {
  parlays: GeneratedParlay[];
  next: OptimalRangeCursor | null;
}

type Done = Extract<WorkerMessage, { ok: true }>;

interface Pending {
  job: Omit<SearchJob, 'id'>;
  owner: string;
  resolve: (done: Done) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  running: (Pending & { id: number; timer: NodeJS.Timeout }) | undefined;
}

/** The worker to start: its file, and whether it is TypeScript that needs the loader registered first. */
export function workerEntry(from: string = import.meta.url): { file: string; typescript: boolean } {
  const compiled = fileURLToPath(new URL('./profit-target-worker.js', from));
  if (existsSync(compiled)) return { file: compiled, typescript: false };
  const source = fileURLToPath(new URL('./profit-target-worker.ts', from));
  if (existsSync(source)) return { file: source, typescript: true };
  throw new Error(`The parlay search worker is missing next to ${from} (profit-target-worker.js or .ts)`);
}

function startWorker(): Worker {
  const entry = workerEntry();
  if (!entry.typescript) return new Worker(entry.file);
  const loader = createRequire(import.meta.url).resolve('tsx/cjs/api');
  const code = `require(${JSON.stringify(loader)}).register(); require(${JSON.stringify(entry.file)});`;
  return new Worker(code, { eval: true });
}

export class ParlaySearchPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  /** When each owner's last search started, by a counter of searches started. */
  private readonly lastServed = new Map<string, number>();
  private served = 0;

  constructor(
    private readonly timeoutMs: number,
    private readonly size = 1,
    private readonly start: () => Worker = startWorker,
  ) {}

  /** `owner` groups searches for fairness: the caller's address. */
  async search(job: Omit<SearchJob, 'id' | 'page'>, owner = ''): Promise<SearchAnswer> {
    const done = await this.run(job, owner);
    if (!('outcome' in done)) throw new Error('The parlay search worker answered a page to a search');
    return { ...done.outcome, elapsedMs: done.elapsedMs };
  }

  /** One page of the optimal range (ADR 055), queued and bounded like a search. */
  async page(job: Omit<SearchJob, 'id'> & Required<Pick<SearchJob, 'page'>>, owner = ''): Promise<PageAnswer> {
    const done = await this.run(job, owner);
    if (!('page' in done)) throw new Error('The parlay search worker answered a search to a page');
    return done.page;
  }

  private run(job: Omit<SearchJob, 'id'>, owner: string): Promise<Done> {
    if (this.closed) return Promise.reject(new Error('The parlay search pool is closed'));
    if (this.queue.length >= SEARCH_QUEUE_LIMIT) return Promise.reject(new SearchQueueFullError(this.queue.length));
    return new Promise((resolve, reject) => {
      this.queue.push({ job, owner, resolve, reject });
      this.dispatch();
    });
  }

  /**
   * The next search to run: its owner has the fewest searches running, then was served longest ago (never
   * first), then it has waited longest.
   */
  private takeNext(): Pending | undefined {
    const running = new Map<string, number>();
    for (const slot of this.slots) if (slot.running) running.set(slot.running.owner, (running.get(slot.running.owner) ?? 0) + 1);
    const rank = (pending: Pending): [number, number] => [running.get(pending.owner) ?? 0, this.lastServed.get(pending.owner) ?? -1];
    let best = -1;
    let bestRank: [number, number] = [0, 0];
    this.queue.forEach((pending, i) => {
      const [load, served] = rank(pending);
      if (best < 0 || load < bestRank[0] || (load === bestRank[0] && served < bestRank[1])) {
        best = i;
        bestRank = [load, served];
      }
    });
    const next = best < 0 ? undefined : this.queue.splice(best, 1)[0];
    if (next) this.lastServed.set(next.owner, this.served++);
    return next;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('The server is shutting down'));
    await Promise.all(this.slots.splice(0).map((slot) => this.retire(slot, new Error('The server is shutting down'))));
  }

  private dispatch(): void {
    if (this.queue.length === 0) return;
    const slot = this.slots.find((candidate) => candidate.ready && !candidate.running);
    if (!slot && this.slots.length < this.size) {
      this.spawn();
      return; // it takes the queue's head once ready
    }
    if (!slot) return;
    const pending = this.takeNext();
    if (!pending) return;
    const id = this.nextId++;
    const current = slot;
    const timer = setTimeout(() => {
      void this.retire(current, new SearchTimeoutError(this.timeoutMs));
      this.dispatch();
    }, this.timeoutMs);
    current.running = { ...pending, id, timer };
    current.worker.postMessage({ id, ...pending.job });
  }

  private spawn(): void {
    const slot: Slot = { worker: this.start(), ready: false, running: undefined };
    this.slots.push(slot);
    slot.worker.on('message', (raw: unknown) => this.receive(slot, raw));
    slot.worker.on('error', (error: Error) => {
      void this.retire(slot, error);
      // A worker that cannot start would fail every search: give the waiting ones the same error.
      if (!slot.ready) for (const pending of this.queue.splice(0)) pending.reject(error);
      this.dispatch();
    });
    slot.worker.unref();
  }

  private receive(slot: Slot, raw: unknown): void {
    const message = workerMessageSchema.safeParse(raw);
    if (!message.success) {
      this.failUnreadable(slot, raw);
      return;
    }
    const data = message.data;
    if ('ready' in data) {
      slot.ready = true;
      this.dispatch();
      return;
    }
    const running = slot.running;
    if (!running || running.id !== data.id) return;
    clearTimeout(running.timer);
    slot.running = undefined;
    if (data.ok) running.resolve(data);
    else running.reject(new Error(data.message));
    this.dispatch();
  }

  /**
   * An answer to the running search that the server cannot read fails that search at once, as an error of the
   * server's, instead of leaving the bettor waiting for the time limit; the worker stays for the next search.
   */
  private failUnreadable(slot: Slot, raw: unknown): void {
    const running = slot.running;
    const id = typeof raw === 'object' && raw !== null && 'id' in raw ? raw.id : undefined;
    if (!running || running.id !== id) return;
    clearTimeout(running.timer);
    slot.running = undefined;
    running.reject(new Error('The parlay search answered something the server could not read'));
    this.dispatch();
  }

  /** Stops a worker and fails its search, if any; the slot leaves the pool. */
  private async retire(slot: Slot, error: Error): Promise<void> {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    if (slot.running) {
      clearTimeout(slot.running.timer);
      slot.running.reject(error);
      slot.running = undefined;
    }
    await slot.worker.terminate();
  }
}
