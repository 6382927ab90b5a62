/**
 * npm run bench:alerts — the alerts' figure (ADR 058): 1,000 open alert streams on one instance, each of its own
 * user with a rule on one line; a refresh moves the line past every rule's threshold. Timed from the refresh's
 * commit to each stream receiving its alert (the work after a refresh — grading, then the alert evaluation — is
 * what a refresh runs once its data is committed; the bench commits the price change itself and then runs that
 * work, so the clock starts at the commit). Prints p50, p99 and the slowest over RUNS runs, the last stream of
 * each run, and the memory one open stream holds (both ends are in this process: an upper bound).
 * Also the process's CPU time over the same span (on a shared machine, wall clock adds the wait for a core).
 * In-memory PGlite, in this process.
 */
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { alertRules } from '../server/src/db/alerts-schema.ts';
import { users } from '../server/src/db/schema.ts';
import { bettingLines } from '../server/src/db/sports-schema.ts';
import { SESSION_COOKIE, SessionStore } from '../server/src/auth/sessions.ts';
import type { CommittedRefresh } from '../server/src/features/sports/sports-data.ts';
import { lineTargetOf } from '../server/src/features/alerts/watched-targets.ts';
import { scheduledMoneyline } from '../server/test/helpers/scheduled-moneyline.ts';
import { startDemoApp } from './demo-app.ts';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

const { app, url } = await startDemoApp('bench_alerts');
const db = app.db;
const line = await scheduledMoneyline(db);
const target = await lineTargetOf(db, line.id);
if (!target) throw new Error('the demo season has no NFL moneyline to watch');

const userIds = (
  await db
    .insert(users)
    .values(Array.from({ length: STREAMS }, (_, i) => ({ username: `bench_alerts_${i}`, passwordHash: 'x' })))
    .returning({ id: users.id, passwordHash: users.passwordHash })
);
const sessions = new SessionStore(app.database);
const tokens: string[] = [];
for (const user of userIds) {
  const session = await sessions.create(user);
  if (!session) throw new Error('no session');
  tokens.push(session.token);
}
const rule = { kind: 'line' as const, lineId: String(line.id), measure: 'price' as const, direction: 'above' as const, threshold: line.price };
await db.insert(alertRules).values(userIds.map(({ id }) => ({ userId: id, kind: 'line' as const, params: { rule, target: { kind: 'line', line: target } }, state: { met: false } })));

/** Each stream's time of receiving the current run's alert (ms since the commit), or undefined while waiting. */
let received: (number | undefined)[] = [];
let committedAt = 0;
let waiting = 0;
let allReceived: () => void = () => undefined;
const requests: http.ClientRequest[] = [];

async function openStreams(): Promise<void> {
  const { hostname, port } = new URL(url);
  let opened = 0;
  await new Promise<void>((resolve, reject) => {
    tokens.forEach((token, index) => {
      const request = http.get({ hostname, port, path: '/api/alerts/stream?after=0', agent: false, headers: { cookie: `${SESSION_COOKIE}=${token}` } }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`stream ${index}: ${response.statusCode}`));
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (chunk.includes('event: alert') && received[index] === undefined) {
            received[index] = performance.now() - committedAt;
            waiting -= 1;
            if (waiting === 0) allReceived();
          }
        });
        opened += 1;
        if (opened === tokens.length) resolve();
      });
      request.on('error', reject);
      requests.push(request);
    });
  });
}

gc();
const heapBefore = process.memoryUsage().heapUsed;
await openStreams();
gc();
const heapPerStream = (process.memoryUsage().heapUsed - heapBefore) / STREAMS;

const refresh: CommittedRefresh = { kind: 'league', leagues: ['NFL'] };
// What SportsData runs after a refresh commits (private there: the bench commits the data itself).
const afterCommit = (app.sports as unknown as { refreshed(refresh: CommittedRefresh): Promise<void> }).refreshed.bind(app.sports);
const all: number[] = [];
const lasts: number[] = [];
/** When the work after the commit (grading, evaluation, the alerts announced) returned. */
const afterWork: number[] = [];
/** CPU time of this process from the commit to the last stream's alert: the work itself, apart from waiting for a core. */
const cpuTimes: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  // Away from the threshold and remembered so (as after an earlier refresh), then the refresh's price change.
  await db.update(bettingLines).set({ americanOdds: line.price - 400 }).where(eq(bettingLines.id, line.id));
  await db.update(alertRules).set({ state: { met: false } });
  received = Array.from({ length: STREAMS }, () => undefined);
  waiting = STREAMS;
  const done = new Promise<void>((resolve) => {
    allReceived = resolve;
  });
  await db.update(bettingLines).set({ americanOdds: line.price, updatedAt: sql`now()` }).where(eq(bettingLines.id, line.id));
  committedAt = performance.now();
  const cpuAtCommit = process.cpuUsage();
  await afterCommit(refresh);
  afterWork.push(performance.now() - committedAt);
  await done;
  const cpu = process.cpuUsage(cpuAtCommit);
  cpuTimes.push((cpu.user + cpu.system) / 1000);
  const times = received.map((ms) => ms ?? Infinity);
  all.push(...times);
  lasts.push(Math.max(...times));
}

const sorted = [...all].sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
const ms = (value: number) => `${value.toFixed(0)} ms`;
console.log(`alerts: ${STREAMS} open streams on one instance, ${RUNS} runs, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}`);
console.log(`commit to a stream receiving its alert: p50 ${ms(at(0.5))}, p99 ${ms(at(0.99))}, slowest ${ms(sorted.at(-1) ?? NaN)}`);
console.log(`last stream of each run: ${lasts.map(ms).join(', ')}; the work after the commit returned at ${afterWork.map(ms).join(', ')}`);
const cpuSorted = [...cpuTimes].sort((a, b) => a - b);
console.log(`CPU time from the commit to the last stream (server and clients): median ${ms(cpuSorted[Math.floor((cpuSorted.length - 1) / 2)] ?? NaN)}, slowest ${ms(cpuSorted.at(-1) ?? NaN)}`);
console.log(`memory per open stream (server and client ends, one process): heap ${(heapPerStream / 1024).toFixed(1)} KiB`);
for (const request of requests) request.destroy();
await app.close();
