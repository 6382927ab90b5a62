import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttemptLimiter } from '../src/auth/attempt-limiter.ts';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect.ts';
import { SharedGeneration } from '../src/db/shared-generation.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './helpers/throwaway-database.ts';
import { memoryDatabase } from './helpers/memory-database.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * The shared state of ADR 014 at the level of its statements: two handles on one PostgreSQL database stand
 * for two instances (on the embedded database, one handle serves both).
 */
describe('state shared by the instances of a fleet', () => {
  let database: ThrowawayDatabase | null = null;
  let handles: DatabaseHandle[] = [];
  let first: DatabaseHandle;
  let second: DatabaseHandle;

  beforeAll(async () => {
    if (adminUrl) {
      database = await createThrowawayDatabase(adminUrl, 'playbook_state');
      const config = { kind: 'postgres', url: database.url } as const;
      handles = [await connectDatabase(config), await connectDatabase(config)];
    } else {
      handles = [await connectDatabase(memoryDatabase())];
    }
    [first, second = first] = handles as [DatabaseHandle, DatabaseHandle?];
  });

  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await database?.drop();
  });

  it('lets exactly the limit through of 40 parallel reservations made by two instances', async () => {
    // One clock for all: with the real one, a call made a millisecond earlier than the one that opened the window
    // waits 61 s, which says nothing about the limit.
    const now = () => Date.parse('2026-11-23T12:00:00Z');
    const limiters = [first, second].map((handle) => new AttemptLimiter(handle.db, 'parallel', 5, 60_000, now));
    const waits = await Promise.all(Array.from({ length: 40 }, (_, i) => limiters[i % 2]?.reserve('key') ?? Promise.resolve(-1)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(waits.filter((wait) => wait !== 0)).toEqual(Array.from({ length: 35 }, () => 60));
    const [one, other] = limiters as [AttemptLimiter, AttemptLimiter];
    await one.release('key');
    expect(await other.reserve('key')).toBe(0);
    expect(await one.reserve('key')).toBeGreaterThan(0);
  });

  it('starts a new window once the old one has passed, and keeps keys and limiters apart', async () => {
    const clock = { now: Date.parse('2026-11-23T12:00:00Z') };
    const limiter = new AttemptLimiter(first.db, 'windows', 1, 60_000, () => clock.now);
    const neighbour = new AttemptLimiter(second.db, 'other-limiter', 1, 60_000, () => clock.now);
    expect(await limiter.reserve('a')).toBe(0);
    expect(await limiter.reserve('a')).toBe(60);
    expect(await limiter.reserve('b')).toBe(0);
    expect(await neighbour.reserve('a')).toBe(0);
    clock.now += 45_000;
    expect(await limiter.reserve('a')).toBe(15);
    clock.now += 15_000;
    expect(await limiter.reserve('a')).toBe(0);
  });

  it('shows one instance\'s refresh generation to a read the other starts afterwards, even with reads in flight', async () => {
    const writer = new SharedGeneration(first.db, 'test-generation');
    const reader = new SharedGeneration(second.db, 'test-generation');
    expect(await reader.read()).toBe(0);
    const burst = Array.from({ length: 20 }, () => reader.read());
    await writer.bump();
    // Asked after the bump committed, while the burst's queries may still run: it must not join them.
    const after = reader.read();
    expect(new Set(await Promise.all(burst)).size).toBeLessThanOrEqual(2);
    expect(await after).toBe(1);
  });
});
