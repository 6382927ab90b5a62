import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/src/app.ts';
import { SESSION_COOKIE } from '../server/src/auth/sessions.ts';
import { DEFAULT_ALLOWED_HOSTS, DEFAULT_AUTH_LIMITS, DEFAULT_SPORTS_SETTINGS } from '../server/src/config.ts';

export interface DemoApp {
  app: FastifyInstance;
  url: string;
  /** The session token of a user registered for the benchmark. */
  token: string;
  /** How long building the app took: migrations plus the demo season loaded into an empty database. */
  startUpMs: number;
}

/**
 * Playbook on the demo season in an in-memory database, listening on a free loopback port, with one
 * signed-in user. No live job: it would refresh in the middle of a measurement. Without the demo season the
 * database is empty, for a benchmark that stores its own games. `port` 0 takes any free one.
 */
export async function startDemoApp(username: string, webDistDir: string | null = null, loadDemoSeason = true, port = 0): Promise<DemoApp> {
  const started = performance.now();
  const app = await buildApp({
    database: { kind: 'pglite', dataDir: null },
    logLevel: 'silent',
    trustProxy: false,
    allowedHosts: DEFAULT_ALLOWED_HOSTS,
    webDistDir,
    authLimits: DEFAULT_AUTH_LIMITS,
    sports: { ...DEFAULT_SPORTS_SETTINGS, loadOnEmpty: loadDemoSeason, liveRefreshMs: null },
  });
  const startUpMs = performance.now() - started;
  const url = await app.listen({ port, host: '127.0.0.1' });
  const registration = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { username, email: `${username}@example.com`, password: 'bench password' },
  });
  const token = registration.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
  if (!token) throw new Error(`Could not sign in for the benchmark: ${registration.body}`);
  return { app, url, token, startUpMs };
}
