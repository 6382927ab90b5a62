import { readFileSync } from 'node:fs';
import type { HubLeague } from '@playbook/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { FILE_LOADERS } from '../../src/cli/refresh-file-loaders.ts';
import { DEFAULT_SPORTS_SETTINGS } from '../../src/config.ts';
import { refreshLeagues, type LeagueRefreshResult } from '../../src/features/sports/refresh/refresh-service.ts';
import type { SportsDataProvider } from '../../src/providers/provider.ts';
import { createTestApp, registerUser, withSession, type TestApp } from './test-app.ts';

/** A real public payload kept under test/fixtures/real (SOURCES.md there says where each comes from). */
export function realPayload<T = unknown>(name: string): T {
  return JSON.parse(readFileSync(new URL(`../fixtures/real/${name}`, import.meta.url), 'utf8')) as T;
}

export interface RealPayloadApp extends TestApp {
  clock: { now: Date };
  get(url: string): Promise<LightMyRequestResponse>;
  /** A JSON POST as the signed-in user. */
  post(url: string, body: unknown): Promise<LightMyRequestResponse>;
  /** Loads a saved payload as `npm run refresh -- --source … --file …` does. */
  load(source: string, league: HubLeague, payload: unknown): Promise<{ result: LeagueRefreshResult | undefined; unresolved: string[]; dropped: string[] }>;
}

/** An app on an empty database (no demo season) with a signed-in user, its clock at `now`. */
export async function createRealPayloadApp(now: Date): Promise<RealPayloadApp> {
  const clock = { now };
  const t = await createTestApp({ sports: { ...DEFAULT_SPORTS_SETTINGS, loadOnEmpty: false, liveRefreshMs: null, clock: () => clock.now } });
  const cookies = withSession(await registerUser(t.app, 'real_data_fan'));
  return {
    ...t,
    clock,
    get: (url) => t.app.inject({ method: 'GET', url, cookies }),
    post: (url, body) => t.app.inject({ method: 'POST', url, cookies, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
    async load(source, league, payload) {
      const loader = FILE_LOADERS[source];
      if (!loader) throw new Error(`no loader for ${source}`);
      // Each load is a later refresh (an equal start would be skipped as overtaken).
      clock.now = new Date(clock.now.getTime() + 1000);
      const snapshot = await loader({ payload, league, now: clock.now, db: t.app.db });
      const provider: SportsDataProvider = {
        source: snapshot.source,
        fetchLeague: () => Promise.resolve(snapshot),
        fetchInjuries: () => Promise.reject(new Error('no injuries in a file')),
      };
      const results = await refreshLeagues(t.app.db, provider, [league], clock.now, { timeoutMs: 10_000 });
      // Loaded beside the app (as the CLI does): its read models are built again.
      t.app.sports.cache.invalidate();
      return { result: results.get(league), unresolved: snapshot.unresolved ?? [], dropped: snapshot.dropped ?? [] };
    },
  };
}
