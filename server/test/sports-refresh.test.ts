import { asc, desc, sql } from 'drizzle-orm';
import { gameHubLiveResponseSchema, injuryRefreshResponseSchema } from '@playbook/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { refreshLog } from '../src/db/sports-schema.ts';
import { leaguesInPlay, startLiveRefresh } from '../src/jobs/live-refresh.ts';
import type { Fault } from './fixtures/fixture-provider.ts';
import { FIXTURE_NOW } from './fixtures/sports-fixture.ts';
import { useSportsApp } from './helpers/use-test-app.ts';
import { errorMessageOf } from './helpers/test-app.ts';
import { storedSportsRows } from './helpers/stored-sports-rows.ts';

const t = useSportsApp({ providerTimeoutMs: 300 });
afterEach(() => {
  t.provider.fault = null;
  t.provider.delayMs = 0;
  t.provider.liveClock = null;
});

/** Every stored sports row except the refresh log, in a stable order. */
const storedRows = () => storedSportsRows(t.app.db);

async function latestLogs(count: number) {
  return t.app.db.select().from(refreshLog).orderBy(desc(refreshLog.id)).limit(count);
}

describe('the start-up load', () => {
  it('filled the empty database with every league and the injuries, logging each', async () => {
    const rows = await storedRows();
    expect(rows.state.map((state) => state.league)).toEqual(['MLB', 'NCAA', 'NFL']);
    expect(rows.teams).toHaveLength(10);
    expect(rows.injuries).toHaveLength(6);
    const logs = await t.app.db.select().from(refreshLog).orderBy(asc(refreshLog.id));
    // League by league, each followed by its injuries (ADR 054: the NFL's injuries no longer wait for college).
    expect(logs.map((log) => `${log.league} ${log.kind} ${log.outcome}`)).toEqual([
      'NFL league success',
      'NFL injuries success',
      'NCAA league success',
      'NCAA injuries success',
      'MLB league success',
    ]);
    expect(logs[0]?.counts).toMatchObject({ teams: 4, games: 6, rosterPlayers: 8 });
  });
});

describe('a refresh that fails changes nothing and logs the failure', () => {
  it.each<[Fault, string, string?]>([
    ['throw', 'fixture source is down'],
    ['malformed', 'Malformed NFL data: games.0.homeScore'],
    ['dangling', 'Malformed NFL data: game nfl-1-1 names unknown team NOPE'],
    // The database's own message is logged, not sent.
    ['constraint', 'the database rejected the write and it was rolled back', 'database write failed: value "3000000000" is out of range for type integer'],
    ['hang', 'demo NFL fetch timed out after 0.3 s'],
  ])('when the source %s', async (fault, reason, logged = reason) => {
    const before = await storedRows();
    t.provider.fault = fault;
    t.clock.now = new Date(t.clock.now.getTime() + 61_000); // past the previous case's cooldown
    const response = await t.post('/api/teams/refresh-all');
    expect(response.statusCode).toBe(502);
    expect(errorMessageOf(response)).toContain('Unable to refresh team data');
    expect(errorMessageOf(response)).toContain(reason);
    expect(await storedRows()).toEqual(before);
    const logs = await latestLogs(2);
    expect(logs.map((log) => [log.league, log.outcome])).toEqual([
      ['NCAA', 'failure'],
      ['NFL', 'failure'],
    ]);
    expect(logs[0]?.error).toContain(logged);
    if (logged !== reason) expect(errorMessageOf(response)).not.toContain(logged);
  });

  it('keeps the injury list when the injury source is malformed', async () => {
    const before = await storedRows();
    t.provider.fault = 'malformed';
    t.clock.now = new Date(FIXTURE_NOW.getTime() + 10 * 60_000);
    const response = await t.post('/api/injuries/NCAA/refresh');
    expect(response.statusCode).toBe(502);
    expect(errorMessageOf(response)).toContain('unknown team NOPE');
    expect(await storedRows()).toEqual(before);
  });

  it('still serves the old data afterwards', async () => {
    const response = await t.get('/api/teams/NFL');
    expect(response.statusCode).toBe(200);
  });
});

describe('injury refresh', () => {
  it('counts injuries of (team, player) pairs not stored before, and rate-limits a second refresh within 60 s', async () => {
    t.clock.now = new Date(FIXTURE_NOW.getTime() + 20 * 60_000);
    t.provider.extraInjuries = [
      { teamId: 'PHI', playerName: 'Dan Shoulder', position: 'CB', injuryType: 'Shoulder', status: 'Doubtful', gameStatus: null, lastReported: FIXTURE_NOW.toISOString() },
    ];
    const first = await t.post('/api/injuries/NFL/refresh');
    expect(first.statusCode).toBe(200);
    expect(injuryRefreshResponseSchema.parse(first.json())).toEqual({ league: 'NFL', totalInjuries: 4, newInjuriesDetected: 1 });

    t.clock.now = new Date(t.clock.now.getTime() + 59_000);
    const second = await t.post('/api/injuries/NFL/refresh');
    expect(second.statusCode).toBe(429);
    expect(errorMessageOf(second)).toContain('Rate limited');
    // Another league has its own window.
    t.provider.extraInjuries = [];
    t.clock.now = new Date(t.clock.now.getTime() + 1);
    expect((await t.post('/api/injuries/NCAA/refresh')).statusCode).toBe(200);

    t.clock.now = new Date(t.clock.now.getTime() + 1_000);
    const third = await t.post('/api/injuries/NFL/refresh');
    expect(third.statusCode).toBe(200);
    expect(injuryRefreshResponseSchema.parse(third.json())).toEqual({ league: 'NFL', totalInjuries: 3, newInjuriesDetected: 0 });
  });
});

describe('two refreshes of one league never overlap', () => {
  it('joins a refresh of the same league already running, and queues a different refresh of it, in this process', async () => {
    t.provider.delayMs = 40;
    t.provider.events.length = 0;
    const [first, second] = await Promise.all([
      t.app.sports.refreshLeagues(['NFL']),
      t.app.sports.refreshLeagues(['NFL']),
      t.app.sports.refreshInjuries('NFL'),
    ]);
    expect(second).toBe(first);
    expect(t.provider.events).toEqual(['start NFL', 'end NFL', 'start NFL injuries', 'end NFL injuries']);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('waits for another process holding the league’s advisory lock (PostgreSQL)', async () => {
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let signalLocked = (): void => undefined;
    const locked = new Promise<void>((resolve) => (signalLocked = resolve));
    // Another pool connection stands in for another server process.
    const holder = t.app.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('refresh:demo:NFL'))`);
      signalLocked();
      await held;
    });
    await locked;
    let done = false;
    const refresh = t.app.sports.refreshLeagues(['NFL']).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(done).toBe(false);
    release();
    await holder;
    await refresh;
    expect(done).toBe(true);
  });

  it('lets different leagues refresh side by side', async () => {
    t.provider.delayMs = 40;
    t.provider.events.length = 0;
    await Promise.all([t.app.sports.refreshLeagues(['NFL']), t.app.sports.refreshLeagues(['MLB'])]);
    expect(t.provider.events.slice(0, 2).sort()).toEqual(['start MLB', 'start NFL']);
  });
});

describe('the live refresh job', () => {
  it('finds the leagues with games live or starting within the hour', async () => {
    expect(await leaguesInPlay(t.app.sports, FIXTURE_NOW)).toEqual(['MLB', 'NCAA', 'NFL']);
    expect(await leaguesInPlay(t.app.sports, new Date(FIXTURE_NOW.getTime() + 400 * 24 * 3600_000))).toEqual(['MLB', 'NCAA', 'NFL']);
  });

  it('re-fetches them on its interval without overlapping itself, and the new clock shows', async () => {
    t.provider.liveClock = '2:00';
    t.provider.delayMs = 30;
    t.provider.events.length = 0;
    const job = startLiveRefresh(t.app.sports, 5, t.app.log);
    await expect.poll(() => t.provider.events.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(8);
    await job.stop();
    const settled = t.provider.events.length;
    for (let index = 0; index < settled; index += 2) {
      expect(t.provider.events[index]?.startsWith('start')).toBe(true);
      expect(t.provider.events[index + 1]?.replace('end', 'start')).toBe(t.provider.events[index]);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.provider.events.length).toBe(settled);
    const live = gameHubLiveResponseSchema.parse((await t.get('/api/gamehub/live')).json());
    expect(live.data.nfl[0]?.timeRemaining).toBe('2:00');
  });
});
