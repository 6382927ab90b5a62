import { gunzipSync } from 'node:zlib';
import {
  alternateLinesResponseSchema,
  epaResponseSchema,
  firstHalfResponseSchema,
  firstHalfTeamNotFoundSchema,
  gameHubAllResponseSchema,
  gameHubCombinedResponseSchema,
  gameHubLeagueResponseSchema,
  gameHubLiveResponseSchema,
  injuriesResponseSchema,
  liveBettingLinesResponseSchema,
  liveGamesResponseSchema,
  refreshAllResponseSchema,
  rostersResponseSchema,
  sortedAlternatesResponseSchema,
  teamAveragesResponseSchema,
  teamsResponseSchema,
} from '@playbook/contracts';
import type { AlternateLine } from '@playbook/contracts';
import { describe, expect, it } from 'vitest';
import { useSportsApp } from './helpers/use-test-app.ts';
import { errorMessageOf } from './helpers/test-app.ts';

const t = useSportsApp();

async function ok<T>(url: string, schema: { parse(data: unknown): T }): Promise<T> {
  const response = await t.get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return schema.parse(response.json());
}

describe('every sports route needs a session', () => {
  it.each([
    ['GET', '/api/teams/NFL'],
    ['GET', '/api/teams/NFL/averages'],
    ['POST', '/api/teams/refresh-all'],
    ['GET', '/api/injuries/NFL'],
    ['POST', '/api/injuries/NFL/refresh'],
    ['GET', '/api/rosters/NFL'],
    ['GET', '/api/gamehub'],
    ['GET', '/api/gamehub/all'],
    ['GET', '/api/gamehub/live'],
    ['GET', '/api/gamehub/nfl'],
    ['GET', '/api/cfb/first-half-prediction?homeTeam=Michigan&awayTeam=Georgia'],
    ['GET', '/api/cfb/epa/2026'],
    ['GET', '/api/live/betting-lines'],
    ['GET', '/api/live/games'],
    ['GET', '/api/live/alternate-lines/1'],
    ['GET', '/api/live/alternate-lines'],
    ['GET', '/api/betting/lines/alternates/sorted'],
  ] as const)('%s %s answers 401 without one', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(401);
  });
});

describe('bad parameters answer 400 naming the field', () => {
  it.each([
    ['/api/teams/XFL', "league: Unknown league 'XFL': use NFL or NCAA"],
    ['/api/teams/MLB/averages', "league: Unknown league 'MLB': use NFL or NCAA"],
    ['/api/injuries/CFL', "league: Unknown league 'CFL': use NFL or NCAA"],
    ['/api/rosters/xfl', "league: Unknown league 'XFL': use NFL or NCAA"],
    ['/api/gamehub/nba', "league: Unknown league 'NBA': use NFL, NCAA or MLB"],
    ['/api/cfb/first-half-prediction?awayTeam=Georgia', 'homeTeam: homeTeam is required'],
    ['/api/cfb/epa/nineteen', 'year: Season must be a year such as 2025'],
    ['/api/cfb/epa/1999', 'year: Season must be 2000 or later'],
    ['/api/cfb/epa/2025.5', 'year: Season must be a year such as 2025'],
    ['/api/betting/lines/alternates/sorted?limit=0', 'limit: Limit must be at least 1'],
    ['/api/betting/lines/alternates/sorted?limit=1000', 'limit: Limit must be at most 200'],
    ['/api/betting/lines/alternates/sorted?limit=ten', 'limit: Limit must be a number'],
    ['/api/betting/lines/alternates/sorted?marketType=moneyline', 'marketType: '],
    ['/api/betting/lines/alternates/sorted?sortOrder=random', 'sortOrder: '],
    ['/api/live/alternate-lines?league=MLB', "league: Unknown league 'MLB': use NFL or NCAA"],
  ])('GET %s', async (url, message) => {
    const response = await t.get(url);
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toContain(message);
  });

  it('rejects an unknown league on the refresh routes before touching the source', async () => {
    const before = t.provider.events.length;
    const response = await t.post('/api/injuries/XFL/refresh');
    expect(response.statusCode).toBe(400);
    expect(t.provider.events.length).toBe(before);
  });
});

describe('teams (docs/product/dashboard.md)', () => {
  it('lists the latest completed week of every team, ordered by rank, with freshness', async () => {
    const body = await ok('/api/teams/nfl', teamsResponseSchema);
    expect(body).toMatchObject({ league: 'NFL', season: 2026, week: 1, source: 'demo' });
    expect(body.lastUpdated).not.toBeNull();
    expect(body.teams.map((team) => team.rank)).toEqual([1, 2, 3, 4]);
    expect(body.teams.map((team) => team.abbreviation).sort()).toEqual(['BUF', 'DAL', 'KC', 'PHI']);
    const chiefs = body.teams.find((team) => team.abbreviation === 'KC');
    expect(chiefs).toMatchObject({ teamName: 'Kansas City Chiefs', pointsPerGame: 27, opponentPointsPerGame: 20, conference: 'AFC' });
  });

  it('gives the league averages of the same list', async () => {
    const teams = await ok('/api/teams/NFL', teamsResponseSchema);
    const averages = await ok('/api/teams/NFL/averages', teamAveragesResponseSchema);
    const mean = teams.teams.reduce((sum, team) => sum + team.pointsPerGame, 0) / teams.teams.length;
    expect(averages.pointsPerGame).toBeCloseTo(mean);
    expect(averages.lastUpdated).toBe(teams.lastUpdated);
  });

  it('refreshes both football leagues and reports team counts', async () => {
    const response = await t.post('/api/teams/refresh-all');
    expect(response.statusCode).toBe(200);
    expect(refreshAllResponseSchema.parse(response.json())).toEqual({ results: { nfl: { count: 4 }, ncaa: { count: 4 } } });
  });
});

describe('injuries and rosters (docs/product/dashboard.md)', () => {
  it('lists a league’s injuries with the fields the Injury Reports show', async () => {
    const body = await ok('/api/injuries/NFL', injuriesResponseSchema);
    expect(body.injuries).toHaveLength(3);
    expect(body.injuries.map((injury) => injury.teamName)).toEqual(['Buffalo Bills', 'Kansas City Chiefs', 'Kansas City Chiefs']);
    expect(body.injuries[1]).toMatchObject({ playerName: 'Alex Ankle', position: 'QB', injuryType: 'Ankle', injuryStatus: 'Questionable' });
    expect(body.lastUpdated).not.toBeNull();
  });

  it('filters by team name or abbreviation, case-insensitively', async () => {
    const byName = await ok('/api/injuries/NFL?team=buffalo%20bills', injuriesResponseSchema);
    const byCode = await ok('/api/injuries/NFL?team=buf', injuriesResponseSchema);
    expect(byName.injuries.map((injury) => injury.playerName)).toEqual(['Carl Hamstring']);
    expect(byCode.injuries).toEqual(byName.injuries);
    expect((await ok('/api/injuries/NFL?team=Nobody', injuriesResponseSchema)).injuries).toEqual([]);
  });

  it('groups rosters by team with totals', async () => {
    const body = await ok('/api/rosters/NCAA', rostersResponseSchema);
    expect(body).toMatchObject({ totalPlayers: 8, totalTeams: 4 });
    expect(body.rosters[0]).toMatchObject({ teamName: 'Alabama Crimson Tide', abbreviation: 'ALA' });
  });
});

describe('game hub (docs/product/dashboard.md, docs/product/live-slate.md)', () => {
  it('keys live, schedule and organizedByDay by nfl, mlb and ncaa', async () => {
    const body = await ok('/api/gamehub/all', gameHubAllResponseSchema);
    expect(body.source).toBe('demo');
    expect(body.data.schedule.nfl.map((game) => game.week)).toEqual([2, 2, 2]);
    expect(body.data.live.nfl).toHaveLength(1);
    expect(body.data.live.nfl[0]).toMatchObject({ status: 'live', period: 3, timeRemaining: '8:42', homeScore: 14, awayScore: 10 });
    // MLB: today and the next 6 days (yesterday's final and the game 9 days out are not this week).
    expect(body.data.schedule.mlb.map((game) => game.status)).toEqual(['live', 'scheduled']);
  });

  it('groups a week by New York day: a Sunday night game stays on Sunday', async () => {
    const body = await ok('/api/gamehub/nfl', gameHubLeagueResponseSchema);
    expect(Object.keys(body.data.organizedByDay)).toEqual(['2026-11-22']);
    expect(body.data.organizedByDay['2026-11-22']?.map((game) => game.dateString)).toEqual(['Sun, Nov 22', 'Sun, Nov 22', 'Sun, Nov 22']);
    const last = body.data.schedule.at(-1);
    expect(last?.scheduledTime.startsWith('2026-11-23T01:')).toBe(true);
  });

  it('shows one preferred bookmaker’s main lines as the odds', async () => {
    const body = await ok('/api/gamehub/nfl', gameHubLeagueResponseSchema);
    const scheduled = body.data.schedule.find((game) => game.status === 'scheduled');
    expect(scheduled?.odds).toMatchObject({
      bookmaker: 'DraftKings',
      moneyline: { home: -155, away: 135 },
      spread: { points: -3.5, home: -110, away: -105 },
      total: { points: 47.5, over: -110, under: -110, overLine: 47.5, overOdds: -110, underOdds: -110 },
    });
    expect(scheduled?.epa).toBeNull();
  });

  it('adds EPA to college games', async () => {
    const body = await ok('/api/gamehub/ncaa', gameHubLeagueResponseSchema);
    expect(body.data.schedule.every((game) => game.epa !== null)).toBe(true);
  });

  it('sends a gzipped body, identical once decoded, to a client that accepts gzip', async () => {
    const plain = await t.get('/api/gamehub/all');
    const zipped = await t.get('/api/gamehub/all', { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(plain.headers['content-encoding']).toBeUndefined();
    const refused = await t.get('/api/gamehub/all', { 'accept-encoding': 'gzip;q=0, br' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(plain.json());
  });

  it('serves the live feed and the scheduled-only combined feed', async () => {
    const live = await ok('/api/gamehub/live', gameHubLiveResponseSchema);
    expect(live.data.mlb.map((game) => game.timeRemaining)).toEqual(['Top 4th']);
    const combined = await ok('/api/gamehub', gameHubCombinedResponseSchema);
    expect(combined.nflSchedule.map((game) => game.status)).toEqual(['scheduled', 'scheduled']);
    expect(combined.ncaaSchedule).toHaveLength(2);
  });
});

describe('college advanced stats', () => {
  it('predicts a first half from stored stats, matching teams by school, name or code', async () => {
    const body = await ok('/api/cfb/first-half-prediction?homeTeam=ohio%20state&awayTeam=MICH', firstHalfResponseSchema);
    if (!body.success) throw new Error(body.error);
    expect(body.data.home.teamName).toBe('Ohio State Buckeyes');
    expect(body.data.away.teamName).toBe('Michigan Wolverines');
    expect(body.data.home.winProbability + body.data.away.winProbability).toBeCloseTo(1);
    expect(body.data.prediction.confidence).toBeGreaterThanOrEqual(50);
  });

  it('answers 404 with success false for an unknown team', async () => {
    const response = await t.get('/api/cfb/first-half-prediction?homeTeam=Hogwarts&awayTeam=Michigan');
    expect(response.statusCode).toBe(404);
    // The team is its own field: the GameHub's toast names it without reading the message (docs/product/live-slate.md).
    expect(firstHalfTeamNotFoundSchema.parse(response.json())).toEqual({ success: false, error: 'Team not found: Hogwarts', team: 'Hogwarts' });
    const away = await t.get('/api/cfb/first-half-prediction?homeTeam=Michigan&awayTeam=Hogwarts%20U');
    expect(away.statusCode).toBe(404);
    expect(firstHalfTeamNotFoundSchema.parse(away.json()).team).toBe('Hogwarts U');
  });

  it('lists EPA per team for a season, and nothing for a season not stored', async () => {
    const body = await ok('/api/cfb/epa/2026', epaResponseSchema);
    expect(body.data.epa.map((row) => row.team)).toEqual(['Alabama Crimson Tide', 'Georgia Bulldogs', 'Michigan Wolverines', 'Ohio State Buckeyes']);
    expect((await ok('/api/cfb/epa/2019', epaResponseSchema)).data.epa).toEqual([]);
  });
});

describe('live slate (docs/product/api.md)', () => {
  it('lists main and alternate lines of the scheduled football games with readable descriptions', async () => {
    const body = await ok('/api/live/betting-lines', liveBettingLinesResponseSchema);
    expect(new Set(body.lines.map((line) => line.league))).toEqual(new Set(['NFL', 'NCAA']));
    const descriptions = body.lines.filter((line) => line.game === 'Kansas City Chiefs @ Dallas Cowboys').map((line) => line.description);
    expect(descriptions).toEqual(expect.arrayContaining(['Dallas Cowboys -3.5', 'Kansas City Chiefs +3.5', 'Kansas City Chiefs ML', 'Over 47.5', 'Under 43.5']));
    expect(body.lines.some((line) => line.isAlternate)).toBe(true);
    expect(new Set(body.lines.map((line) => line.bookmaker))).toEqual(new Set(['BetMGM', 'DraftKings']));
  });

  it('lists upcoming and live games with their sport', async () => {
    const body = await ok('/api/live/games', liveGamesResponseSchema);
    expect(body.games.find((game) => game.league === 'MLB')?.sport).toBe('Baseball');
    expect(body.games.find((game) => game.league === 'NCAA')?.sport).toBe('Football');
    expect(body.games.every((game) => game.status !== 'finished')).toBe(true);
  });

  it('gives one event’s alternates, and 404 for an unknown event', async () => {
    const lines = await ok('/api/live/betting-lines', liveBettingLinesResponseSchema);
    const eventId = lines.lines[0]?.eventId ?? '';
    const body = await ok(`/api/live/alternate-lines/${eventId}`, alternateLinesResponseSchema);
    expect(body.alternateLines).toHaveLength(8);
    expect(body.alternateLines.every((line) => line.eventId === eventId)).toBe(true);
    expect((await t.get('/api/live/alternate-lines/999999')).statusCode).toBe(404);
    expect((await t.get('/api/live/alternate-lines/not-a-game')).statusCode).toBe(404);
  });

  it('gives the whole week\'s alternates in one answer, the same as every event\'s together, one league with ?league=', async () => {
    const lines = await ok('/api/live/betting-lines', liveBettingLinesResponseSchema);
    const eventIds = [...new Set(lines.lines.map((line) => line.eventId))];
    const perEvent: AlternateLine[] = [];
    for (const eventId of eventIds) perEvent.push(...(await ok(`/api/live/alternate-lines/${eventId}`, alternateLinesResponseSchema)).alternateLines);
    const week = await ok('/api/live/alternate-lines', alternateLinesResponseSchema);
    const key = (line: AlternateLine) => `${line.eventId}|${line.bookmaker}|${line.marketType}|${line.selection}|${line.lineValue}|${line.americanOdds}`;
    expect(week.alternateLines.length).toBeGreaterThan(0);
    expect(week.alternateLines.map(key).sort()).toEqual(perEvent.map(key).sort());
    const nfl = await ok('/api/live/alternate-lines?league=nfl', alternateLinesResponseSchema);
    expect(nfl.alternateLines.length).toBeGreaterThan(0);
    expect(nfl.alternateLines.every((line) => line.league === 'NFL')).toBe(true);
    expect(nfl.alternateLines.length).toBeLessThanOrEqual(week.alternateLines.length);
  });

  it('sorts alternates worst-to-best by default (ascending American odds), bounded by limit', async () => {
    const body = await ok('/api/betting/lines/alternates/sorted?marketType=spread&limit=5', sortedAlternatesResponseSchema);
    expect(body).toMatchObject({ marketType: 'spread', sortOrder: 'worst-to-best' });
    expect(body.lines).toHaveLength(5);
    const odds = body.lines.map((line) => line.americanOdds);
    expect(odds).toEqual([...odds].sort((a, b) => a - b));
    const best = await ok('/api/betting/lines/alternates/sorted?marketType=total&sortOrder=best-to-worst', sortedAlternatesResponseSchema);
    expect(best.lines.every((line) => line.marketType === 'total')).toBe(true);
    expect(best.lines[0]?.americanOdds).toBe(165);
  });
});
