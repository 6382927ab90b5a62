import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect.ts';
import { teams } from '../src/db/sports-schema.ts';
import { scheduledGameContext } from '../src/features/model/scheduled-game.ts';
import { importNflverse } from '../src/features/sports/refresh/nflverse-import.ts';
import { memoryDatabase } from './helpers/memory-database.ts';

/**
 * Two short seasons, every game at 13:00 New York time (17:00 UTC in September). Dallas plays Thursday
 * 14 September 2023; Dallas has no week-2 game in 2024, New York none in 2024 at all. nflverse's WAS is stored
 * under ESPN's abbreviation, WSH.
 */
const GAMES_CSV = `game_id,season,game_type,week,gameday,gametime,away_team,away_score,home_team,home_score
2023_01_DAL_PHI,2023,REG,1,2023-09-10,13:00,DAL,20,PHI,24
2023_01_NYG_WAS,2023,REG,1,2023-09-10,13:00,NYG,17,WAS,10
2023_02_WAS_DAL,2023,REG,2,2023-09-14,13:00,WAS,13,DAL,27
2023_02_PHI_NYG,2023,REG,2,2023-09-17,13:00,PHI,31,NYG,21
2024_01_DAL_PHI,2024,REG,1,2024-09-08,13:00,DAL,23,PHI,20
2024_02_PHI_WAS,2024,REG,2,2024-09-15,13:00,PHI,28,WAS,14
`;

let database: DatabaseHandle;
const ids = new Map<string, number>();

beforeAll(async () => {
  database = await connectDatabase(memoryDatabase());
  await importNflverse(database.db, [{ kind: 'games', name: 'games.csv', text: GAMES_CSV }], { timeoutMs: 10_000 });
  for (const code of ['PHI', 'DAL', 'NYG', 'WSH']) {
    const [team] = await database.db.select({ id: teams.id }).from(teams).where(and(eq(teams.league, 'NFL'), eq(teams.abbreviation, code)));
    if (!team) throw new Error(`${code} was not imported`);
    ids.set(code, team.id);
  }
});
afterAll(() => database.close());

/** The rest the predict route reads for a kick-off: scheduledGameContext's, the one production path. */
const rest = async (home: string, away: string, kickoff: string, league: 'NFL' | 'NCAA' = 'NFL') =>
  (await scheduledGameContext(database.db, league, ids.get(home) ?? -1, ids.get(away) ?? -1, new Date(kickoff))).rest;

describe("a kick-off's rest: each team's days since its last stored game of the kick-off's season (ADR 024)", () => {
  it('counts from each side’s own last game before the kick-off, and only strictly before it', async () => {
    expect(await rest('PHI', 'DAL', '2023-09-24T17:00:00Z')).toEqual({ home: 7, away: 10 });
    expect(await rest('DAL', 'PHI', '2024-09-22T17:00:00Z')).toEqual({ home: 14, away: 7 });
    // The stored game at this very kick-off is the game being predicted, not an earlier one.
    expect(await rest('WSH', 'PHI', '2024-09-15T17:00:00Z')).toEqual({ home: null, away: 7 });
  });

  it('leaves a side unknown when it has no earlier game that season', async () => {
    expect(await rest('NYG', 'PHI', '2024-09-22T17:00:00Z')).toEqual({ home: null, away: 7 });
  });

  it('takes the season of the stored game nearest to the kick-off, on either side of it', async () => {
    // A week before 2024's first game, a year after 2023's last: 2024, with nothing before it.
    expect(await rest('PHI', 'DAL', '2024-09-01T17:00:00Z')).toEqual({ home: null, away: null });
    // Two weeks after 2023's last stored game (a playoff game not stored yet): still 2023.
    expect(await rest('PHI', 'DAL', '2023-10-01T17:00:00Z')).toEqual({ home: 14, away: 17 });
  });

  it('knows no rest in a league without stored games', async () => {
    expect(await rest('PHI', 'DAL', '2024-09-22T17:00:00Z', 'NCAA')).toEqual({ home: null, away: null });
  });
});
