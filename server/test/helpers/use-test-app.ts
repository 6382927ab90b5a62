import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../../src/config.ts';
import { createTestApp, registerUser, signInAdmin, withSession, type TestApp } from './test-app.ts';

/** The app of one test file (or describe block), with the sessions its tests send. */
export interface FileApp {
  /** Read it inside tests and hooks only: the app is built in `beforeAll`. */
  readonly app: FastifyInstance;
  /**
   * The session cookies of a user registered before the tests run. Call it at the top level (next to
   * `useTestApp`); the record is filled in `beforeAll`, so pass it to `inject()` inside tests and hooks only.
   */
  userSession(username: string): Record<string, string>;
  /** The same for an admin signed in through /admin-api/login. */
  adminSession(): Record<string, string>;
}

/**
 * A fresh app (createTestApp) for the tests of the file or describe block that calls this at its top level:
 * built before them, closed after them. Hooks that file registers after this one run after the app is built.
 */
export function useTestApp(overrides: Partial<AppConfig> = {}, options: { timeoutMs?: number } = {}): FileApp {
  let built: TestApp | undefined;
  let started = false;
  const sessions: { cookies: Record<string, string>; signIn: (app: FastifyInstance) => Promise<string> }[] = [];
  const sessionOf = (signIn: (app: FastifyInstance) => Promise<string>): Record<string, string> => {
    if (started) throw new Error('Ask for sessions at the top level, before the tests start');
    const cookies: Record<string, string> = {};
    sessions.push({ cookies, signIn });
    return cookies;
  };
  beforeAll(async () => {
    started = true;
    built = await createTestApp(overrides);
    for (const { cookies, signIn } of sessions) Object.assign(cookies, withSession(await signIn(built.app)));
  }, options.timeoutMs);
  afterAll(() => built?.close());
  return {
    get app() {
      if (!built) throw new Error('The app is built in beforeAll: use it inside tests and hooks');
      return built.app;
    },
    userSession: (username) => sessionOf((app) => registerUser(app, username)),
    adminSession: () => sessionOf((app) => signInAdmin(app)),
  };
}
