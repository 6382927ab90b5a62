import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect.ts';
import { boxScores, games } from '../src/db/sports-schema.ts';
import type { BoxScoreRecord, LeagueSnapshot } from '../src/providers/records.ts';
import { FIXTURE_NOW, fixtureLeague } from './fixtures/sports-fixture.ts';
import { storeSnapshot } from './helpers/store-snapshot.ts';
import { memoryDatabase } from './helpers/memory-database.ts';

const minutesLater = (minutes: number): Date => new Date(FIXTURE_NOW.getTime() + minutes * 60_000);
/** The fixture's college season from ESPN, as the combined refresh stored it: every box-score field filled, one game neutral. */
const season = fixtureLeague('NCAA', 'espn');
const combined: LeagueSnapshot = { ...season, games: season.games.map((game, index) => (index === 0 ? { ...game, neutralSite: true } : game)) };
const neutralGame = combined.games[0];
if (!neutralGame) throw new Error('The fixture has no college games');

/** ESPN's own view of the same season: no EPA, success rate or third downs (the gaps CFBD filled), no neutral mark. */
function espnAlone(extra: Partial<LeagueSnapshot> = {}, edit: (box: BoxScoreRecord, index: number) => Partial<BoxScoreRecord> = () => ({})): LeagueSnapshot {
  return {
    ...combined,
    games: combined.games.map((game) => ({ ...game, neutralSite: false })),
    boxScores: combined.boxScores.map((box, index) => ({ ...box, epaPerPlay: null, successRate: null, thirdDownAttempts: null, thirdDownConversions: null, ...edit(box, index) })),
    ...extra,
  };
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await connectDatabase(memoryDatabase());
  await storeSnapshot(database.db, combined, FIXTURE_NOW);
});
afterAll(() => database.close());

async function stored() {
  const ncaaGames = database.db.select({ id: games.id }).from(games).where(eq(games.league, 'NCAA'));
  return {
    boxes: await database.db.select().from(boxScores).where(inArray(boxScores.gameId, ncaaGames)).orderBy(asc(boxScores.gameId), asc(boxScores.teamId)),
    neutral: (await database.db.select({ sourceId: games.sourceId }).from(games).where(eq(games.neutralSite, true))).map((row) => row.sourceId),
  };
}

describe('a snapshot that keeps the stored gaps (a gap-filling source left out, ADR 032)', () => {
  it('keeps every stored value of a field it leaves null and the stored neutral-site marks', async () => {
    const before = await stored();
    expect(before.neutral).toEqual([neutralGame.sourceId]);
    await storeSnapshot(database.db, espnAlone({ keepStoredGaps: true }), minutesLater(1));
    expect(await stored()).toEqual(before);
  });

  it('still takes every value it reports, gaps included', async () => {
    const before = await stored();
    await storeSnapshot(database.db, espnAlone({ keepStoredGaps: true }, (box, index) => (index === 0 ? { yards: box.yards + 25, successRate: 0.61 } : {})), minutesLater(2));
    const after = await stored();
    const [first, ...rest] = after.boxes;
    expect(first).toEqual({ ...before.boxes[0], yards: (before.boxes[0]?.yards ?? 0) + 25, successRate: 0.61 });
    expect(rest).toEqual(before.boxes.slice(1));
    expect(after.neutral).toEqual(before.neutral);
  });

  it('is ESPN’s view alone without the flag: a refresh whose sources all answered writes what they said', async () => {
    await storeSnapshot(database.db, espnAlone(), minutesLater(3));
    const after = await stored();
    expect(after.neutral).toEqual([]);
    expect(after.boxes.every((box) => box.epaPerPlay === null && box.thirdDownAttempts === null)).toBe(true);
  });
});
