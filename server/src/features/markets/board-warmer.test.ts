import { describe, expect, it } from 'vitest';
import { BoardWarmer } from './board-warmer.ts';

/** A warm-up the test finishes by hand, recording what happened in order. */
function controlledWarmUps() {
  const events: string[] = [];
  const finishers: Array<() => void> = [];
  let started = 0;
  const warm = (stopping: () => boolean) =>
    new Promise<void>((resolve) => {
      started += 1;
      const run = started;
      events.push(`start ${run}`);
      finishers.push(() => {
        events.push(`end ${run}${stopping() ? ' (stopping)' : ''}`);
        resolve();
      });
    });
  const log = { warn: (_details: { err: unknown }, message: string) => events.push(`warn ${message}`) };
  return { events, finishers, warm, log };
}

describe('BoardWarmer', () => {
  it('runs one warm-up at a time and queues exactly one more for the requests made during it', async () => {
    const { events, finishers, warm, log } = controlledWarmUps();
    const warmer = new BoardWarmer(warm, log);
    warmer.request();
    warmer.request();
    warmer.request();
    expect(events).toEqual(['start 1']);
    finishers.shift()?.();
    await expect.poll(() => events).toEqual(['start 1', 'end 1', 'start 2']);
    finishers.shift()?.();
    await warmer.idle();
    expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('makes shutdown wait for the warm-up in progress and starts none after it', async () => {
    const { events, finishers, warm, log } = controlledWarmUps();
    const warmer = new BoardWarmer(warm, log);
    warmer.request();
    warmer.request();
    const stopped = warmer.stop().then(() => events.push('stopped'));
    warmer.request();
    finishers.shift()?.();
    await stopped;
    expect(events).toEqual(['start 1', 'end 1 (stopping)', 'stopped']);
  });

  it('logs a failed warm-up and keeps warming on later requests', async () => {
    const events: string[] = [];
    let calls = 0;
    const warmer = new BoardWarmer(
      () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('database gone')) : Promise.resolve();
      },
      { warn: (_details, message) => events.push(message) },
    );
    warmer.request();
    await warmer.idle();
    warmer.request();
    await warmer.idle();
    expect(calls).toBe(2);
    expect(events).toEqual(['Warming the market board failed: the next request builds it']);
  });
});
