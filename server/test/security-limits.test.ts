import { and, count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { refreshLog } from '../src/db/sports-schema.ts';
import { openRefreshLog, REFRESH_LOG_KEPT } from '../src/features/sports/refresh/refresh-log.ts';
import { createSportsApp, type SportsTestApp } from './helpers/sports-app.ts';
import { createTestApp, errorMessageOf, registerUser, type TestApp } from './helpers/test-app.ts';

// Findings 2 to 4: the refresh cooldown and the sign-in limits under parallel and distributed abuse.

let t: TestApp | undefined;
let sports: SportsTestApp | undefined;
afterEach(async () => {
  await t?.close();
  await sports?.close();
  t = undefined;
  sports = undefined;
});

async function logRows(app: SportsTestApp, league?: string): Promise<number> {
  const [row] = await app.app.db
    .select({ rows: count() })
    .from(refreshLog)
    .where(league ? and(eq(refreshLog.league, league), eq(refreshLog.kind, 'league')) : undefined);
  return row?.rows ?? 0;
}

describe('finding 2: POST /api/teams/refresh-all is cooled down, coalesced and logged within bounds', () => {
  it('lets one of 10 parallel calls refresh; the rest get 429 with Retry-After, and the log grows by one row a league', async () => {
    sports = await createSportsApp();
    const app = sports;
    const before = await logRows(app);
    app.provider.delayMs = 50;
    app.provider.events.length = 0;
    const responses = await Promise.all(Array.from({ length: 10 }, () => app.post('/api/teams/refresh-all')));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(429)]);
    const refused = responses.find((response) => response.statusCode === 429);
    expect(refused?.headers['retry-after']).toBe('60');
    expect(refused && errorMessageOf(refused)).toBe('Rate limited: one team data refresh per 60 s; try again in 60 s');
    expect(app.provider.events.filter((event) => event.startsWith('start'))).toEqual(['start NFL', 'start NCAA']);
    expect(await logRows(app)).toBe(before + 2);

    app.clock.now = new Date(app.clock.now.getTime() + 59_000);
    expect((await app.post('/api/teams/refresh-all')).headers['retry-after']).toBe('1');
    app.clock.now = new Date(app.clock.now.getTime() + 1_000);
    expect((await app.post('/api/teams/refresh-all')).statusCode).toBe(200);
  });

  it('shares the window between all users', async () => {
    sports = await createSportsApp();
    expect((await sports.post('/api/teams/refresh-all')).statusCode).toBe(200);
    const other = await registerUser(sports.app, 'second_fan');
    const response = await sports.app.inject({ method: 'POST', url: '/api/teams/refresh-all', cookies: { playbook_session: other } });
    expect(response.statusCode).toBe(429);
  });

  it(`keeps at most ${REFRESH_LOG_KEPT} rows per league and kind`, async () => {
    sports = await createSportsApp();
    for (let i = 0; i < REFRESH_LOG_KEPT + 20; i++) await openRefreshLog(sports.app.db, 'demo', 'NFL', 'league', new Date());
    expect(await logRows(sports, 'NFL')).toBe(REFRESH_LOG_KEPT);
    expect(await logRows(sports, 'NCAA')).toBe(1); // other leagues' rows are untouched
  });
});

const login = (app: TestApp['app'], password: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/login', payload: { username: 'target', password }, remoteAddress });

describe('finding 3: parallel guesses never check more passwords than the limit', () => {
  it('checks exactly 5 of 29 parallel wrong passwords', async () => {
    t = await createTestApp();
    await registerUser(t.app, 'target', 'the real password');
    const app = t.app;
    const responses = await Promise.all(Array.from({ length: 29 }, (_, i) => login(app, `guess ${i}`)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(24);
  });

  it('lets no more than 5 of 24 wrong and 1 right parallel attempts be checked', async () => {
    t = await createTestApp();
    await registerUser(t.app, 'target', 'the real password');
    const app = t.app;
    const attempts = [...Array.from({ length: 24 }, (_, i) => `guess ${i}`), 'the real password'];
    const statuses = (await Promise.all(attempts.map((password) => login(app, password)))).map((response) => response.statusCode);
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(5);
    expect(statuses.at(-1)).toBe(429); // the right password came after the limit was used up
  });
});

describe('finding 4: nobody can lock the owner out from elsewhere (ADR 005)', () => {
  it('locks the guessing address only; the owner signs in from another address', async () => {
    t = await createTestApp();
    await registerUser(t.app, 'target', 'the real password');
    for (let i = 0; i < 5; i++) expect((await login(t.app, `guess ${i}`, '203.0.113.7')).statusCode).toBe(401);
    expect((await login(t.app, 'the real password', '203.0.113.7')).statusCode).toBe(429);
    expect((await login(t.app, 'the real password', '198.51.100.20')).statusCode).toBe(200);
  });

  it('locks the account everywhere only past the per-account ceiling, spread over many addresses', async () => {
    t = await createTestApp({ authLimits: { attemptsPerIp: 100, failuresPerAccountAndAddress: 5, failuresPerAccount: 12, windowMs: 60_000 } });
    await registerUser(t.app, 'target', 'the real password');
    for (let i = 0; i < 12; i++) expect((await login(t.app, `guess ${i}`, `203.0.113.${i % 4}`)).statusCode).toBe(401);
    const owner = await login(t.app, 'the real password', '198.51.100.20');
    expect(owner.statusCode).toBe(429);
    expect(errorMessageOf(owner)).toMatch(/^Rate limited: too many failed sign-ins for this account\./);
  });

  it('gives the reserved place back on success, so the owner is never counted against themselves', async () => {
    t = await createTestApp({ authLimits: { attemptsPerIp: 100, failuresPerAccountAndAddress: 2, failuresPerAccount: 2, windowMs: 60_000 } });
    await registerUser(t.app, 'target', 'the real password');
    for (let i = 0; i < 5; i++) expect((await login(t.app, 'the real password')).statusCode).toBe(200);
  });
});
