import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_SPORTS_SETTINGS, type SportsSettings } from '../../src/config.ts';
import { FixtureProvider } from '../fixtures/fixture-provider.ts';
import { FIXTURE_NOW } from '../fixtures/sports-fixture.ts';
import { createTestApp, registerUser, withSession, type TestApp } from './test-app.ts';

export interface SportsTestApp extends TestApp {
  provider: FixtureProvider;
  /** Moves the app's clock (the injury refresh cooldown, the live job). */
  clock: { now: Date };
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string): Promise<LightMyRequestResponse>;
}

/** An app on the fixture season, loaded at start-up as an empty database would be, with a signed-in user. */
export async function createSportsApp(settings: Partial<SportsSettings> = {}): Promise<SportsTestApp> {
  const provider = new FixtureProvider();
  const clock = { now: FIXTURE_NOW };
  const t = await createTestApp({
    sports: { ...DEFAULT_SPORTS_SETTINGS, provider, clock: () => clock.now, liveRefreshMs: null, ...settings },
  });
  const token = await registerUser(t.app, 'sports_fan');
  const cookies = withSession(token);
  return {
    ...t,
    provider,
    clock,
    get: (url, headers = {}) => t.app.inject({ method: 'GET', url, cookies, headers }),
    post: (url) => t.app.inject({ method: 'POST', url, cookies }),
  };
}
