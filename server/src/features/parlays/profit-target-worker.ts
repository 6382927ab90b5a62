/**
 * The parlay search's worker thread (the search runs off the event loop). It answers one search per
 * message (or one page of the optimal range, ADR 055); the pool (profit-target-pool.ts) terminates it when a search passes the time limit.
 */
import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import { optimalRangePage, searchParlaysExact } from '@playbook/core';
import { searchJobSchema } from './profit-target-messages.ts';

const port = parentPort;
if (port) {
  port.on('message', (message: unknown) => {
    const job = searchJobSchema.safeParse(message);
    if (!job.success) {
      port.postMessage({ id: -1, ok: false, message: 'Malformed parlay search job' });
      return;
    }
    const { id, lines, options, workLimits, page } = job.data;
    try {
      const started = performance.now();
      if (page) {
        const answer = optimalRangePage(lines, options, page);
        port.postMessage({ id, ok: true, page: answer, elapsedMs: performance.now() - started });
        return;
      }
      const outcome = searchParlaysExact(lines, options, workLimits);
      port.postMessage({ id, ok: true, outcome, elapsedMs: performance.now() - started });
    } catch (error) {
      port.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
    }
  });
  port.postMessage({ ready: true });
}
