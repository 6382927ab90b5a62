import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig, SportsSettings } from '../../src/config.ts';
import { createSportsApp, type SportsTestApp } from './sports-app.ts';
import { createTestApp, registerUser, signInAdmin, withSession, type TestApp } from './test-app.ts';

/** The app of one test file (or describe block), with the sessions its tests send. */
export interface FileApp {
  /** Read it inside tests and hooks only: the app is built in `beforeAll`. */
  readonly app: FastifyInstance;
  /**
   * The session cookies of a user registered before the tests run. Call it at the top level (next to
   * `useTestApp`); the record is filled in `beforeAll`, so pass it to `inject()` inside tests and hooks only.
   */
  readonly userSession: (username: string) => Record<string, string>;
  /** The same for an admin signed in through /admin-api/login. */
  readonly adminSession: () => Record<string, string>;
}

/**
 * Builds an app with `create` before the tests of the file or describe block that calls this at its top level,
 * signs in the sessions asked for, and closes the app after them. Hooks registered after this one run once the
 * app is built.
 */
function fileScoped<T extends TestApp>(create: () => Promise<T>, timeoutMs?: number): FileApp & { current(): T } {
  let built: T | undefined;
  let started = false;
  const sessions: { cookies: Record<string, string>; signIn: (app: FastifyInstance) => Promise<string> }[] = [];
  const sessionOf = (signIn: (app: FastifyInstance) => Promise<string>): Record<string, string> => {
    if (started) throw new Error('Ask for sessions at the top level, before the tests start');
    const cookies: Record<string, string> = {};
    sessions.push({ cookies, signIn });
    return cookies;
  };
  const current = (): T => {
    if (!built) throw new Error('The app is built in beforeAll: use it inside tests and hooks');
    return built;
  };
  beforeAll(async () => {
    started = true;
    built = await create();
    for (const { cookies, signIn } of sessions) Object.assign(cookies, withSession(await signIn(built.app)));
  }, timeoutMs);
  afterAll(() => built?.close());
  return {
    current,
    get app() {
      return current().app;
    },
    userSession: (username) => sessionOf((app) => registerUser(app, username)),
    adminSession: () => sessionOf((app) => signInAdmin(app)),
  };
}

/** A fresh app (createTestApp) for the tests of the file or describe block that calls this at its top level. */
export function useTestApp(overrides: Partial<AppConfig> = {}, options: { timeoutMs?: number } = {}): FileApp {
  return fileScoped(() => createTestApp(overrides), options.timeoutMs);
}

/** An app on the fixture season (createSportsApp) for the tests of the file or describe block that calls this. */
export function useSportsApp(settings: Partial<SportsSettings> = {}): FileApp & Omit<SportsTestApp, 'app' | 'close'> {
  const scoped = fileScoped(() => createSportsApp(settings));
  return {
    get app() {
      return scoped.app;
    },
    userSession: scoped.userSession,
    adminSession: scoped.adminSession,
    get provider() {
      return scoped.current().provider;
    },
    get clock() {
      return scoped.current().clock;
    },
    get: (url, headers) => scoped.current().get(url, headers),
    post: (url) => scoped.current().post(url),
  };
}
