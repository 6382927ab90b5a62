/**
 * The servers bench/api.ts measures, in their own process so the load generator does not share their event
 * loop: a bare Fastify route and Playbook's app on the demo season in an in-memory database. Prints one JSON
 * line ({bareUrl, appUrl, cookie, startUpMs, gameHubBytes}) once both listen, then serves until killed.
 */
import Fastify from 'fastify';
import { buildApp } from '../server/src/app.ts';
import { DEFAULT_AUTH_LIMITS, DEFAULT_SPORTS_SETTINGS } from '../server/src/config.ts';
import { SESSION_COOKIE } from '../server/src/auth/sessions.ts';

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ status: 'ok' }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const buildStarted = performance.now();
const app = await buildApp({
  database: { kind: 'pglite', dataDir: null },
  logLevel: 'silent',
  trustProxy: false,
  webDistDir: null,
  authLimits: DEFAULT_AUTH_LIMITS,
  // The demo season, no live job (it would refresh in the middle of a measurement).
  sports: { ...DEFAULT_SPORTS_SETTINGS, liveRefreshMs: null },
});
const startUpMs = performance.now() - buildStarted;
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const registration = await app.inject({
  method: 'POST',
  url: '/api/register',
  payload: { username: 'bench_user', email: 'bench@example.com', password: 'bench password' },
});
const token = registration.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
if (!token) throw new Error(`Could not sign in for the benchmark: ${registration.body}`);

const cookie = `${SESSION_COOKIE}=${token}`;
const hubBytes = async (encoding: string) =>
  (await app.inject({ url: '/api/gamehub/all', headers: { cookie, 'accept-encoding': encoding } })).rawPayload.length;
const gameHubBytes = { identity: await hubBytes('identity'), gzip: await hubBytes('gzip') };

console.log(JSON.stringify({ bareUrl, appUrl, cookie, startUpMs, gameHubBytes }));
