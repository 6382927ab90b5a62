/**
 * npm run bench:rest — how long ADR 024's rest of a scheduled game takes: the median time of the rest query
 * alone (`restAlone`: earlierGamesQuery and restFromEarlierGames, as the route ran them before ADR 029's
 * extension folded them into scheduledGameContext) and of a whole `GET /api/model/predict?kickoff=` (over `app.inject`, signed in, the
 * fitted ratings already cached), on the demo season and on a generated 7,072-game NFL import (26 seasons of
 * 17 weeks, imported through the nflverse importer as `npm run import:nflverse` would; the last two weeks
 * unplayed). Never reads the real data files. Each figure is the median of RUNS calls after WARM_UP.
 *
 * "before" is the rest as ADR 024 first wrote it (kept here to compare): the kick-off's season from
 * every stored game of the league ordered by its distance to the kick-off, then a second query for the teams'
 * earlier games. The two must agree on every kick-off of the last season, which is checked first.
 *
 * "two queries" is how the predict route first read a scheduled game (restAlone and ADR 029's
 * neutral-site look-up side by side, kept here to compare); "one query" is scheduledGameContext, both in one
 * `union all`, which must agree with it on the same kick-offs.
 */
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { FootballLeague } from '@playbook/contracts';
import { SESSION_COOKIE } from '../server/src/auth/sessions.ts';
import type { Database } from '../server/src/db/connect.ts';
import { games } from '../server/src/db/sports-schema.ts';
import { earlierGamesQuery, restDays, restFromEarlierGames, type KickoffGame, type Rest } from '../server/src/features/model/rest-days.ts';
import { scheduledGameContext, type ScheduledGameContext } from '../server/src/features/model/scheduled-game.ts';
import { NFL_TEAMS } from '../server/src/providers/nfl-teams.ts';
import { importNflverse } from '../server/src/features/sports/refresh/nflverse-import.ts';
import { startDemoApp, type DemoApp } from './demo-app.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARM_UP = 20;
const FIRST_SEASON = 1999;
const SEASONS = 26;
const WEEKS = 17;
/** Weeks of the last season left unplayed, so the predicted game is a scheduled one as on the screens. */
const UNPLAYED_WEEKS = 2;

/** A deterministic 0-1 stream (mulberry32), so every run imports the same scores. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Day `offset` from a date, as nflverse's 'YYYY-MM-DD' gameday. */
const gameday = (start: Date, offset: number): string => new Date(start.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * An nflverse games.csv of every season: a round robin of the 32 teams (circle method) over 17 weeks, mostly
 * Sunday games with a Thursday and a Monday game each week so the rests differ (4 to 11 days).
 */
function generatedGamesCsv(): string {
  const codes = NFL_TEAMS.map((team) => team.abbreviation);
  const next = random(14);
  const rows = ['game_id,season,game_type,week,gameday,gametime,away_team,away_score,home_team,home_score'];
  for (let season = FIRST_SEASON; season < FIRST_SEASON + SEASONS; season += 1) {
    // The first Sunday on or after 7 September.
    const september = new Date(Date.UTC(season, 8, 7));
    const kickoffWeek = new Date(september.getTime() + ((7 - september.getUTCDay()) % 7) * 86_400_000);
    for (let week = 1; week <= WEEKS; week += 1) {
      const round = (week - 1 + season) % (codes.length - 1);
      const rotated = [codes[0], ...codes.slice(1).map((_, i) => codes[1 + ((i + round) % (codes.length - 1))])];
      const played = season < FIRST_SEASON + SEASONS - 1 || week <= WEEKS - UNPLAYED_WEEKS;
      for (let i = 0; i < codes.length / 2; i += 1) {
        const [first, second] = [rotated[i], rotated[codes.length - 1 - i]];
        const [home, away] = (i + week + season) % 2 === 0 ? [first, second] : [second, first];
        const day = 7 * (week - 1) + (i === 0 ? -3 : i === 1 ? 1 : 0);
        const [homeScore, awayScore] = played ? [10 + Math.floor(next() * 25), 7 + Math.floor(next() * 25)] : ['', ''];
        const id = `${season}_${String(week).padStart(2, '0')}_${away}_${home}`;
        rows.push(`${id},${season},REG,${week},${gameday(kickoffWeek, day)},13:00,${away},${awayScore},${home},${homeScore}`);
      }
    }
  }
  return `${rows.join('\n')}\n`;
}

/** The rest query on its own (the route's production pieces, without the neutral-site branch of the union). */
async function restAlone(db: Database, league: FootballLeague, homeTeamId: number, awayTeamId: number, kickoff: Date): Promise<Rest> {
  return restFromEarlierGames(await earlierGamesQuery(db, league, homeTeamId, awayTeamId, kickoff), homeTeamId, awayTeamId, kickoff);
}

/** ADR 024's first rest look-up: the nearest game found by sorting the whole league, then a second query. */
async function restByScan(db: Database, league: FootballLeague, homeTeamId: number, awayTeamId: number, kickoff: Date): Promise<Rest> {
  const [nearest] = await db
    .select({ season: games.season })
    .from(games)
    .where(eq(games.league, league))
    .orderBy(sql`abs(extract(epoch from (${games.scheduledAt} - ${kickoff.toISOString()}::timestamptz)))`, asc(games.id))
    .limit(1);
  if (!nearest) return { home: null, away: null };
  const sides = [homeTeamId, awayTeamId];
  const earlier: KickoffGame[] = await db
    .select({ id: games.id, season: games.season, homeTeamId: games.homeTeamId, awayTeamId: games.awayTeamId, scheduledAt: games.scheduledAt })
    .from(games)
    .where(and(eq(games.league, league), eq(games.season, nearest.season), lt(games.scheduledAt, kickoff), or(inArray(games.homeTeamId, sides), inArray(games.awayTeamId, sides))));
  const predicted = { id: 0, season: nearest.season, homeTeamId, awayTeamId, scheduledAt: kickoff };
  return restDays([...earlier, predicted]).get(0) ?? { home: null, away: null };
}

/** ADR 029's neutral-site look-up as its own query, beside restAlone: the predict route's first two queries. */
async function scheduledGameByTwoQueries(db: Database, league: FootballLeague, homeTeamId: number, awayTeamId: number, kickoff: Date): Promise<Omit<ScheduledGameContext, 'conditions'>> {
  const pair = or(and(eq(games.homeTeamId, homeTeamId), eq(games.awayTeamId, awayTeamId)), and(eq(games.homeTeamId, awayTeamId), eq(games.awayTeamId, homeTeamId)));
  const [rest, [game]] = await Promise.all([
    restAlone(db, league, homeTeamId, awayTeamId, kickoff),
    db.select({ neutralSite: games.neutralSite }).from(games).where(and(eq(games.league, league), eq(games.scheduledAt, kickoff), pair)).limit(1),
  ]);
  return { rest, neutralSite: game?.neutralSite ?? false };
}

/** Both versions on every stored game of the last two seasons, and an hour either side of it. */
async function expectSameRests(db: Database): Promise<number> {
  const stored = await db.select({ homeTeamId: games.homeTeamId, awayTeamId: games.awayTeamId, scheduledAt: games.scheduledAt, season: games.season }).from(games).where(eq(games.league, 'NFL'));
  const lastSeason = Math.max(...stored.map((game) => game.season));
  let checked = 0;
  for (const game of stored.filter((g) => g.season >= lastSeason - 1)) {
    for (const shift of [-3_600_000, 0, 3_600_000]) {
      const at = new Date(game.scheduledAt.getTime() + shift);
      const [{ rest: now }, before] = await Promise.all([scheduledGameContext(db, 'NFL', game.homeTeamId, game.awayTeamId, at), restByScan(db, 'NFL', game.homeTeamId, game.awayTeamId, at)]);
      if (now.home !== before.home || now.away !== before.away) throw new Error(`rest differs at ${at.toISOString()}: ${JSON.stringify({ now, before })}`);
      const [one, two] = await Promise.all([scheduledGameContext(db, 'NFL', game.homeTeamId, game.awayTeamId, at), scheduledGameByTwoQueries(db, 'NFL', game.homeTeamId, game.awayTeamId, at)]);
      // The two-query version predates the stored quarterbacks and weather (ADR 064): rest and venue are compared.
      if (JSON.stringify({ rest: one.rest, neutralSite: one.neutralSite }) !== JSON.stringify(two)) throw new Error(`the scheduled game differs at ${at.toISOString()}: ${JSON.stringify({ one, two })}`);
      checked += 1;
    }
  }
  return checked;
}

async function medianMs(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < WARM_UP; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

/** The first scheduled NFL game: what a screen asks the model about. */
async function firstScheduledGame({ app }: DemoApp) {
  const [game] = await app.db
    .select({ homeTeamId: games.homeTeamId, awayTeamId: games.awayTeamId, scheduledAt: games.scheduledAt, season: games.season })
    .from(games)
    .where(and(eq(games.league, 'NFL'), eq(games.status, 'scheduled')))
    .orderBy(asc(games.scheduledAt), asc(games.id))
    .limit(1);
  if (!game) throw new Error('no scheduled NFL game stored');
  return game;
}

async function measure(label: string, demo: DemoApp): Promise<void> {
  const { app, token } = demo;
  const [stored] = await app.db.select({ count: sql<number>`count(*)::int` }).from(games).where(eq(games.league, 'NFL'));
  const game = await firstScheduledGame(demo);
  const rest = await restAlone(app.db, 'NFL', game.homeTeamId, game.awayTeamId, game.scheduledAt);
  const checked = await expectSameRests(app.db);
  const beforeMs = await medianMs(() => restByScan(app.db, 'NFL', game.homeTeamId, game.awayTeamId, game.scheduledAt));
  const restMs = await medianMs(() => restAlone(app.db, 'NFL', game.homeTeamId, game.awayTeamId, game.scheduledAt));
  const twoMs = await medianMs(() => scheduledGameByTwoQueries(app.db, 'NFL', game.homeTeamId, game.awayTeamId, game.scheduledAt));
  const oneMs = await medianMs(() => scheduledGameContext(app.db, 'NFL', game.homeTeamId, game.awayTeamId, game.scheduledAt));
  const url = `/api/model/predict?league=NFL&home=${game.homeTeamId}&away=${game.awayTeamId}&kickoff=${encodeURIComponent(game.scheduledAt.toISOString())}`;
  const predict = async () => {
    const response = await app.inject({ method: 'GET', url, cookies: { [SESSION_COOKIE]: token } });
    if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
  };
  const predictMs = await medianMs(predict);
  const predictWithoutKickoff = url.replace(/&kickoff=[^&]*/, '');
  const noKickoffMs = await medianMs(async () => app.inject({ method: 'GET', url: predictWithoutKickoff, cookies: { [SESSION_COOKIE]: token } }));
  console.log(`\n${label}: ${stored?.count} NFL games; a scheduled game of ${game.season}, rest home ${rest.home} away ${rest.away}; both versions (and the one and two queries) agree on ${checked} kick-offs`);
  console.log(`  rest alone                        before ${beforeMs.toFixed(2)} ms, now ${restMs.toFixed(2)} ms`);
  console.log(`  rest and neutral site             two queries ${twoMs.toFixed(2)} ms, one query ${oneMs.toFixed(2)} ms`);
  console.log(`  GET /api/model/predict?kickoff=   ${predictMs.toFixed(2)} ms (the same without kickoff: ${noKickoffMs.toFixed(2)} ms)`);
}

const demo = await startDemoApp('bench_rest_demo');
const imported = await startDemoApp('bench_rest_import', null, false);
try {
  const started = performance.now();
  const csv = generatedGamesCsv();
  await importNflverse(imported.app.db, [{ kind: 'games', name: 'games.csv', text: csv }], { timeoutMs: 120_000 });
  console.log(`imported ${csv.split('\n').length - 2} generated games in ${((performance.now() - started) / 1000).toFixed(1)} s; medians of ${RUNS} calls after ${WARM_UP} to warm up`);
  await measure('demo season', demo);
  await measure('generated nflverse import', imported);
} finally {
  await demo.app.close();
  await imported.app.close();
}
