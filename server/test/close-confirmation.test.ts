import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bettingLines, games } from '../src/db/sports-schema.ts';
import type { LeagueSnapshot } from '../src/providers/records.ts';
import { FIXTURE_NOW, fixtureLeague } from './fixtures/sports-fixture.ts';
import { storeSnapshot } from './helpers/store-snapshot.ts';
import { useSportsApp } from './helpers/use-test-app.ts';

// ADR 035: which full refreshes mark, clear or leave a line's unconfirmed close. The fixture's NFL week 2 has a game
// in play (kicked off an hour before FIXTURE_NOW) and games 3.5 h, 7.3 h and a week ahead.
const t = useSportsApp();
const minutes = (n: number): Date => new Date(FIXTURE_NOW.getTime() + n * 60_000);

/** The fixture NFL as ESPN with The Odds API: every other line The Odds API's. */
function bothSources(): LeagueSnapshot {
  const snapshot = fixtureLeague('NFL', 'espn');
  return { ...snapshot, lineSources: ['espn', 'odds-api'], lines: snapshot.lines.map((line, index) => (index % 2 === 1 ? { ...line, source: 'odds-api' as const } : line)) };
}

/** The same refresh as the live provider stores it while The Odds API fails: its lines not sent, the failure listed. */
function oddsApiLeftOut(): LeagueSnapshot {
  const snapshot = bothSources();
  return {
    ...snapshot,
    lineSources: ['espn'],
    lines: snapshot.lines.filter((line) => line.source !== 'odds-api'),
    sourceFailures: [{ source: 'odds-api', message: '/v4/sports/americanfootball_nfl/odds answered HTTP 401' }],
  };
}

/** The marked lines, as "game source", sorted and counted once per game and source. */
async function marked(): Promise<string[]> {
  const rows = await t.app.db
    .select({ game: games.sourceId, source: bettingLines.source })
    .from(bettingLines)
    .innerJoin(games, eq(games.id, bettingLines.gameId))
    .where(eq(bettingLines.closeUnconfirmed, true))
    .orderBy(asc(games.sourceId));
  return [...new Set(rows.map((row) => `${row.game} ${row.source}`))];
}

describe('unconfirmed closes at each full refresh (ADR 035)', () => {
  it('marks none while every source answers', async () => {
    await storeSnapshot(t.app.db, bothSources(), minutes(0));
    expect(await marked()).toEqual([]);
  });

  it('marks the left-out source’s lines of the games still to start, not those in play, nor another source’s', async () => {
    await storeSnapshot(t.app.db, oddsApiLeftOut(), minutes(10));
    expect(await marked()).toEqual(['nfl-2-2 odds-api', 'nfl-2-3 odds-api', 'nfl-3-1 odds-api']);
  });

  it('keeps the marks through a refresh that did not ask The Odds API, and through a partial one', async () => {
    const notAsked = oddsApiLeftOut();
    delete notAsked.sourceFailures;
    await storeSnapshot(t.app.db, notAsked, minutes(20));
    await storeSnapshot(t.app.db, { ...bothSources(), partial: true }, minutes(30));
    expect(await marked()).toEqual(['nfl-2-2 odds-api', 'nfl-2-3 odds-api', 'nfl-3-1 odds-api']);
  });

  it('clears them when it answers again, but only for games still to start: a kicked-off game’s mark is final', async () => {
    // 4 h on: nfl-2-2 (3.5 h) has kicked off.
    await storeSnapshot(t.app.db, bothSources(), minutes(240));
    expect(await marked()).toEqual(['nfl-2-2 odds-api']);
  });
});
