import { PGlite } from '@electric-sql/pglite';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect.ts';
import { teams } from '../src/db/sports-schema.ts';
import { earlierGamesQuery, restFromEarlierGames } from '../src/features/model/rest-days.ts';
import { scheduledGameContext } from '../src/features/model/scheduled-game.ts';
import { importNflverse } from '../src/features/sports/refresh/nflverse-import.ts';
import { memoryDatabase } from './helpers/memory-database.ts';

/** One season, 17:00 UTC kick-offs; week 3's PHI-DAL is in London (neutral), stored with DAL as home. */
const GAMES_CSV = `game_id,season,game_type,week,gameday,gametime,away_team,away_score,home_team,home_score,location
2023_01_DAL_PHI,2023,REG,1,2023-09-10,13:00,DAL,20,PHI,24,Home
2023_01_NYG_WAS,2023,REG,1,2023-09-10,13:00,NYG,17,WAS,10,Home
2023_02_WAS_DAL,2023,REG,2,2023-09-14,13:00,WAS,13,DAL,27,Home
2023_02_PHI_NYG,2023,REG,2,2023-09-17,13:00,PHI,31,NYG,21,Home
2023_03_PHI_DAL,2023,REG,3,2023-09-24,13:00,PHI,,DAL,,Neutral
`;
const LONDON = '2023-09-24T17:00:00Z';
/** This file names no starters and no weather. */
const NO_CONDITIONS = { homeQb: null, awayQb: null, wind: null, temperature: null };

let database: DatabaseHandle;
const ids = new Map<string, number>();

beforeAll(async () => {
  database = await connectDatabase(memoryDatabase());
  await importNflverse(database.db, [{ kind: 'games', name: 'games.csv', text: GAMES_CSV }], { timeoutMs: 10_000 });
  for (const code of ['PHI', 'DAL', 'NYG']) {
    const [team] = await database.db.select({ id: teams.id }).from(teams).where(and(eq(teams.league, 'NFL'), eq(teams.abbreviation, code)));
    if (!team) throw new Error(`${code} was not imported`);
    ids.set(code, team.id);
  }
});
afterAll(() => database.close());
afterEach(() => vi.restoreAllMocks());

const context = (home: string, away: string, kickoff: string) => scheduledGameContext(database.db, 'NFL', ids.get(home) ?? -1, ids.get(away) ?? -1, new Date(kickoff));

describe('scheduledGameContext: rest and neutral site of a scheduled game (ADR 024, ADR 029)', () => {
  it('reads both in one query', async () => {
    const queries = vi.spyOn(PGlite.prototype, 'query');
    expect(await context('PHI', 'DAL', LONDON)).toEqual({ rest: { home: 7, away: 10 }, neutralSite: true, conditions: NO_CONDITIONS });
    expect(queries).toHaveBeenCalledTimes(1);
  });

  it('finds the neutral game whichever side is named home, only at its own kick-off and for its own pair', async () => {
    expect(await context('DAL', 'PHI', LONDON)).toEqual({ rest: { home: 10, away: 7 }, neutralSite: true, conditions: NO_CONDITIONS });
    expect((await context('PHI', 'DAL', '2023-09-24T18:00:00Z')).neutralSite).toBe(false);
    expect((await context('PHI', 'NYG', LONDON)).neutralSite).toBe(false);
    // A home game at its own kick-off is no neutral site.
    expect((await context('NYG', 'PHI', '2023-09-17T17:00:00Z')).neutralSite).toBe(false);
  });

  it('gives the rest of the earlier games alone: the game at the kick-off is never an earlier game', async () => {
    for (const [home, away, kickoff] of [
      ['PHI', 'DAL', LONDON],
      ['NYG', 'PHI', '2023-09-17T17:00:00Z'],
      ['DAL', 'NYG', '2023-10-01T17:00:00Z'],
      ['PHI', 'DAL', '2023-09-10T17:00:00Z'],
    ] as const) {
      const [homeId, awayId, at] = [ids.get(home) ?? -1, ids.get(away) ?? -1, new Date(kickoff)];
      const rest = restFromEarlierGames(await earlierGamesQuery(database.db, 'NFL', homeId, awayId, at), homeId, awayId, at);
      expect((await context(home, away, kickoff)).rest).toEqual(rest);
    }
    expect((await context('PHI', 'DAL', '2023-09-10T17:00:00Z')).rest).toEqual({ home: null, away: null });
  });

  it('knows nothing in a league without stored games', async () => {
    expect(await scheduledGameContext(database.db, 'NCAA', 1, 2, new Date(LONDON))).toEqual({ rest: { home: null, away: null }, neutralSite: false, conditions: NO_CONDITIONS });
  });
});
