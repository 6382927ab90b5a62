/**
 * The first market board request after a refresh (ADR 059), part of npm run bench:markets: the server
 * built in this process on the benchmark's week, over HTTP on loopback, refreshed from the Odds API file with
 * its alternates as a provider would answer. Each round times the refresh call and the first request right after
 * it returns (the board is warmed when the refresh commits: the request joins the warm-up and waits for the rest
 * of it); then, after another refresh, the first request a bettor's pause (PAUSE_MS) later; and for comparison
 * the first request on a dropped cache (what every first request cost before: the lines read, the model fitted
 * and the board built on the request path).
 */
import { DEFAULT_ALLOWED_HOSTS, DEFAULT_AUTH_LIMITS, DEFAULT_SPORTS_SETTINGS } from '../server/src/config.ts';
import { buildApp } from '../server/src/app.ts';
import type { SportsDataProvider } from '../server/src/providers/provider.ts';
import { benchSession } from './bench-session.ts';
import { alternatesOf, fileSnapshot, ODDS_API_FILE } from './markets-week.ts';

const PAUSE_MS = 3000;
const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const worst = (values: readonly number[]): number => Math.max(...values);

export async function firstRequestAfterRefresh(dataDir: string, rounds: number): Promise<void> {
  let provider: SportsDataProvider | null = null;
  const app = await buildApp({
    database: { kind: 'pglite', dataDir },
    logLevel: 'warn',
    trustProxy: false,
    allowedHosts: DEFAULT_ALLOWED_HOSTS,
    webDistDir: null,
    authLimits: DEFAULT_AUTH_LIMITS,
    sports: {
      ...DEFAULT_SPORTS_SETTINGS,
      loadOnEmpty: false,
      liveRefreshMs: null,
      provider: {
        source: 'odds-api',
        fetchLeague: (league, now) => (provider ? provider.fetchLeague(league, now) : Promise.reject(new Error('no provider yet'))),
        fetchInjuries: () => Promise.reject(new Error('no injuries in a file')),
      },
    },
  });
  try {
    const snapshot = await fileSnapshot(app.db, 'odds-api', ODDS_API_FILE, new Date());
    const withAlternates = { ...snapshot, lines: [...snapshot.lines, ...alternatesOf(snapshot.lines)] };
    provider = { source: 'odds-api', fetchLeague: () => Promise.resolve(withAlternates), fetchInjuries: () => Promise.reject(new Error('none')) };
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = await benchSession(base, 'bench_refresh');
    const firstRequest = async (): Promise<number> => {
      const started = performance.now();
      const response = await fetch(`${base}/api/markets/odds?league=NFL`, { headers: { cookie } });
      await response.text();
      if (response.status !== 200) throw new Error(`odds answered ${response.status}`);
      return performance.now() - started;
    };
    const refreshes: number[] = [];
    const warmed: number[] = [];
    const paused: number[] = [];
    const lazy: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const started = performance.now();
      await app.sports.refreshLeagues(['NFL']);
      refreshes.push(performance.now() - started);
      warmed.push(await firstRequest());
      await app.sports.refreshLeagues(['NFL']);
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      paused.push(await firstRequest());
      // Before the warm-up: the cache dropped with nothing building it, so the request builds the board itself.
      app.sports.cache.invalidate();
      lazy.push(await firstRequest());
    }
    console.log(`\nFirst GET /api/markets/odds?league=NFL after a refresh (${withAlternates.lines.length} Odds API lines with alternates, ${rounds} rounds, ms)`);
    console.log('measure'.padEnd(70), 'median'.padStart(8), 'worst'.padStart(8));
    for (const [name, values] of [
      ['the refresh call (the warm-up starts as it commits)', refreshes],
      ['first request right after the refresh returns (joins the warm-up)', warmed],
      [`first request ${PAUSE_MS / 1000} s after the refresh returns (warmed)`, paused],
      ['first request on a dropped cache (no warm-up: as before)', lazy],
    ] as const) {
      console.log(name.padEnd(70), median(values).toFixed(0).padStart(8), worst(values).toFixed(0).padStart(8));
    }
  } finally {
    await app.close();
  }
}
