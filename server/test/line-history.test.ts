import { and, asc, eq, inArray } from 'drizzle-orm';
import { lineHistoryResponseSchema, liveBettingLinesResponseSchema, type HubLeague } from '@playbook/contracts';
import { describe, expect, it } from 'vitest';
import {
  bettingLineHistory,
  bettingLines,
  boxScores,
  cfbAdvancedStats,
  games,
  refreshLog,
  rosterPlayers,
  teams,
  teamWeekStats,
} from '../src/db/sports-schema.ts';
import { RefreshError, refreshLeagues, refreshLiveScores } from '../src/features/sports/refresh/refresh-service.ts';
import type { SportsDataProvider } from '../src/providers/provider.ts';
import type { LeagueSnapshot } from '../src/providers/records.ts';
import { FIXTURE_NOW, fixtureInjuries, fixtureLeague } from './fixtures/sports-fixture.ts';
import { useSportsApp } from './helpers/use-test-app.ts';
import { errorMessageOf } from './helpers/test-app.ts';

const MINUTE = 60_000;
const at = (minutes: number): Date => new Date(FIXTURE_NOW.getTime() + minutes * MINUTE);

const t = useSportsApp();

/** A source answering whatever NFL snapshot the test hands it. */
function sourceOf(snapshot: LeagueSnapshot): SportsDataProvider {
  return {
    source: snapshot.source,
    fetchLeague: (_league: HubLeague) => Promise.resolve(snapshot),
    fetchInjuries: (league) => Promise.resolve(fixtureInjuries(league)),
  };
}

/** Refreshes NFL from `snapshot` as if started at `now`, then drops the cached answers. */
async function refreshNfl(snapshot: LeagueSnapshot, now: Date) {
  const results = await refreshLeagues(t.app.db, sourceOf(snapshot), ['NFL'], now, { timeoutMs: 5_000 });
  t.app.sports.cache.invalidate();
  return results.get('NFL');
}

/** The fixture's NFL season with every line fetched at `fetchedAt` and `change` applied to each line. */
function nflWith(fetchedAt: Date, change: (line: LeagueSnapshot['lines'][number]) => LeagueSnapshot['lines'][number] = (line) => line): LeagueSnapshot {
  const snapshot = fixtureLeague('NFL');
  return { ...snapshot, lines: snapshot.lines.map((line) => change({ ...line, fetchedAt: fetchedAt.toISOString() })) };
}

/** BetMGM's home moneyline of the game later today (nfl-2-2, DAL at home, kick-off FIXTURE_NOW + 3.5 h). */
const isWatched = (line: LeagueSnapshot['lines'][number]): boolean =>
  line.gameId === 'nfl-2-2' && line.bookmaker === 'BetMGM' && line.market === 'moneyline' && line.selection === 'DAL';

async function nflLines() {
  const nflGames = t.app.db.select({ id: games.id }).from(games).where(eq(games.league, 'NFL'));
  return t.app.db.select().from(bettingLines).where(inArray(bettingLines.gameId, nflGames)).orderBy(asc(bettingLines.id));
}

async function watchedLine() {
  const [game] = await t.app.db.select({ id: games.id }).from(games).where(eq(games.sourceId, 'nfl-2-2'));
  const [line] = await t.app.db
    .select()
    .from(bettingLines)
    .where(and(eq(bettingLines.gameId, game?.id ?? 0), eq(bettingLines.bookmaker, 'BetMGM'), eq(bettingLines.market, 'moneyline'), eq(bettingLines.selection, 'DAL')));
  if (!line) throw new Error('the watched line is not stored');
  return line;
}

const historyOf = (lineId: number) =>
  t.app.db.select().from(bettingLineHistory).where(eq(bettingLineHistory.lineId, lineId)).orderBy(asc(bettingLineHistory.id));

const historyCount = async (): Promise<number> => (await t.app.db.select({ id: bettingLineHistory.id }).from(bettingLineHistory)).length;

describe('stable lines with price history', () => {
  it('keeps every line id across two refreshes and appends exactly one history row for the one changed price', async () => {
    await refreshNfl(nflWith(at(1)), at(1));
    const before = await nflLines();
    const historyBefore = await historyCount();
    const counts = await refreshNfl(
      nflWith(at(2), (line) => (isWatched(line) ? { ...line, americanOdds: -170 } : line)),
      at(2),
    );
    const after = await nflLines();
    expect(after.map((line) => line.id)).toEqual(before.map((line) => line.id));
    expect(await historyCount()).toBe(historyBefore + 1);
    expect(counts).toMatchObject({ newLines: 0, priceChanges: 1, withdrawnLines: 0 });
    const watched = await watchedLine();
    expect(watched).toMatchObject({ openingOdds: -150, americanOdds: -170, closingOdds: -170 });
    expect((await historyOf(watched.id)).map((row) => row.americanOdds)).toEqual([-150, -170]);
  });

  it('rewrites nothing when nothing changed: no history, no derived or roster rows', async () => {
    const historyBefore = await historyCount();
    const counts = await refreshNfl(
      nflWith(at(3), (line) => (isWatched(line) ? { ...line, americanOdds: -170 } : line)),
      at(3),
    );
    expect(counts).toMatchObject({ newLines: 0, priceChanges: 0, withdrawnLines: 0, rowsRewritten: 0 });
    expect(await historyCount()).toBe(historyBefore);
  });

  it('writes only the roster player that changed (one row in, one out), keeping every other player’s row', async () => {
    const before = await t.app.db.select().from(rosterPlayers).orderBy(asc(rosterPlayers.id));
    const snapshot = nflWith(at(4), (line) => (isWatched(line) ? { ...line, americanOdds: -170 } : line));
    const renamed = { ...snapshot, rosters: snapshot.rosters.map((player) => (player.name === 'KC Quarterback' ? { ...player, name: 'KC Backup' } : player)) };
    const counts = await refreshNfl(renamed, at(4));
    expect(counts?.rowsRewritten).toBe(2);
    const after = await t.app.db.select().from(rosterPlayers).orderBy(asc(rosterPlayers.id));
    const kept = before.filter((player) => player.name !== 'KC Quarterback');
    expect(after.slice(0, kept.length)).toEqual(kept);
    expect(after.at(-1)).toMatchObject({ name: 'KC Backup', position: 'QB' });
  });

  it('never lets an older refresh that commits last overwrite a newer one', async () => {
    await refreshNfl(nflWith(at(10), (line) => (isWatched(line) ? { ...line, americanOdds: -180 } : line)), at(10));
    const stale = refreshNfl(nflWith(at(9), (line) => (isWatched(line) ? { ...line, americanOdds: -400 } : line)), at(9));
    await expect(stale).rejects.toBeInstanceOf(RefreshError);
    await expect(stale).rejects.toThrow('A newer refresh of NFL already committed');
    expect((await watchedLine()).americanOdds).toBe(-180);
    const [log] = await t.app.db.select().from(refreshLog).orderBy(asc(refreshLog.id)).then((rows) => rows.slice(-1));
    expect(log).toMatchObject({ league: 'NFL', outcome: 'skipped' });
  });

  it('keeps a withdrawn line with its history, hides it from the slate, and brings it back when offered again', async () => {
    const watched = await watchedLine();
    const counts = await refreshNfl({ ...nflWith(at(11)), lines: nflWith(at(11)).lines.filter((line) => !isWatched(line)) }, at(11));
    expect(counts?.withdrawnLines).toBe(1);
    const withdrawn = await watchedLine();
    expect(withdrawn.id).toBe(watched.id);
    expect(withdrawn.withdrawnAt).toEqual(at(11));
    expect((await historyOf(watched.id)).length).toBeGreaterThan(0);
    const slate = liveBettingLinesResponseSchema.parse((await t.get('/api/live/betting-lines')).json());
    expect(slate.lines.map((line) => line.id)).not.toContain(String(watched.id));
    expect(slate.lines.length).toBeGreaterThan(0);

    await refreshNfl(nflWith(at(12)), at(12));
    expect((await watchedLine()).withdrawnAt).toBeNull();
    const back = liveBettingLinesResponseSchema.parse((await t.get('/api/live/betting-lines')).json());
    expect(back.lines.map((line) => line.id)).toContain(String(watched.id));
  });

  it('opens a new line at the opening price the source still shows (ESPN’s open odds), first in its history', async () => {
    const snapshot = nflWith(at(13));
    const template = snapshot.lines.find((line) => line.gameId === 'nfl-3-1' && line.market === 'moneyline' && line.selection === 'BUF');
    if (!template) throw new Error('fixture line');
    const espnBet = { ...template, bookmaker: 'ESPN BET', americanOdds: -135 };
    const raw = { ...snapshot, lines: [...snapshot.lines, espnBet], openingLines: [{ ...espnBet, americanOdds: -120 }] };
    const source: SportsDataProvider = { ...sourceOf(snapshot), fetchLeague: () => Promise.resolve(raw) };
    await refreshLeagues(t.app.db, source, ['NFL'], at(13), { timeoutMs: 5_000 });
    const [line] = await t.app.db.select().from(bettingLines).where(eq(bettingLines.bookmaker, 'ESPN BET'));
    expect(line).toMatchObject({ openingOdds: -120, americanOdds: -135 });
    expect((await historyOf(line?.id ?? 0)).map((row) => row.americanOdds)).toEqual([-120, -135]);
  });

  it('keeps the closing price: a price seen after kick-off changes the latest price, never the closing one', async () => {
    const before = await watchedLine();
    const afterKickoff = at(4 * 60);
    await refreshNfl(
      nflWith(afterKickoff, (line) => (isWatched(line) ? { ...line, americanOdds: -250 } : line)),
      afterKickoff,
    );
    const line = await watchedLine();
    expect(line).toMatchObject({ americanOdds: -250, closingOdds: before.americanOdds, openingOdds: -150 });
    expect((await historyOf(line.id)).at(-1)).toMatchObject({ americanOdds: -250, recordedAt: afterKickoff });
  });
});

describe('partial snapshots, seasons and kinds of data', () => {
  it('a partial snapshot upserts what it holds and removes or withdraws nothing else', async () => {
    const full = nflWith(at(5 * 60));
    const linesBefore = await nflLines();
    const gamesBefore = await t.app.db.select({ id: games.id }).from(games).where(eq(games.league, 'NFL'));
    const onlyOneGame: LeagueSnapshot = {
      ...full,
      partial: true,
      games: full.games.filter((game) => game.sourceId === 'nfl-3-1'),
      boxScores: [],
      lines: full.lines.filter((line) => line.gameId === 'nfl-3-1').slice(0, 1),
      rosters: [],
    };
    const counts = await refreshNfl(onlyOneGame, at(5 * 60));
    expect(counts).toMatchObject({ withdrawnLines: 0, games: 1 });
    expect(await t.app.db.select({ id: games.id }).from(games).where(eq(games.league, 'NFL'))).toHaveLength(gamesBefore.length);
    expect((await nflLines()).filter((line) => line.withdrawnAt === null)).toHaveLength(linesBefore.filter((line) => line.withdrawnAt === null).length);
    expect(await t.app.db.select().from(rosterPlayers)).not.toHaveLength(0);
  });

  it('derives the season from everything stored, not from the snapshot: a partial snapshot correcting one box score', async () => {
    const full = nflWith(at(6 * 60));
    const game = full.games.find((candidate) => candidate.sourceId === 'nfl-1-1');
    const kcBox = full.boxScores.find((box) => box.gameId === 'nfl-1-1' && box.teamId === 'KC');
    if (!game || !kcBox) throw new Error('fixture game');
    const weekOne = () =>
      t.app.db
        .select({ team: teams.sourceId, yardsPerPlay: teamWeekStats.yardsPerPlay })
        .from(teamWeekStats)
        .innerJoin(teams, eq(teams.id, teamWeekStats.teamId))
        .where(and(eq(teams.league, 'NFL'), eq(teamWeekStats.season, 2026), eq(teamWeekStats.week, 1)))
        .orderBy(asc(teams.sourceId));
    const before = await weekOne();
    expect(before).toHaveLength(4);
    const counts = await refreshNfl(
      { ...full, partial: true, games: [game], boxScores: [{ ...kcBox, yards: 500 }], lines: [], rosters: [] },
      at(6 * 60),
    );
    const after = await weekOne();
    // Every team of the week is still derived (the other game's box scores are stored), and only KC changed.
    expect(after.map((row) => row.team)).toEqual(before.map((row) => row.team));
    expect(after.find((row) => row.team === 'KC')?.yardsPerPlay).toBeCloseTo(500 / kcBox.plays);
    expect(after.filter((row) => row.team !== 'KC')).toEqual(before.filter((row) => row.team !== 'KC'));
    // The box score and KC's rows changed; nothing else was rewritten.
    expect(counts?.rowsRewritten).toBeGreaterThanOrEqual(2);
    expect(counts?.rowsRewritten).toBeLessThan(10);
    const [stored] = await t.app.db.select({ id: games.id }).from(games).where(eq(games.sourceId, game.sourceId));
    expect(await t.app.db.select().from(boxScores).where(eq(boxScores.gameId, stored?.id ?? 0))).toHaveLength(2);
  });

  it('a full snapshot removes only the games of its own season', async () => {
    const old = fixtureLeague('NFL');
    const [first] = old.games;
    if (!first) throw new Error('fixture game');
    const history: LeagueSnapshot = { ...old, partial: true, season: 2019, games: [{ ...first, sourceId: 'nfl-2019-1', season: 2019, week: 1 }], boxScores: [], lines: [], rosters: [] };
    await refreshNfl(history, at(7 * 60));
    await refreshNfl(nflWith(at(7 * 60 + 1)), at(7 * 60 + 1));
    const sourceIds = (await t.app.db.select({ sourceId: games.sourceId }).from(games).where(eq(games.league, 'NFL'))).map((row) => row.sourceId);
    expect(sourceIds).toContain('nfl-2019-1');
    const shorter = nflWith(at(7 * 60 + 2));
    await refreshNfl({ ...shorter, games: shorter.games.filter((game) => game.sourceId !== 'nfl-3-1'), lines: shorter.lines.filter((line) => line.gameId !== 'nfl-3-1') }, at(7 * 60 + 2));
    const after = (await t.app.db.select({ sourceId: games.sourceId }).from(games).where(eq(games.league, 'NFL'))).map((row) => row.sourceId);
    expect(after).toContain('nfl-2019-1');
    expect(after).not.toContain('nfl-3-1');
  });

  it('the live path updates scores, status, period and clock of stored games and nothing else', async () => {
    const linesBefore = await nflLines();
    const snapshot = nflWith(at(8 * 60), (line) => ({ ...line, americanOdds: line.americanOdds > 0 ? line.americanOdds + 50 : line.americanOdds - 50 }));
    const live: LeagueSnapshot = {
      ...snapshot,
      games: snapshot.games.map((game) => {
        if (game.sourceId === 'nfl-2-2') return { ...game, status: 'live', period: 1, clock: '11:11', homeScore: 7, awayScore: 0, venue: 'Elsewhere' };
        return game.sourceId === 'nfl-2-1' ? { ...game, status: 'finished', period: 4, clock: null, homeScore: 24, awayScore: 20 } : game;
      }),
    };
    const counts = await refreshLiveScores(t.app.db, sourceOf(live), 'NFL', at(8 * 60), { timeoutMs: 5_000 });
    // The job follows a finished game with a full refresh (its box score feeds the season's metrics).
    expect(counts).toMatchObject({ gamesUpdated: 2, gamesFinished: 1 });
    const [game] = await t.app.db.select().from(games).where(eq(games.sourceId, 'nfl-2-2'));
    expect(game).toMatchObject({ status: 'live', period: 1, clock: '11:11', homeScore: 7, awayScore: 0, venue: null });
    expect(await nflLines()).toEqual(linesBefore);
  });

  it('lays a source’s reported college EPA over the derived figures, and keeps it when a later refresh lacks it', async () => {
    const ncaa = fixtureLeague('NCAA');
    const refreshNcaa = (snapshot: LeagueSnapshot, now: Date) => refreshLeagues(t.app.db, sourceOf(snapshot), ['NCAA'], now, { timeoutMs: 5_000 });
    const osuAdvanced = async () => {
      const [row] = await t.app.db
        .select({ offenseEpa: cfbAdvancedStats.offenseEpa, successRate: cfbAdvancedStats.successRate })
        .from(cfbAdvancedStats)
        .innerJoin(teams, eq(teams.id, cfbAdvancedStats.teamId))
        .where(and(eq(teams.league, 'NCAA'), eq(teams.sourceId, 'OSU')));
      return row;
    };
    const derived = await osuAdvanced();
    const reported = { teamId: 'OSU', season: 2026, ppa: null, successRate: null, offenseEpa: 0.321, defenseEpa: null };
    await refreshNcaa({ ...ncaa, partial: true, games: [], boxScores: [], lines: [], rosters: [], seasonAdvanced: [reported] }, at(8 * 60 + 30));
    expect(await osuAdvanced()).toEqual({ offenseEpa: 0.321, successRate: derived?.successRate });
    await refreshNcaa(ncaa, at(8 * 60 + 31));
    expect((await osuAdvanced())?.offenseEpa).toBe(0.321);
  });

  it('real data arriving where the demo season is stored replaces it (demo and real never mix in a league)', async () => {
    const real: LeagueSnapshot = { ...nflWith(at(9 * 60)), source: 'espn' };
    await refreshNfl(real, at(9 * 60));
    const sources = await t.app.db.selectDistinct({ source: teams.source }).from(teams).where(eq(teams.league, 'NFL'));
    expect(sources).toEqual([{ source: 'espn' }]);
    const nflGames = await t.app.db.selectDistinct({ source: games.source }).from(games).where(eq(games.league, 'NFL'));
    expect(nflGames).toEqual([{ source: 'espn' }]);
  });
});

describe('GET /api/lines/:id/history', () => {
  it('answers a signed-in user with the line and its prices, oldest first', async () => {
    const line = await watchedLine();
    const response = await t.get(`/api/lines/${line.id}/history`);
    expect(response.statusCode).toBe(200);
    const body = lineHistoryResponseSchema.parse(response.json());
    expect(body.line).toEqual({
      id: line.id,
      gameId: line.gameId,
      bookmaker: 'BetMGM',
      market: 'moneyline',
      selection: 'DAL',
      lineValue: null,
      openingOdds: line.openingOdds,
      latestOdds: line.americanOdds,
      closingOdds: line.closingOdds,
      active: true,
      unconfirmedCloseSource: null,
    });
    expect(body.history.length).toBeGreaterThanOrEqual(1);
    const times = body.history.map((point) => Date.parse(point.recordedAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(body.history.at(-1)?.americanOdds).toBe(line.americanOdds);
  });

  it('asks for a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/lines/1/history' });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['abc', 400, 'id: Line id must be a whole number'],
    ['-1', 400, 'id: Line id must be a whole number'],
    ['99999', 404, 'No betting line with id 99999'],
    ['99999999999', 404, 'No betting line with id 99999999999'],
  ])('answers %s with %i', async (id, status, message) => {
    const response = await t.get(`/api/lines/${id}/history`);
    expect(response.statusCode).toBe(status);
    expect(errorMessageOf(response)).toContain(message);
  });
});
