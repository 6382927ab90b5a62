import { dataSourcesResponseSchema, type DataSource, type HubLeague } from '@playbook/contracts';
import { describe, expect, it } from 'vitest';
import { storedLeagueOf } from '../src/features/sports/refresh/stored-league-records.ts';
import type { LeagueSnapshot } from '../src/providers/records.ts';
import { partialSnapshotOf } from '../src/providers/stored-league.ts';
import { FIXTURE_NOW, fixtureLeague } from './fixtures/sports-fixture.ts';
import { storeSnapshot } from './helpers/store-snapshot.ts';
import { useSportsApp } from './helpers/use-test-app.ts';

const t = useSportsApp();

let minutes = 0;
/** Stores `snapshot` as a refresh of its source would, each one later than the last. */
async function store(snapshot: LeagueSnapshot): Promise<void> {
  minutes += 1;
  await storeSnapshot(t.app.db, snapshot, new Date(FIXTURE_NOW.getTime() + minutes * 60_000));
  t.app.sports.cache.invalidate();
}

async function creditedSources(league: HubLeague): Promise<DataSource[]> {
  const response = await t.get(`/api/data-sources/${league.toLowerCase()}`);
  expect(response.statusCode).toBe(200);
  const body = dataSourcesResponseSchema.parse(response.json());
  expect(body.league).toBe(league);
  return body.sources.map((stored) => stored.source);
}

describe('GET /api/data-sources/:league', () => {
  it('names the demo season alone while it is what the league holds', async () => {
    expect(await creditedSources('NFL')).toEqual(['demo']);
  });

  it('credits every source stored for the league, the last full refresh’s first, not only that one', async () => {
    await store(fixtureLeague('NFL', 'espn'));
    expect(await creditedSources('NFL')).toEqual(['espn']);

    // The Odds API's prices for ESPN's games (the saved-odds loader), under their own source.
    const espn = fixtureLeague('NFL', 'espn');
    const fanDuel = espn.lines.slice(0, 4).map((line) => ({ ...line, bookmaker: 'FanDuel' }));
    await store(partialSnapshotOf(await storedLeagueOf(t.app.db, 'NFL'), 'odds-api', { lines: fanDuel, boxScores: [] }));
    // An nflverse import of a past season: its own games, many more of them than ESPN's current season.
    const past = fixtureLeague('NFL', 'nflverse');
    const renamed = (id: string) => `nv-${id}`;
    const history = [...past.games, ...past.games].map((game, index) => ({ ...game, sourceId: renamed(`${game.sourceId}-${index}`), season: 2019 }));
    await store({ ...past, season: 2019, games: history, lines: [], boxScores: [], rosters: [], partial: true });

    expect(await creditedSources('NFL')).toEqual(['espn', 'nflverse', 'odds-api']);
    // Each league answers for itself: NCAA still holds the demo season only.
    expect(await creditedSources('NCAA')).toEqual(['demo']);
  });

  it('credits CollegeFootballData for the season EPA figures only it reports', async () => {
    await store(fixtureLeague('NCAA', 'espn'));
    const stored = await storedLeagueOf(t.app.db, 'NCAA');
    const seasonAdvanced = stored.teams.map((team) => ({ teamId: team.sourceId, season: stored.season, ppa: 0.1, successRate: 0.45, offenseEpa: 0.2, defenseEpa: 0.1 }));
    await store(partialSnapshotOf(stored, 'cfbd', { lines: [], boxScores: [], seasonAdvanced }));
    expect(await creditedSources('NCAA')).toEqual(['espn', 'cfbd']);
  });

  it('rejects an unknown league with a 400 naming it', async () => {
    expect((await t.get('/api/data-sources/nba')).statusCode).toBe(400);
  });
});
