import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { apiErrorSchema } from '@playbook/contracts';
import { buildApp } from '../../src/app.ts';
import { DEFAULT_ALLOWED_HOSTS, DEFAULT_AUTH_LIMITS, DEFAULT_SPORTS_SETTINGS, type AppConfig } from '../../src/config.ts';
import { createUser } from '../../src/features/auth/service.ts';
import { SESSION_COOKIE } from '../../src/auth/sessions.ts';
import { inject } from 'vitest';
import { memoryDatabase } from './memory-database.ts';
import { createThrowawayDatabase } from './throwaway-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database on TEST_DATABASE_URL's server the global set-up made, or '' when it made none. */
    postgresTemplate: string;
  }
}

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh database: in-memory PGlite by default, or a new database on the PostgreSQL server
 * named by TEST_DATABASE_URL (dropped again on close), so the same tests run against both drivers.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async (): Promise<void> => undefined;
  let database: AppConfig['database'] = memoryDatabase();
  if (adminUrl) {
    // A copy of the database the global set-up migrated (ADR 072): the app's migrator finds nothing to apply.
    const throwaway = await createThrowawayDatabase(adminUrl, 'playbook_test', inject('postgresTemplate') || undefined);
    database = { kind: 'postgres', url: throwaway.url };
    dropDatabase = throwaway.drop;
  }
  const app = await buildApp({
    database,
    logLevel: 'silent',
    trustProxy: false,
    allowedHosts: DEFAULT_ALLOWED_HOSTS,
    webDistDir: null,
    authLimits: DEFAULT_AUTH_LIMITS,
    // No season loaded and no live job unless a test asks for them (sports tests pass their own provider).
    sports: { ...DEFAULT_SPORTS_SETTINGS, loadOnEmpty: false, liveRefreshMs: null },
    ...overrides,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await dropDatabase();
    },
  };
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`No session cookie in a ${response.statusCode} response`);
  return cookie.value;
}

export async function registerUser(app: FastifyInstance, username: string, password = 'correct horse'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username, email: `${username}@example.com`, password },
  });
  if (response.statusCode !== 201) throw new Error(`register ${username}: ${response.statusCode} ${response.body}`);
  return sessionCookieOf(response);
}

export async function signInAdmin(app: FastifyInstance, username = 'chief', password = 'admin password'): Promise<string> {
  await createUser(app.db, { username, email: null, password, role: 'admin' });
  const response = await app.inject({ method: 'POST', url: '/admin-api/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`admin login: ${response.statusCode} ${response.body}`);
  return sessionCookieOf(response);
}

export const withSession = (token: string): Record<string, string> => ({ [SESSION_COOKIE]: token });

/** The message of an API error answer, parsed with the contract so tests never touch untyped JSON. */
export function errorMessageOf(response: LightMyRequestResponse): string {
  return apiErrorSchema.parse(response.json()).error.message;
}
