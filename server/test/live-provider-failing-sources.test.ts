import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIVE_SOURCES, type LiveSourceSettings } from '../src/config.ts';
import { createLiveProvider } from '../src/providers/live/live-provider.ts';
import { startEspnFixtureServer, type EspnFixtureServer } from './helpers/espn-fixture-server.ts';
import { startStubSourceServer, type StubSourceServer } from './helpers/stub-source-server.ts';

/** Sunday of week 2 of the ESPN fixture season (served here as college football too). */
const NOW = new Date('2025-09-14T18:00:00Z');

let espn: EspnFixtureServer;
let odds: StubSourceServer;
let cfbd: StubSourceServer;
let sources: LiveSourceSettings;

beforeAll(async () => {
  espn = await startEspnFixtureServer({ collegeToo: true });
  // The Odds API once the key's monthly credits are used up; CollegeFootballData down.
  odds = await startStubSourceServer(() => ({ status: 401, body: { message: 'Usage quota has been reached.', error_code: 'OUT_OF_USAGE_CREDITS' } }));
  cfbd = await startStubSourceServer(() => ({ status: 500, body: { message: 'down' } }));
  sources = {
    ...DEFAULT_LIVE_SOURCES,
    espnBaseUrl: `${espn.server.baseUrl}/apis/site/v2/sports`,
    oddsApiBaseUrl: odds.baseUrl,
    oddsApiKey: 'test-odds-key',
    cfbdBaseUrl: cfbd.baseUrl,
  };
});
afterAll(async () => {
  await Promise.all([espn.server.close(), odds.close(), cfbd.close()]);
});

// ADR 030 and 032: which failing source the live provider leaves out, and which still fails the league.
describe('the live provider with a failing secondary source', () => {
  it('leaves The Odds API out of a college refresh: ESPN’s snapshot alone, ESPN its only line source, the failure listed', async () => {
    const snapshot = await createLiveProvider(sources).fetchLeague('NCAA', NOW);
    expect(snapshot.sourceFailures).toEqual([{ source: 'odds-api', message: '/v4/sports/americanfootball_ncaaf/odds answered HTTP 401' }]);
    expect(snapshot.lineSources ?? [snapshot.source]).toEqual(['espn']);
    expect(snapshot.games.length).toBeGreaterThan(0);
    expect(snapshot.lines.every((line) => (line.source ?? snapshot.source) === 'espn')).toBe(true);
    expect(JSON.stringify(snapshot)).not.toContain('test-odds-key');
  });

  it('leaves CollegeFootballData out too, and has the store keep the gaps it filled in ESPN’s rows (ADR 032)', async () => {
    const snapshot = await createLiveProvider({ ...sources, cfbdApiKey: 'test-cfbd-key' }).fetchLeague('NCAA', NOW);
    expect(snapshot.sourceFailures?.map((failure) => failure.source)).toEqual(['odds-api', 'cfbd']);
    expect(snapshot.sourceFailures?.[1]?.message).toMatch(/^\/games answered HTTP 500/);
    expect(snapshot.keepStoredGaps).toBe(true);
    expect(snapshot.lineSources ?? [snapshot.source]).toEqual(['espn']);
    expect(snapshot.seasonAdvanced).toBeUndefined();
    expect(JSON.stringify(snapshot)).not.toContain('test-cfbd-key');
  });

  it('still fails the league when ESPN fails: ESPN is the league', async () => {
    espn.setFault('server-error');
    try {
      const provider = createLiveProvider({ ...sources, cfbdApiKey: 'test-cfbd-key' });
      await expect(provider.fetchLeague('NCAA', NOW)).rejects.toThrow(/^espn: .*HTTP 500/);
    } finally {
      espn.setFault(null);
    }
  });
});
