/**
 * npm run bench:parlay-history — ADR 041's finding and ADR 043's answer to it: one account filled to
 * PARLAY_MAX_PER_USER parlays of PARLAY_MAX_LEGS legs, every text at its longest (ADR 041's worst case), then
 * the tracker's reads as the browser makes them: the history without parameters (what the screen loads first), a
 * page of the largest size, every page in turn (the CSV export), five first reads at once, the performance
 * figures, and another user's /api/health sent while a history read runs. Prints each read's bytes, time, and
 * the server's resident memory growth (the process's peak RSS and its RSS after the read, over the filled
 * baseline). The parlays are inserted straight into the database: through the API they take minutes.
 *
 * The server runs in this process on BENCH_PORT (default 5870); the client counts the bytes without keeping
 * them, so the memory measured is the server's. Run against the commit before ADR 043 (which ignores `limit` and
 * `before` and answers the whole history to every read) for the "before" figures.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import { PARLAY_MAX_LEGS, PARLAY_MAX_PER_USER, PARLAY_NOTES_MAX, PARLAY_TEXT_MAX, PARLAY_DESCRIPTION_MAX } from '../packages/contracts/src/parlays.ts';
import { SESSION_COOKIE } from '../server/src/auth/sessions.ts';
import { parlayLegs, parlays } from '../server/src/db/parlays-schema.ts';
import { users } from '../server/src/db/schema.ts';
import { startDemoApp } from './demo-app.ts';

const PORT = Number(process.env.BENCH_PORT ?? 5870);
const PARLAYS = Number(process.env.BENCH_PARLAYS ?? PARLAY_MAX_PER_USER);
const BATCH = 250;
const MB = 1024 * 1024;

const { app, token } = await startDemoApp('bench_full', null, false, PORT);
const filled = `${SESSION_COOKIE}=${token}`;
const otherSignUp = await app.inject({ method: 'POST', url: '/api/register', payload: { username: 'bench_other', email: 'bench_other@example.com', password: 'bench password' } });
const other = `${SESSION_COOKIE}=${otherSignUp.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? ''}`;

const [owner] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, 'bench_full'));
if (!owner) throw new Error('no bench user');
const text = (length: number, seed: number) => `${seed} `.padEnd(length, 'x');
const fillStarted = performance.now();
for (let start = 0; start < PARLAYS; start += BATCH) {
  const count = Math.min(BATCH, PARLAYS - start);
  const rows = await app.db
    .insert(parlays)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId: owner.id,
        source: 'manual' as const,
        category: 'standard' as const,
        parlayDescription: text(PARLAY_DESCRIPTION_MAX, start + i),
        numLegs: PARLAY_MAX_LEGS,
        totalOdds: 100_000,
        impliedProbability: 0.001,
        stakeCents: 1000,
        potentialPayoutCents: 1_001_000,
        notes: text(PARLAY_NOTES_MAX, start + i),
        generatedAt: new Date(Date.UTC(2025, 0, 1) + (start + i) * 60_000),
      })),
    )
    .returning({ id: parlays.id });
  await app.db.insert(parlayLegs).values(
    rows.flatMap(({ id }) =>
      Array.from({ length: PARLAY_MAX_LEGS }, (_, position) => ({
        parlayId: id,
        position,
        game: text(PARLAY_TEXT_MAX, position),
        selection: text(PARLAY_TEXT_MAX, id),
        odds: 150,
        type: 'moneyline' as const,
      })),
    ),
  );
}
console.log(`Filled ${PARLAYS} parlays of ${PARLAY_MAX_LEGS} legs in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s`);

interface Read {
  status: number;
  bytes: number;
  ms: number;
  next: string | undefined;
}

/** One GET on the real socket; the body is counted, not kept. */
function get(path: string, cookie: string): Promise<Read> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: PORT, path, headers: { cookie } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => {
          const next = response.headers['x-next-cursor'];
          resolve({ status: response.statusCode ?? 0, bytes, ms: performance.now() - started, next: typeof next === 'string' ? next : undefined });
        });
      })
      .on('error', reject);
  });
}

// The process's resident memory sampled every 5 ms from a thread of its own: the server's work blocks the main
// thread, not this one. It keeps the highest value since the last reset (in MB).
const highest = new Int32Array(new SharedArrayBuffer(4));
const sampler = new Worker(
  `const { workerData } = require('node:worker_threads');
   const highest = new Int32Array(workerData);
   setInterval(() => { const mb = Math.round(process.memoryUsage.rss() / ${MB}); if (mb > Atomics.load(highest, 0)) Atomics.store(highest, 0, mb); }, 5);`,
  { eval: true, workerData: highest.buffer },
);
global.gc?.();
await new Promise((resolve) => setTimeout(resolve, 200));
const baselineMb = Math.round(process.memoryUsage.rss() / MB);
let startMb = baselineMb;
const resetPeak = () => {
  startMb = Math.round(process.memoryUsage.rss() / MB);
  Atomics.store(highest, 0, startMb);
};
const line = (label: string, bytes: number, ms: number) => {
  console.log(`${label.padEnd(46)} ${(bytes / MB).toFixed(2).padStart(8)} MB ${(ms / 1000).toFixed(2).padStart(7)} s   server RSS peak +${Atomics.load(highest, 0) - startMb} MB`);
  global.gc?.();
  resetPeak();
};
console.log(`RSS ${baselineMb} MB once filled; each peak below is over the RSS just before that read`);
resetPeak();

const first = await get('/api/parlays/history', filled);
line(`GET /api/parlays/history (status ${first.status})`, first.bytes, first.ms);
const largest = await get('/api/parlays/history?limit=200', filled);
line(`GET /api/parlays/history?limit=200`, largest.bytes, largest.ms);

let whole = { bytes: 0, ms: 0, pages: 0 };
let before: string | undefined;
do {
  const page: Read = await get(`/api/parlays/history?limit=200${before === undefined ? '' : `&before=${before}`}`, filled);
  whole = { bytes: whole.bytes + page.bytes, ms: whole.ms + page.ms, pages: whole.pages + 1 };
  before = page.next;
} while (before !== undefined && whole.pages < PARLAYS);
line(`every page of 200 (the export): ${whole.pages} reads`, whole.bytes, whole.ms);

const together = performance.now();
const five = await Promise.all(Array.from({ length: 5 }, () => get('/api/parlays/history', filled)));
line('five first reads at once', five.reduce((sum, read) => sum + read.bytes, 0), performance.now() - together);

const figures = await get('/api/parlays/performance', filled);
line(`GET /api/parlays/performance (status ${figures.status})`, figures.bytes, figures.ms);

// Another user's health check, asked every 50 ms while one first read runs: the slowest answer.
let done = false;
const reading = get('/api/parlays/history', filled).finally(() => (done = true));
let slowest = 0;
while (!done) {
  slowest = Math.max(slowest, (await get('/api/health', other)).ms);
  await new Promise((resolve) => setTimeout(resolve, 50));
}
await reading;
console.log(`another user's /api/health during a first read: slowest ${slowest.toFixed(0)} ms`);

await sampler.terminate();
await app.close();
