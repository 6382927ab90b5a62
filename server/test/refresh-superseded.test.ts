import { asc, desc, eq } from 'drizzle-orm';
import { apiErrorSchema } from '@playbook/contracts';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../src/db/fleet-schema.ts';
import { leagueState, refreshLog } from '../src/db/sports-schema.ts';
import { refreshLeagues } from '../src/features/sports/refresh/refresh-service.ts';
import { useSportsApp } from './helpers/use-test-app.ts';

const SECOND = 1_000;

const t = useSportsApp();

const later = (ms: number): void => {
  t.clock.now = new Date(t.clock.now.getTime() + ms);
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the fixture source has been asked for `what` as many times as given. */
async function started(what: string, times: number): Promise<void> {
  while (t.provider.events.filter((event) => event === `start ${what}`).length < times) await pause(5);
}

/**
 * Resolves once the refresh-all request passed its cooldown (its attempt is stored), and a moment more: it has
 * then read its start time and waits for the leagues' locks.
 */
async function refreshAllQueued(): Promise<void> {
  while ((await t.app.db.select().from(rateLimits)).every((row) => !row.key.endsWith('teams:NFL'))) await pause(5);
  await pause(50);
}

describe('a refresh overtaken by a newer one', () => {
  it('is no longer one when it only waited behind the scheduled job: it starts once it holds its leagues, and is stored', async () => {
    t.provider.delayMs = 300;
    const ncaaStarts = t.provider.events.filter((event) => event === 'start NCAA').length;
    // The scheduled job refreshes NCAA, then NFL (live-refresh.ts runs the leagues in play one after another).
    later(10 * SECOND);
    const jobNcaa = t.app.sports.refreshLeagues(['NCAA']);
    await started('NCAA', ncaaStarts + 1);
    // A user presses Refresh All Data meanwhile: it waits for NCAA, which the job holds.
    later(10 * SECOND);
    const user = t.post('/api/teams/refresh-all');
    await refreshAllQueued();
    // The job moves on to NFL before the user's refresh holds it, and commits first.
    later(10 * SECOND);
    const jobNflAt = t.clock.now;
    const jobNfl = t.app.sports.refreshLeagues(['NFL']);
    await Promise.all([jobNcaa, jobNfl]);

    const response = await user;
    expect(response.statusCode).toBe(200);
    // The user's refresh is the last one stored of both leagues, started no earlier than the job's NFL refresh.
    const logs = await t.app.db.select().from(refreshLog).orderBy(desc(refreshLog.id)).limit(2);
    expect(logs.map((log) => `${log.league} ${log.outcome}`).sort()).toEqual(['NCAA success', 'NFL success']);
    expect(logs.every((log) => log.startedAt.getTime() >= jobNflAt.getTime())).toBe(true);
  });

  it('answers 409 REFRESH_SUPERSEDED, not 502, when a newer refresh committed first: it is kept and nothing is lost', async () => {
    t.provider.delayMs = 300;
    later(61 * SECOND); // past the refresh-all cooldown of the previous case
    const nflStarts = t.provider.events.filter((event) => event === 'start NFL').length;
    // Another instance sharing the database started its NFL refresh later than this one will (its clock is
    // ahead), and commits while this instance's Refresh All Data is under way.
    const newerAt = new Date(t.clock.now.getTime() + 60 * SECOND);
    const otherInstance = refreshLeagues(t.app.db, t.provider, ['NFL'], newerAt, { timeoutMs: 5_000 });
    await started('NFL', nflStarts + 1);
    const userStartedAt = t.clock.now;
    const response = await t.post('/api/teams/refresh-all');
    await otherInstance;

    expect(response.statusCode).toBe(409);
    const { error } = apiErrorSchema.parse(response.json());
    expect(error.code).toBe('REFRESH_SUPERSEDED');
    expect(error.message).toBe(
      'A newer refresh of NFL finished while this one was running: its data is kept, and this refresh stopped without changing anything (nothing was lost)',
    );
    const [nfl] = await t.app.db.select().from(leagueState).where(eq(leagueState.league, 'NFL'));
    expect(nfl?.refreshedAt).toEqual(newerAt);
    const logs = await t.app.db.select().from(refreshLog).orderBy(desc(refreshLog.id)).limit(2);
    expect(logs.map((log) => `${log.league} ${log.outcome}`).sort()).toEqual(['NCAA skipped', 'NFL skipped']);
    expect(logs.every((log) => log.startedAt.getTime() === userStartedAt.getTime())).toBe(true);
  });

  it('still answers 502 REFRESH_FAILED when the source itself fails', async () => {
    t.provider.delayMs = 0;
    t.provider.fault = 'throw';
    later(61 * SECOND); // past the refresh-all cooldown of the previous case
    const response = await t.post('/api/teams/refresh-all');
    t.provider.fault = null;
    expect(response.statusCode).toBe(502);
    expect(apiErrorSchema.parse(response.json()).error.code).toBe('REFRESH_FAILED');
    const [log] = await t.app.db.select().from(refreshLog).orderBy(desc(refreshLog.id), asc(refreshLog.league)).limit(1);
    expect(log?.outcome).toBe('failure');
  });
});
