/**
 * npm run bench:api — requests per second and p99 latency of Playbook's API routes beside a bare Fastify
 * route in the same run (same process, same machine), printed as a ratio. Each target gets a fixed
 * duration so the whole run stays bounded. The sports routes run on the demo season, loaded at start-up
 * into an empty in-memory database (its load time is printed too).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import autocannon from 'autocannon';
import { buildApp } from '../server/src/app.ts';
import { DEFAULT_AUTH_LIMITS, DEFAULT_SPORTS_SETTINGS } from '../server/src/config.ts';
import { SESSION_COOKIE } from '../server/src/auth/sessions.ts';

const SECONDS_PER_TARGET = Number(process.env.BENCH_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Result {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Result> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS_PER_TARGET, headers });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return { name, requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, errors: non2xx };
}

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ status: 'ok' }));
const bareUrl = await listen(bare);

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
const appUrl = await listen(app);
const registration = await app.inject({
  method: 'POST',
  url: '/api/register',
  payload: { username: 'bench_user', email: 'bench@example.com', password: 'bench password' },
});
const token = registration.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
if (!token) throw new Error(`Could not sign in for the benchmark: ${registration.body}`);
const signedIn = { cookie: `${SESSION_COOKIE}=${token}` };

const targets: [string, string, Record<string, string>?][] = [
  ['bare Fastify GET /bare', `${bareUrl}/bare`],
  ['GET /api/user (signed in)', `${appUrl}/api/user`, signedIn],
  ['GET /api/teams/NFL (signed in)', `${appUrl}/api/teams/NFL`, signedIn],
  ['GET /api/gamehub/all (signed in)', `${appUrl}/api/gamehub/all`, signedIn],
];

// Warm every target up so no measurement pays for JIT compilation or a cold read-model cache.
for (const [, url, headers] of targets) await autocannon({ url, connections: 10, amount: 500, headers });

const results: Result[] = [];
for (const [name, url, headers] of targets) results.push(await measure(name, url, headers));

const baseline = results[0];
if (!baseline) throw new Error('no baseline');
console.log(`\nAPI benchmark: ${CONNECTIONS} connections, ${SECONDS_PER_TARGET} s per target, loopback`);
console.log(`start-up with the demo season loaded into an empty database: ${startUpMs.toFixed(0)} ms\n`);
console.log('target'.padEnd(34), 'req/s'.padStart(10), 'p99 ms'.padStart(8), 'ratio'.padStart(7), 'errors'.padStart(7));
for (const r of results) {
  const ratio = r.requestsPerSecond / baseline.requestsPerSecond;
  console.log(
    r.name.padEnd(34),
    r.requestsPerSecond.toFixed(0).padStart(10),
    r.p99Ms.toFixed(1).padStart(8),
    `${(ratio * 100).toFixed(0)}%`.padStart(7),
    String(r.errors).padStart(7),
  );
}

await app.close();
await bare.close();
