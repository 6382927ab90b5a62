import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { apiErrorSchema } from '@playbook/contracts';
import { buildApp } from '../../src/app.ts';
import { DEFAULT_ALLOWED_HOSTS, DEFAULT_AUTH_LIMITS, DEFAULT_SPORTS_SETTINGS, type AppConfig } from '../../src/config.ts';
import { createUser } from '../../src/features/auth/service.ts';
import { SESSION_COOKIE } from '../../src/auth/sessions.ts';
import { memoryDatabase } from './memory-database.ts';

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
    const name = `playbook_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = { kind: 'postgres', url: url.toString() };
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
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
