import { beforeEach, describe, expect, it } from 'vitest';
import { sourceBackoff } from '../src/db/fleet-schema.ts';
import { SourceBackoff } from '../src/features/sports/source-selection/source-backoff.ts';
import { SourceError } from '../src/providers/http/source-error.ts';
import type { GateOutcome } from '../src/providers/live/source-gate.ts';
import { useTestApp } from './helpers/use-test-app.ts';

// ADR 040: the pauses of a failing optional source, kept in the database and timed by a fake clock.
const t = useTestApp();
const START = new Date('2026-11-24T12:00:00Z');
const at = (minutes: number): Date => new Date(START.getTime() + minutes * 60_000);
const KEYS = { oddsApiKey: 'odds-key', cfbdApiKey: 'cfbd-key' };

/** A stub source failing `failures` times (with `error`), then answering 'prices'; it counts the times it is asked. */
function stubSource(failures: number, error: () => Error = () => new SourceError('odds-api', '/v4/sports/americanfootball_nfl/odds answered HTTP 500', 500)) {
  const stub = {
    asked: 0,
    fetch: async (): Promise<string> => {
      stub.asked += 1;
      if (stub.asked <= failures) throw error();
      return 'prices';
    },
  };
  return stub;
}

/** Two handles on one database, as two instances of a fleet, each with its own (shared) fake clock. */
function instances(clock: { now: Date }, keys = KEYS) {
  return [new SourceBackoff(t.app.db, keys, () => clock.now), new SourceBackoff(t.app.db, keys, () => clock.now)] as const;
}

const kindsOf = (outcomes: GateOutcome<string>[]) => outcomes.map((outcome) => outcome.kind);

describe('SourceBackoff (ADR 040)', () => {
  beforeEach(async () => {
    await t.app.db.delete(sourceBackoff);
  });

  it('pauses a source for 1, 2, 4 ... minutes after each failure in a row, asks it again after, and resets at its answer', async () => {
    const clock = { now: at(0) };
    const [backoff] = instances(clock);
    const source = stubSource(4);
    const outcomes: GateOutcome<string>[] = [];
    const tryAt = async (minutes: number) => {
      clock.now = at(minutes);
      outcomes.push(await backoff.attempt('odds-api', 'NFL', source.fetch));
    };
    // Failures at 0, 1, 3 and 7 minutes; every refresh in between is skipped without asking the source.
    for (const minutes of [0, 0.5, 1, 2, 2.9, 3, 6.9, 7, 14.9, 15, 15.5]) await tryAt(minutes);
    expect(kindsOf(outcomes)).toEqual(['failed', 'paused', 'failed', 'paused', 'paused', 'failed', 'paused', 'failed', 'paused', 'answered', 'answered']);
    expect(source.asked).toBe(6);
    expect(outcomes[8]).toEqual({
      kind: 'paused',
      message: `not asked: paused after 4 failures in a row until ${at(15).toISOString()} (last: /v4/sports/americanfootball_nfl/odds answered HTTP 500)`,
    });
    // The answer forgot the failures: the next one pauses for a minute again.
    expect(await backoff.retryAtOf('odds-api', 'NFL')).toBeNull();
    const again = stubSource(1);
    clock.now = at(16);
    expect((await backoff.attempt('odds-api', 'NFL', again.fetch)).kind).toBe('failed');
    expect(await backoff.retryAtOf('odds-api', 'NFL')).toEqual(at(17));
  });

  it('pauses a refused key for 30 minutes at once and waits out a long Retry-After', async () => {
    const clock = { now: at(100) };
    const [backoff] = instances(clock);
    await backoff.attempt('cfbd', 'NCAA', stubSource(1, () => new SourceError('cfbd', '/games answered HTTP 401', 401)).fetch);
    expect(await backoff.retryAtOf('cfbd', 'NCAA')).toEqual(at(130));
    await backoff.attempt('odds-api', 'NCAA', stubSource(1, () => new SourceError('odds-api', 'rate limited on /v4/sports/americanfootball_ncaaf/odds (retry after 600 s)', 429, 600_000)).fetch);
    expect(await backoff.retryAtOf('odds-api', 'NCAA')).toEqual(at(110));
    // Per league: the NFL's Odds API is not paused by the NCAA's failure.
    expect(await backoff.retryAtOf('odds-api', 'NFL')).toBeNull();
    expect(await backoff.retryAtOf('espn', 'NCAA')).toBeNull();
  });

  it('holds a pause over every instance, and counts a failure both found at once only once', async () => {
    const clock = { now: at(200) };
    const [first, second] = instances(clock);
    const source = stubSource(2);
    // Both ask before either has failed (no pause yet), both fail: one failure in a row, a one-minute pause.
    // The fetch is only called after an instance has read the pause; holding each until both are in it makes
    // "before either has failed" certain (on PostgreSQL's pool one could otherwise read the other's failure).
    let arrived = 0;
    let bothIn: () => void = () => undefined;
    const together = new Promise<void>((resolve) => (bothIn = resolve));
    const heldFetch = async (): Promise<string> => {
      arrived += 1;
      if (arrived === 2) bothIn();
      await together;
      return source.fetch();
    };
    expect(kindsOf(await Promise.all([first.attempt('odds-api', 'NFL', heldFetch), second.attempt('odds-api', 'NFL', heldFetch)]))).toEqual(['failed', 'failed']);
    expect(await second.retryAtOf('odds-api', 'NFL')).toEqual(at(201));
    clock.now = at(200.5);
    expect((await second.attempt('odds-api', 'NFL', source.fetch)).kind).toBe('paused');
    clock.now = at(201);
    expect((await second.attempt('odds-api', 'NFL', source.fetch)).kind).toBe('answered');
    expect(await first.retryAtOf('odds-api', 'NFL')).toBeNull();
  });

  it('starts afresh for a replaced key, and stores no key', async () => {
    const clock = { now: at(300) };
    const [backoff] = instances(clock);
    await backoff.attempt('odds-api', 'NFL', stubSource(1, () => new SourceError('odds-api', '/v4/sports/americanfootball_nfl/odds answered HTTP 401', 401)).fetch);
    const [replaced] = instances(clock, { ...KEYS, oddsApiKey: 'new-odds-key' });
    expect((await replaced.attempt('odds-api', 'NFL', stubSource(0).fetch)).kind).toBe('answered');
    expect((await backoff.attempt('odds-api', 'NFL', stubSource(0).fetch)).kind).toBe('paused');
    expect(JSON.stringify(await t.app.db.select().from(sourceBackoff))).not.toMatch(/odds-key|cfbd-key/);
  });
});
