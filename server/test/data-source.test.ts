import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LIVE_SOURCES, DEFAULT_SPORTS_SETTINGS, type SportsSettings } from '../src/config.ts';
import { leagueStateOf } from '../src/features/sports/read-models/league-state.ts';
import { RefreshError } from '../src/features/sports/refresh/refresh-service.ts';
import { startEspnFixtureServer } from './helpers/espn-fixture-server.ts';
import { startStubSourceServer } from './helpers/stub-source-server.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Sunday of week 2 of the ESPN fixture season. */
const NOW = new Date('2025-09-14T18:00:00Z');
const PROBE_MS = 300;

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function appOn(espnBaseUrl: string, settings: Partial<SportsSettings> = {}): Promise<{ t: TestApp }> {
  const t = await createTestApp({
    sports: {
      ...DEFAULT_SPORTS_SETTINGS,
      dataSource: 'auto',
      probeTimeoutMs: PROBE_MS,
      liveSources: { ...DEFAULT_LIVE_SOURCES, espnBaseUrl },
      loadOnEmpty: true,
      liveRefreshMs: null,
      clock: () => NOW,
      ...settings,
    },
  });
  closers.push(() => t.close());
  // The real sources' first load runs behind the start: the tests look at what it stored once it has ended.
  await t.app.sportsLoad.loadedBehind();
  return { t };
}

const sourceOf = async (t: TestApp, league: 'NFL' | 'NCAA' | 'MLB') => (await leagueStateOf(t.app.db, league))?.source;

describe('DATA_SOURCE=auto', () => {
  it('starts on the demo season when the real sources do not answer within the probe timeout', async () => {
    // A source that never answers in time: the probe gives up after PROBE_MS, and nothing waits out retries.
    const silent = await startStubSourceServer(() => ({ body: {}, delayMs: 10_000 }));
    closers.push(() => silent.close());
    const { t } = await appOn(`${silent.baseUrl}/apis/site/v2/sports`);
    expect(await sourceOf(t, 'NFL')).toBe('demo');
    expect(await sourceOf(t, 'NCAA')).toBe('demo');
    expect(await sourceOf(t, 'MLB')).toBe('demo');
    // At most one request, the probe: no league load waited out a timeout or a retry after it. (None when a starved
    // machine let the probe's 300 ms run out before its request reached the source: the probe still gave up.)
    expect(silent.requests.length).toBeLessThanOrEqual(1);
    // The source does answer, 200 after 10 s: a false says the probe gave up on its own timeout, before that answer
    // (a state, not a time measured on a busy machine).
    expect(await t.app.sportsLoad.sources.checkPrimaryReachable()).toBe(false);
  });

  it('loads the real data when the sources answer, the demo season only for a league they cannot give, and keeps real data when the source fails later', async () => {
    const espn = await startEspnFixtureServer();
    closers.push(() => espn.server.close());
    const { t } = await appOn(`${espn.server.baseUrl}/apis/site/v2/sports`);
    // The fixture ESPN serves the NFL only: college football and baseball answer 404 and fall back.
    expect(await sourceOf(t, 'NFL')).toBe('espn');
    expect(await sourceOf(t, 'NCAA')).toBe('demo');
    expect(await sourceOf(t, 'MLB')).toBe('demo');

    espn.setFault('server-error');
    await expect(t.app.sports.refreshLeagues(['NFL'])).rejects.toBeInstanceOf(RefreshError);
    expect(await sourceOf(t, 'NFL')).toBe('espn');
  });
});

describe('DATA_SOURCE=live', () => {
  it('loads nothing from the demo season when the sources cannot be reached', async () => {
    // Refused outright (a 4xx is not retried), so the test does not wait out backoffs.
    const silent = await startStubSourceServer(() => ({ status: 403, body: {} }));
    closers.push(() => silent.close());
    const { t } = await appOn(`${silent.baseUrl}/apis/site/v2/sports`, { dataSource: 'live', providerTimeoutMs: 5_000 });
    for (const league of ['NFL', 'NCAA', 'MLB'] as const) expect(await sourceOf(t, league)).toBeUndefined();
  });
});
