import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { ParlaySearchPool, SEARCH_QUEUE_LIMIT, SearchQueueFullError, workerEntry } from '../src/features/parlays/profit-target-pool.ts';

describe('the parlay search worker file', () => {
  const folder = (files: string[]): string => {
    const dir = mkdtempSync(join(tmpdir(), 'parlay-worker-'));
    for (const file of files) writeFileSync(join(dir, file), '');
    return pathToFileURL(join(dir, 'main.js')).href;
  };

  it('is the compiled one beside a compiled server, else the TypeScript one under the loader', () => {
    const compiled = workerEntry(folder(['profit-target-worker.js', 'profit-target-worker.ts']));
    expect(compiled.typescript).toBe(false);
    expect(compiled.file).toMatch(/profit-target-worker\.js$/);
    const source = workerEntry(folder(['profit-target-worker.ts']));
    expect(source.typescript).toBe(true);
    expect(source.file).toMatch(/profit-target-worker\.ts$/);
    expect(() => workerEntry(folder([]))).toThrow(/worker is missing/);
  });

  it('is found beside the pool in this source tree', () => {
    expect(workerEntry().typescript).toBe(true);
  });
});

describe('ParlaySearchPool', () => {
  const job = {
    lines: [
      { game: 'KC @ BUF', type: 'spread' as const, description: 'KC -3.5', odds: -110 },
      { game: 'MIA @ NYJ', type: 'moneyline' as const, description: 'MIA ML', odds: 150 },
    ],
    options: { targetProfit: 150, maxRisk: 500, minLegs: 2, maxLegs: 2, correlatedLegs: 'exclude' as const },
  };

  it('searches in a worker, refuses more than its queue holds at once, and fails waiting searches on close', async () => {
    const pool = new ParlaySearchPool(10_000, 1);
    const answer = await pool.search(job);
    expect(answer.result.summary.totalCount).toBe(1);
    // One runs at once (the idle worker takes it), SEARCH_QUEUE_LIMIT wait, and the next is refused.
    const waiting = Array.from({ length: SEARCH_QUEUE_LIMIT + 2 }, () => pool.search(job).then(() => 'answered', (error: unknown) => error));
    expect(await waiting[SEARCH_QUEUE_LIMIT + 1]).toBeInstanceOf(SearchQueueFullError);
    await pool.close();
    await Promise.all(waiting);
  });

  it('serves a waiting search from another address before more searches from an address already served', async () => {
    const pool = new ParlaySearchPool(10_000, 1);
    const order: string[] = [];
    const searchAs = (owner: string, name: string) => pool.search(job, owner).then(() => order.push(name));
    await Promise.all([searchAs('a', 'a1'), searchAs('a', 'a2'), searchAs('a', 'a3'), searchAs('b', 'b1')]);
    await pool.close();
    expect(order).toEqual(['a1', 'b1', 'a2', 'a3']);
  });

  it('fails a search at once, not at its time limit, when the worker answers something the server cannot read', async () => {
    // A worker that is ready, then answers every search with a result of the wrong shape.
    const unreadable = () =>
      new Worker(
        "const { parentPort } = require('node:worker_threads'); parentPort.postMessage({ ready: true }); parentPort.on('message', ({ id }) => parentPort.postMessage({ id, ok: true, outcome: { result: 'oops' }, elapsedMs: 1 }));",
        { eval: true },
      );
    // A limit no test waits for: the search must fail on the answer itself.
    const pool = new ParlaySearchPool(3_600_000, 1, unreadable);
    await expect(pool.search(job)).rejects.toThrow('The parlay search answered something the server could not read');
    await expect(pool.search(job)).rejects.toThrow('could not read');
    await pool.close();
  });
});
