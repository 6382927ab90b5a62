/**
 * npm run bench:grading — the grading's figure (ADR 050): a refresh finishes 16 games carrying 10,000 tracked legs
 * (2,000 parlays of 5 legs across 20 users, every market), with 5,000 more legs waiting on games still to play;
 * the grading that runs after the refresh's commit is timed. Repeated RUNS times (the legs and parlays put back
 * to pending between runs); prints the median and the slowest, as wall-clock and CPU time, and the load average.
 * In-memory PGlite, in this process.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { inArray, notInArray, sql } from 'drizzle-orm';
import { LEG_PICKS, type LegPick } from '../packages/core/src/index.ts';
import { parlayLegs, parlays } from '../server/src/db/parlays-schema.ts';
import { users } from '../server/src/db/schema.ts';
import { games } from '../server/src/db/sports-schema.ts';
import { gradeTrackedLegs } from '../server/src/features/grading/grade-tracked-legs.ts';
import { startDemoApp } from './demo-app.ts';

const GAMES = 16;
const USERS = 20;
const PARLAYS_PER_USER = 100;
const LEGS = 5;
const WAITING_PARLAYS = 1_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const { app } = await startDemoApp('bench_grading');
const db = app.db;
const candidates = await db.select({ id: games.id }).from(games).where(inArray(games.status, ['scheduled', 'live'])).orderBy(games.scheduledAt);
const finishing = candidates.slice(0, GAMES).map((game) => game.id);
const waiting = candidates.slice(GAMES).map((game) => game.id);
if (finishing.length < GAMES || waiting.length === 0) throw new Error(`the demo season has ${candidates.length} games to play; ${GAMES + 1} needed`);

const userIds = (
  await db
    .insert(users)
    .values(Array.from({ length: USERS }, (_, i) => ({ username: `bench_grader_${i}`, passwordHash: 'x' })))
    .returning({ id: users.id })
).map((row) => row.id);

/** A leg on `gameId`: the three markets in turn, each side, half and whole points. */
function legOf(parlayId: number, position: number, gameId: number, seed: number) {
  const market = (['moneyline', 'spread', 'total'] as const)[seed % 3] ?? 'moneyline';
  const pick: LegPick = market === 'total' ? (LEG_PICKS[2 + (seed % 2)] ?? 'over') : (LEG_PICKS[seed % 2] ?? 'home');
  const point = market === 'moneyline' ? null : market === 'total' ? 40 + (seed % 15) / 2 : -7 + (seed % 15);
  return { parlayId, position, game: `Game ${gameId}`, selection: `${pick} ${point ?? ''}`, odds: -110, type: market, gameId, pick, point };
}

async function addParlays(count: number, gameIds: readonly number[], offset: number): Promise<void> {
  for (let start = 0; start < count; start += 250) {
    const rows = await db
      .insert(parlays)
      .values(
        Array.from({ length: Math.min(250, count - start) }, (_, i) => ({
          userId: userIds[(start + i) % USERS] ?? 0,
          source: 'manual' as const,
          category: 'standard' as const,
          parlayDescription: 'bench',
          numLegs: LEGS,
          totalOdds: 2_335,
          impliedProbability: 0.04,
          stakeCents: 1_000,
          potentialPayoutCents: 24_350,
        })),
      )
      .returning({ id: parlays.id });
    await db.insert(parlayLegs).values(rows.flatMap(({ id }, i) => Array.from({ length: LEGS }, (_, position) => legOf(id, position, gameIds[(offset + start + i + position) % gameIds.length] ?? 0, start + i + position))));
  }
}

await addParlays(USERS * PARLAYS_PER_USER, finishing, 0);
await addParlays(WAITING_PARLAYS, waiting, 0);
const [{ legs } = { legs: 0 }] = await db.select({ legs: sql<number>`count(*)::int` }).from(parlayLegs).where(inArray(parlayLegs.gameId, finishing));

const times: number[] = [];
// CPU time of this process (PGlite runs in it): the work itself, apart from waiting for a core on a busy machine.
const cpuTimes: number[] = [];
let last = { legsGraded: 0, settled: 0 };
for (let run = 0; run < RUNS; run += 1) {
  await db.update(parlayLegs).set({ result: null });
  await db.update(parlays).set({ status: 'pending', settledBy: null, actualPayoutCents: null, settledAt: null });
  await db.update(games).set({ status: 'scheduled', homeScore: null, awayScore: null }).where(inArray(games.id, finishing));
  // The refresh's write: the 16 games finish (scores spread so every market sees wins, losses and pushes).
  await db.execute(sql`update ${games} set status = 'finished', home_score = 17 + (id % 14), away_score = 14 + (id % 11) where id in ${finishing}`);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await gradeTrackedLegs(db, new Date());
  times.push(performance.now() - started);
  const used = process.cpuUsage(cpu);
  cpuTimes.push((used.user + used.system) / 1000);
  last = { legsGraded: result.legsGraded, settled: result.settled.length };
}
const waitingLegs = await db.select({ legs: sql<number>`count(*)::int` }).from(parlayLegs).where(notInArray(parlayLegs.gameId, finishing));
const summary = (values: number[]): string => {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(0)} ms, slowest ${(sorted.at(-1) ?? 0).toFixed(0)} ms`;
};
console.log(`legs on the ${GAMES} finishing games: ${legs}; legs waiting on other games: ${waitingLegs[0]?.legs ?? 0}`);
console.log(`graded ${last.legsGraded} legs, settled ${last.settled} parlays`);
console.log(`grading after the refresh over ${RUNS} runs (target < 1000 ms): wall clock ${summary(times)}; CPU time ${summary(cpuTimes)}`);
console.log(`load average: ${os.loadavg().map((load) => load.toFixed(1)).join(', ')}`);
await app.close();
