import { and, eq, inArray, ne } from 'drizzle-orm';
import { anyOf, noneOf } from '../../../db/any-of.ts';
import type { Database } from '../../../db/connect.ts';
import { boxScores, cfbAdvancedStats, games, leagueState, REPORTED_FIGURES, reportedAdvancedStats, teams, teamWeekStats } from '../../../db/sports-schema.ts';
import type { GameRecord, LeagueSnapshot, LineRecord, TeamRecord } from '../../../providers/records.ts';
import { withKnownTeams } from '../../../providers/known-teams.ts';
import { withFiguresFrom } from '../../../providers/figures-from.ts';
import { bulkWrite, storedIdOf } from './bulk-write.ts';
import { markUnconfirmedCloses } from './closing-price.ts';
import { deriveSeason } from './derive-season.ts';
import { writeChangedRows } from './diff-write.ts';
import { keptNeutralSites, withStoredBoxScoreGaps } from './stored-gaps.ts';
import { storedSeason } from './stored-season.ts';
import { upsertLines, type LineCounts } from './store-lines.ts';
import { writeRosters } from './store-rosters.ts';

export type LeagueCounts = LineCounts & {
  teams: number;
  games: number;
  rosterPlayers: number;
  weekStats: number;
  advancedStats: number;
  /** Derived and roster rows actually written or deleted (unchanged ones are not rewritten). */
  rowsRewritten: number;
  /** Names or records of the source that matched nothing stored (the adapter lists them; the caller logs them). */
  unresolved: number;
  /** Records of the source dropped as unreadable (the adapter lists them with their reasons; the caller logs them). */
  dropped: number;
};

type League = LeagueSnapshot['league'];

/** The stored id of every team or game of the league, by source id. */
async function idsBySourceId(tx: Database, table: typeof teams | typeof games, league: League): Promise<Map<string, number>> {
  const rows = await tx.select({ id: table.id, sourceId: table.sourceId }).from(table).where(eq(table.league, league));
  return new Map(rows.map((row) => [row.sourceId, row.id]));
}

/**
 * Demo and real data never mix in one league: real data arriving where the demo season is stored (or the demo
 * season where real data is) first removes the other kind's teams, and with them (cascade) their games, lines,
 * box scores, stats, rosters and injuries.
 */
async function dropOtherKind(tx: Database, snapshot: LeagueSnapshot): Promise<void> {
  const otherKind = snapshot.source === 'demo' ? ne(teams.source, 'demo') : eq(teams.source, 'demo');
  await tx.delete(teams).where(and(eq(teams.league, snapshot.league), otherKind));
}

/** Whether any game of the snapshot's league and season is stored (before this snapshot is written). */
async function holdsSeason(tx: Database, snapshot: LeagueSnapshot): Promise<boolean> {
  const ofSeason = and(eq(games.league, snapshot.league), eq(games.season, snapshot.season));
  return (await tx.select({ id: games.id }).from(games).where(ofSeason).limit(1)).length > 0;
}

/** The snapshot's teams, and for real data every team the league always has (known-teams.ts). */
async function teamsToStore(tx: Database, snapshot: LeagueSnapshot): Promise<TeamRecord[]> {
  if (snapshot.source === 'demo') return snapshot.teams;
  const stored = await tx
    .select({ sourceId: teams.sourceId, name: teams.name, abbreviation: teams.abbreviation, conference: teams.conference, division: teams.division, aliases: teams.aliases })
    .from(teams)
    .where(eq(teams.league, snapshot.league));
  return withKnownTeams(snapshot.league, snapshot.teams, stored);
}

async function upsertTeams(tx: Database, snapshot: LeagueSnapshot, now: Date): Promise<Map<string, number>> {
  const rows = (await teamsToStore(tx, snapshot)).map((team) => ({ ...team, league: snapshot.league, source: snapshot.source, updatedAt: now }));
  await bulkWrite(tx, teams, rows, {
    target: ['league', 'sourceId'],
    update: ['name', 'abbreviation', 'conference', 'division', 'aliases', 'source', 'updatedAt'],
  });
  return idsBySourceId(tx, teams, snapshot.league);
}

const GAME_CONDITIONS = ['homeQbId', 'awayQbId', 'homeQbName', 'awayQbName', 'roof', 'wind', 'temperature'] as const;

/** A game's quarterbacks and weather, null where its source has none (every bulk-written row has the same keys). */
function gameConditionsOf(game: Pick<GameRecord, (typeof GAME_CONDITIONS)[number]>) {
  const { homeQbId = null, awayQbId = null, homeQbName = null, awayQbName = null, roof = null, wind = null, temperature = null } = game;
  return { homeQbId, awayQbId, homeQbName, awayQbName, roof, wind, temperature };
}

/**
 * Games are upserted, so a game keeps its id (the slate's eventId) across refreshes. A full snapshot also
 * removes the games of its season it no longer holds; other seasons (history imported from nflverse) stay.
 */
async function upsertGames(tx: Database, snapshot: LeagueSnapshot, teamIds: ReadonlyMap<string, number>, now: Date) {
  const keptNeutral = await keptNeutralSites(tx, snapshot);
  const rows = snapshot.games.map(({ homeTeamId, awayTeamId, scheduledAt, ...game }) => ({
    ...game,
    league: snapshot.league,
    source: snapshot.source,
    homeTeamId: storedIdOf(teamIds, homeTeamId),
    awayTeamId: storedIdOf(teamIds, awayTeamId),
    scheduledAt: new Date(scheduledAt),
    // Sources echo a stored game with its stored flag (stored-league-records.ts), so absent means the source has none.
    // A snapshot that left CFBD out keeps the marks CFBD stored (ADR 032).
    neutralSite: (game.neutralSite ?? false) || keptNeutral.has(game.sourceId),
    statusDetail: game.statusDetail ?? null,
    ...gameConditionsOf(game),
    updatedAt: now,
  }));
  await bulkWrite(tx, games, rows, {
    target: ['league', 'sourceId'],
    update: ['season', 'week', 'homeTeamId', 'awayTeamId', 'scheduledAt', 'status', 'statusDetail', 'period', 'clock', 'homeScore', 'awayScore', 'referee', 'venue', 'neutralSite', 'source', 'updatedAt'],
    // Only nflverse knows quarterbacks and weather: a live refresh of the same game keeps what it stored (ADR 064).
    updateWhereGiven: GAME_CONDITIONS,
  });
  if (!snapshot.partial) {
    const ofSeason = and(eq(games.league, snapshot.league), eq(games.season, snapshot.season));
    // A game whose record the source sent unreadable is not a game it no longer lists: it stays.
    const kept = [...snapshot.games.map((game) => game.sourceId), ...(snapshot.unreadGames ?? [])];
    await tx.delete(games).where(kept.length > 0 ? and(ofSeason, noneOf(games.sourceId, kept)) : ofSeason);
  }
  return idsBySourceId(tx, games, snapshot.league);
}

/**
 * The snapshot's box scores, upserted where new or changed (a snapshot that left CFBD out keeps the stored values
 * of the fields it leaves null, ADR 032); a box score is never removed but with its game.
 */
async function upsertBoxScores(tx: Database, snapshot: LeagueSnapshot, teamIds: ReadonlyMap<string, number>, gameIds: ReadonlyMap<string, number>) {
  const rows = await withStoredBoxScoreGaps(
    tx,
    snapshot,
    snapshot.boxScores.map(({ gameId, teamId, ...box }) => ({ ...box, gameId: storedIdOf(gameIds, gameId), teamId: storedIdOf(teamIds, teamId) })),
  );
  const ofGames = [...new Set(rows.map((row) => row.gameId))];
  if (ofGames.length === 0) return 0;
  const { written } = await writeChangedRows(tx, { table: boxScores, key: ['gameId', 'teamId'], scope: anyOf(boxScores.gameId, ofGames), deleteVanished: false }, rows);
  return written;
}

/** A source's season EPA figures, kept (never removed but with their team) to lay over every later derivation. */
async function upsertReportedAdvanced(tx: Database, snapshot: LeagueSnapshot, teamIds: ReadonlyMap<string, number>): Promise<number> {
  const rows = (snapshot.seasonAdvanced ?? []).map(({ teamId, ...row }) => ({ ...row, teamId: storedIdOf(teamIds, teamId) }));
  if (rows.length === 0) return 0;
  const scope = anyOf(reportedAdvancedStats.teamId, [...new Set(rows.map((row) => row.teamId))]);
  return (await writeChangedRows(tx, { table: reportedAdvancedStats, key: ['teamId', 'season'], scope, deleteVanished: false }, rows)).written;
}

type AdvancedRow = typeof cfbAdvancedStats.$inferInsert;

/** The source's reported EPA and success rate stand over the derived ones, where it reports them. */
async function withReportedFigures(tx: Database, season: number, rows: AdvancedRow[]): Promise<AdvancedRow[]> {
  if (rows.length === 0) return rows;
  const reported = await tx
    .select()
    .from(reportedAdvancedStats)
    .where(and(eq(reportedAdvancedStats.season, season), anyOf(reportedAdvancedStats.teamId, rows.map((row) => row.teamId))));
  const byTeam = new Map(reported.map((row) => [row.teamId, row]));
  return rows.map((row) => {
    const source = byTeam.get(row.teamId);
    return source ? withFiguresFrom(row, REPORTED_FIGURES, source, row) : row;
  });
}

/**
 * The season's metrics derived from what is now stored (not from this snapshot alone: a partial snapshot
 * holds one week, or only prices), written where they changed; rows of the season no longer derived go.
 */
async function writeDerivedSeason(tx: Database, snapshot: LeagueSnapshot, teamIds: ReadonlyMap<string, number>, firstOfSeason: boolean) {
  // The first full snapshot of a season is all that is stored of it: derived from the snapshot, the same rows
  // come out without reading the season back (the demo season's start-up stays fast).
  const source = firstOfSeason ? snapshot : await storedSeason(tx, snapshot.league, snapshot.season, snapshot.source);
  const derived = deriveSeason(source);
  const teamIdOf = firstOfSeason ? (sourceId: string) => storedIdOf(teamIds, sourceId) : Number;
  const ofSeason = <T extends typeof teamWeekStats | typeof cfbAdvancedStats>(table: T) =>
    and(eq(table.season, snapshot.season), inArray(table.teamId, tx.select({ id: teams.id }).from(teams).where(eq(teams.league, snapshot.league))));
  const weekStats = derived.weekStats.map(({ teamSourceId, ...row }) => ({ ...row, teamId: teamIdOf(teamSourceId) }));
  const advancedStats = await withReportedFigures(
    tx,
    snapshot.season,
    derived.advancedStats.map(({ teamSourceId, ...row }) => ({ ...row, teamId: teamIdOf(teamSourceId) })),
  );
  const week = await writeChangedRows(tx, { table: teamWeekStats, key: ['teamId', 'season', 'week'], scope: ofSeason(teamWeekStats), deleteVanished: true }, weekStats);
  const advanced = await writeChangedRows(
    tx,
    { table: cfbAdvancedStats, key: ['teamId', 'season'], scope: ofSeason(cfbAdvancedStats), deleteVanished: true },
    advancedStats,
  );
  return { weekStats: weekStats.length, advancedStats: advancedStats.length, rewritten: week.written + week.deleted + advanced.written + advanced.deleted };
}

/**
 * Records when the league was refreshed. A full snapshot also states the league's season, current week and
 * source; a partial one (one source's prices, one week's file) only moves the refresh time, unless it is the
 * first data of the league or replaced the other kind (demo or real).
 */
async function writeLeagueState(tx: Database, snapshot: LeagueSnapshot, now: Date): Promise<void> {
  const full = { source: snapshot.source, season: snapshot.season, currentWeek: snapshot.currentWeek, refreshedAt: now };
  const [stored] = await tx.select({ source: leagueState.source }).from(leagueState).where(eq(leagueState.league, snapshot.league));
  const sameKind = stored !== undefined && (stored.source === 'demo') === (snapshot.source === 'demo');
  const set = snapshot.partial && sameKind ? { refreshedAt: now } : full;
  await tx
    .insert(leagueState)
    .values({ league: snapshot.league, ...full })
    .onConflictDoUpdate({ target: leagueState.league, set });
}

/**
 * Writes one league's snapshot inside the caller's transaction: teams and games upserted, lines upserted by
 * natural key with their price history, box scores and rosters written where they changed, then the season's
 * metrics derived from the stored league. A partial snapshot removes and withdraws nothing it does not hold.
 */
export async function storeLeagueSnapshot(tx: Database, snapshot: LeagueSnapshot, now: Date, openings: readonly LineRecord[] = []): Promise<LeagueCounts> {
  await dropOtherKind(tx, snapshot);
  const firstOfSeason = !snapshot.partial && !(await holdsSeason(tx, snapshot));
  const teamIds = await upsertTeams(tx, snapshot, now);
  const gameIds = await upsertGames(tx, snapshot, teamIds, now);
  const lines = await upsertLines(tx, snapshot, gameIds, now, openings);
  await markUnconfirmedCloses(tx, snapshot, now);
  const boxes = await upsertBoxScores(tx, snapshot, teamIds, gameIds);
  const rosters = await writeRosters(tx, snapshot, teamIds);
  const reported = await upsertReportedAdvanced(tx, snapshot, teamIds);
  const derived = snapshot.league === 'MLB' ? { weekStats: 0, advancedStats: 0, rewritten: 0 } : await writeDerivedSeason(tx, snapshot, teamIds, firstOfSeason);
  await writeLeagueState(tx, snapshot, now);
  return {
    ...lines,
    teams: snapshot.teams.length,
    games: snapshot.games.length,
    rosterPlayers: snapshot.rosters.length,
    weekStats: derived.weekStats,
    advancedStats: derived.advancedStats,
    rowsRewritten: boxes + rosters + reported + derived.rewritten,
    unresolved: snapshot.unresolved?.length ?? 0,
    dropped: snapshot.dropped?.length ?? 0,
  };
}
