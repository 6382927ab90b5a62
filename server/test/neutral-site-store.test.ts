import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect.ts';
import { games } from '../src/db/sports-schema.ts';
import { refreshLeagues } from '../src/features/sports/refresh/refresh-service.ts';
import { storedLeagueOf } from '../src/features/sports/refresh/stored-league-records.ts';
import type { SportsDataProvider } from '../src/providers/provider.ts';
import type { GameRecord, LeagueSnapshot, TeamRecord } from '../src/providers/records.ts';
import { partialSnapshotOf } from '../src/providers/stored-league.ts';
import { startMigrationSteps } from './helpers/migration-steps.ts';
import { memoryDatabase } from './helpers/memory-database.ts';

const NOW = new Date('2025-10-01T12:00:00.000Z');
const team = (sourceId: string, name: string, abbreviation: string): TeamRecord => ({ sourceId, name, abbreviation, conference: null, division: null, aliases: [] });
const TEAMS = [team('21', 'Philadelphia Eagles', 'PHI'), team('12', 'Kansas City Chiefs', 'KC'), team('2', 'Buffalo Bills', 'BUF')];

/** Two scheduled games: a London game (neutral) and a home game, the flag as given (absent: the source has none). */
function gamesOf(london: boolean | undefined, home: boolean | undefined): GameRecord[] {
  const game = (sourceId: string, homeTeamId: string, awayTeamId: string, scheduledAt: string, neutralSite: boolean | undefined): GameRecord => ({
    sourceId, season: 2025, week: 5, homeTeamId, awayTeamId, scheduledAt, status: 'scheduled',
    period: null, clock: null, homeScore: null, awayScore: null, referee: null, venue: null,
    ...(neutralSite === undefined ? {} : { neutralSite }),
  });
  return [game('london', '21', '12', '2025-10-05T13:30:00.000Z', london), game('home', '2', '21', '2025-10-05T17:00:00.000Z', home)];
}

const snapshotOf = (gameRecords: GameRecord[], partial = false): LeagueSnapshot => ({
  source: 'espn',
  league: 'NFL',
  season: 2025,
  currentWeek: 5,
  teams: TEAMS,
  games: gameRecords,
  boxScores: [],
  lines: [],
  rosters: [],
  ...(partial ? { partial } : {}),
});

let database: DatabaseHandle;
beforeAll(async () => {
  database = await connectDatabase(memoryDatabase());
});
afterAll(() => database.close());

async function store(snapshot: LeagueSnapshot): Promise<void> {
  const provider: SportsDataProvider = {
    source: snapshot.source,
    fetchLeague: () => Promise.resolve(snapshot),
    fetchInjuries: () => Promise.reject(new Error('no injuries here')),
  };
  await refreshLeagues(database.db, provider, ['NFL'], NOW, { timeoutMs: 10_000 });
}

async function storedFlags(): Promise<string[]> {
  const rows = await database.db.select({ sourceId: games.sourceId, neutralSite: games.neutralSite }).from(games).where(eq(games.league, 'NFL')).orderBy(asc(games.sourceId));
  return rows.map((row) => `${row.sourceId} ${row.neutralSite}`);
}

describe('the neutral-site flag in the store', () => {
  it('stores the flag a source gives, and false for a game without one', async () => {
    await store(snapshotOf(gamesOf(true, undefined)));
    expect(await storedFlags()).toEqual(['home false', 'london true']);
  });

  it('updates it when a later refresh says otherwise, as it does other game fields', async () => {
    await store(snapshotOf(gamesOf(false, true)));
    expect(await storedFlags()).toEqual(['home true', 'london false']);
  });

  it("keeps it through another source's partial snapshot, which echoes the stored games", async () => {
    const stored = await storedLeagueOf(database.db, 'NFL');
    const line = { gameId: 'home', bookmaker: 'FanDuel', market: 'moneyline' as const, selection: '2', lineValue: null, americanOdds: -150, isAlternate: false, fetchedAt: NOW.toISOString() };
    await store(partialSnapshotOf(stored, 'odds-api', { lines: [line], boxScores: [] }));
    expect(await storedFlags()).toEqual(['home true', 'london false']);
  });
});

describe('migration 0011', () => {
  it('gives the games stored before it the flag false', async () => {
    const steps = await startMigrationSteps();
    try {
      await steps.applyBefore('0011');
      await steps.exec(`insert into teams (league, source_id, name, abbreviation, source) values ('NFL', '21', 'Philadelphia Eagles', 'PHI', 'nflverse'), ('NFL', '6', 'Dallas Cowboys', 'DAL', 'nflverse');
        insert into games (league, source_id, season, home_team_id, away_team_id, scheduled_at, status, source)
        select 'NFL', 'old', 2024, home.id, away.id, now(), 'finished', 'nflverse' from teams home, teams away where home.source_id = '21' and away.source_id = '6';`);
      await steps.apply('0011_neutral_site.sql');
      expect(await steps.rows<{ neutral_site: boolean }>('select neutral_site from games')).toEqual([{ neutral_site: false }]);
    } finally {
      await steps.close();
    }
  });
});
