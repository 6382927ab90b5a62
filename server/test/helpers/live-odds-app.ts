import { DEFAULT_LIVE_SOURCES, DEFAULT_SPORTS_SETTINGS, type LiveSourceSettings } from '../../src/config.ts';
import { startEspnFixtureServer, type EspnFixtureServer } from './espn-fixture-server.ts';
import { startStubSourceServer, type StubResponse } from './stub-source-server.ts';
import { createTestApp, registerUser, withSession, type TestApp } from './test-app.ts';

/** An app on the live provider: the ESPN fixture server, and a local Odds API answering with `answer`. */
export interface LiveOddsApp {
  t: TestApp;
  espn: EspnFixtureServer;
  liveSources: LiveSourceSettings;
  /** The session of a user registered on start. */
  cookies: Record<string, string>;
  close(): Promise<void>;
}

/**
 * Starts the two sources and the app, which loads the NFL at start-up from both (at `clock.now`; tests move the
 * clock between refreshes). No live job runs: tests refresh when they mean to. With `collegeToo` ESPN serves the
 * fixture season as college football too, which then loads at start-up; `sources` sets the other sources (CFBD).
 */
export async function startLiveOddsApp(
  answer: (url: URL) => StubResponse,
  {
    clock,
    oddsApiKey,
    username,
    collegeToo = false,
    sources = {},
  }: { clock: { now: Date }; oddsApiKey: string | null; username: string; collegeToo?: boolean; sources?: Partial<LiveSourceSettings> },
): Promise<LiveOddsApp> {
  const espn = await startEspnFixtureServer({ collegeToo });
  const odds = await startStubSourceServer(answer);
  const liveSources = { ...DEFAULT_LIVE_SOURCES, espnBaseUrl: `${espn.server.baseUrl}/apis/site/v2/sports`, oddsApiBaseUrl: odds.baseUrl, oddsApiKey, ...sources };
  const t = await createTestApp({
    sports: { ...DEFAULT_SPORTS_SETTINGS, dataSource: 'live', liveSources, loadOnEmpty: true, liveRefreshMs: null, providerTimeoutMs: 10_000, clock: () => clock.now },
  });
  // The real sources' first load runs behind the start: the tests begin once it has ended.
  await t.app.sportsLoad.loadedBehind();
  const cookies = withSession(await registerUser(t.app, username));
  return {
    t,
    espn,
    liveSources,
    cookies,
    async close() {
      await t.close();
      await odds.close();
      await espn.server.close();
    },
  };
}

/** A stub source's failure, set by a test for one refresh: its `answer` answers `failure` while set (null: it answers). */
export interface Outage {
  failure: StubResponse | null;
}

/** Refreshes the NFL through the app (which drops the cached answers) at `now`, with `outage` failing so during it only. */
export async function refreshNflAt(live: LiveOddsApp, clock: { now: Date }, now: Date, outage: Outage, failure: StubResponse | null): Promise<void> {
  clock.now = now;
  outage.failure = failure;
  try {
    await live.t.app.sports.refreshLeagues(['NFL']);
  } finally {
    outage.failure = null;
  }
}
