import { describe, expect, it } from 'vitest';
import { parsePayload, SourceError } from '../src/providers/http/fetch-json.ts';
import { readAmericanOdds, readLine } from '../src/providers/espn/american-odds.ts';
import { injuriesFromEspn, espnInjuriesSchema } from '../src/providers/espn/espn-injuries.ts';
import { linesFromEspnOdds } from '../src/providers/espn/espn-odds.ts';
import { espnOddsSchema, espnScoreboardSchema } from '../src/providers/espn/espn-schemas.ts';
import { espnSnapshotFromFile } from '../src/providers/espn/espn-snapshot.ts';
import { boxScoresFromEspnSummary, espnSummarySchema } from '../src/providers/espn/espn-summary.ts';
import { espnFixture } from './helpers/espn-fixture-server.ts';

const NOW = new Date('2025-09-14T18:00:00Z');
const FETCHED = NOW.toISOString();

function week2Odds() {
  const board = parsePayload('espn', espnFixture('nfl-scoreboard-week2.json'), espnScoreboardSchema);
  const [espnBet, draftKings] = board.events.records.map((event) => event.competitions[0]?.odds?.[0]);
  if (!espnBet || !draftKings) throw new Error('fixture lost its odds');
  return { espnBet, draftKings };
}

const short = (lines: ReturnType<typeof linesFromEspnOdds>) =>
  lines.map((line) => `${line.market} ${line.selection} ${line.lineValue ?? '-'} ${line.americanOdds}`);

describe('ESPN prices', () => {
  it('reads string and numeric American prices and lines', () => {
    expect([readAmericanOdds('+240'), readAmericanOdds('-105'), readAmericanOdds('EVEN'), readAmericanOdds(-115.0)]).toEqual([240, -105, 100, -115]);
    expect([readAmericanOdds('OFF'), readAmericanOdds(''), readAmericanOdds('50'), readAmericanOdds(undefined)]).toEqual([null, null, null, null]);
    expect([readLine('+6'), readLine('-7.5'), readLine('PK'), readLine('o43.5'), readLine('u38.5'), readLine('n/a')]).toEqual([6, -7.5, 0, 43.5, 38.5, null]);
  });

  it('reads the latest prices of a November 2025 block (numeric team-level moneylines plus strings)', () => {
    const sides = { gameId: '401003', homeTeamId: '34', awayTeamId: '2' };
    expect(short(linesFromEspnOdds(week2Odds().espnBet, sides, 'close', FETCHED))).toEqual([
      'moneyline 34 - 240',
      'moneyline 2 - -290',
      'spread 34 6 -105',
      'spread 2 -6 -115',
      'total Over 43.5 -110',
      'total Under 43.5 -110',
    ]);
  });

  it('reads a December 2025 block whose moneylines are only strings, EVEN included, and its opening prices', () => {
    const sides = { gameId: '401004', homeTeamId: '12', awayTeamId: '21' };
    const { draftKings } = week2Odds();
    const latest = linesFromEspnOdds(draftKings, sides, 'close', FETCHED);
    expect(short(latest)).toEqual([
      'moneyline 12 - -135',
      'moneyline 21 - 100',
      'spread 12 -2.5 -112',
      'spread 21 2.5 -108',
      'total Over 48.5 -115',
      'total Under 48.5 -105',
    ]);
    expect(latest[0]).toMatchObject({ bookmaker: 'Draft Kings', isAlternate: false, fetchedAt: FETCHED });
    expect(short(linesFromEspnOdds(draftKings, sides, 'open', FETCHED))).toEqual([
      'moneyline 12 - -120',
      'moneyline 21 - 100',
      'spread 12 -1.5 -105',
      'spread 21 1.5 -115',
      'total Over 47.5 -110',
      'total Under 47.5 -110',
    ]);
  });

  it('falls back to the numeric fields alone (ESPN spread is the home line) and leaves out what has no price', () => {
    const numericOnly = espnOddsSchema.parse({
      provider: { name: 'ESPN BET' },
      overUnder: 43.5,
      spread: 6,
      homeTeamOdds: { moneyLine: 240, spreadOdds: -105 },
      awayTeamOdds: { moneyLine: -290, spreadOdds: -115 },
    });
    const sides = { gameId: 'g', homeTeamId: 'H', awayTeamId: 'A' };
    expect(short(linesFromEspnOdds(numericOnly, sides, 'close', FETCHED))).toEqual([
      'moneyline H - 240',
      'moneyline A - -290',
      'spread H 6 -105',
      'spread A -6 -115',
    ]);
    expect(linesFromEspnOdds(numericOnly, sides, 'open', FETCHED)).toEqual([]);
  });
});

describe('ESPN scoreboard files', () => {
  it('reads a whole response: teams with NFL conference, division and aliases, games by status, the current week', () => {
    const snapshot = espnSnapshotFromFile(espnFixture('nfl-scoreboard-week2.json'), 'NFL', NOW);
    expect(snapshot).toMatchObject({ source: 'espn', league: 'NFL', season: 2025, currentWeek: 2, partial: true, unresolved: [] });
    expect(snapshot.teams.find((team) => team.sourceId === '12')).toEqual({
      sourceId: '12',
      name: 'Kansas City Chiefs',
      abbreviation: 'KC',
      conference: 'AFC',
      division: 'AFC West',
      aliases: ['Chiefs', 'Kansas City', 'KAN'],
    });
    const [scheduled, live] = snapshot.games;
    expect(scheduled).toMatchObject({ sourceId: '401003', status: 'scheduled', homeScore: null, period: null, clock: null, venue: 'NRG Stadium' });
    expect(scheduled?.scheduledAt).toBe('2025-09-14T17:00:00.000Z');
    expect(live).toMatchObject({ sourceId: '401004', status: 'live', homeTeamId: '12', homeScore: 10, awayScore: 7, period: 2, clock: '7:18' });
    expect(snapshot.lines).toHaveLength(12);
    expect(snapshot.openingLines).toHaveLength(12);
  });

  it('dates the prices of a game the file shows before kickoff a minute before it, when loaded later', () => {
    const later = new Date('2026-03-01T00:00:00Z');
    const snapshot = espnSnapshotFromFile(espnFixture('nfl-scoreboard-week2.json'), 'NFL', later);
    const fetchedAt = (gameId: string) => [...new Set(snapshot.lines.filter((line) => line.gameId === gameId).map((line) => line.fetchedAt))];
    expect(fetchedAt('401003')).toEqual(['2025-09-14T16:59:00.000Z']);
    // The game in play when the file was saved keeps the load time: a price seen in play never closes.
    expect(fetchedAt('401004')).toEqual([later.toISOString()]);
  });

  it('reads an array of events, numbering postseason weeks after the regular season and leaving preseason out', () => {
    const board = parsePayload('espn', espnFixture('nfl-scoreboard-week1.json'), espnScoreboardSchema);
    const [first, second] = board.events.records;
    if (!first || !second) throw new Error('fixture lost its events');
    const wildCard = { ...first, id: '401900', season: { year: 2025, type: 3 }, week: { number: 1 } };
    const superBowl = { ...first, id: '401901', season: { year: 2025, type: 3 }, week: { number: 5 } };
    const preseason = { ...second, id: '401800', season: { year: 2025, type: 1 } };
    const snapshot = espnSnapshotFromFile([first, second, wildCard, superBowl, preseason], 'NFL', NOW);
    expect(snapshot.games.map((game) => `${game.sourceId} w${game.week} ${game.status} ${game.homeScore}-${game.awayScore}`)).toEqual([
      '401001 w1 finished 24-20',
      '401002 w1 finished 27-21',
      '401900 w19 finished 24-20',
      '401901 w22 finished 24-20',
    ]);
    // Without a scoreboard, the current week is the latest one when every game is finished.
    expect(snapshot.currentWeek).toBe(22);
  });

  it("reads each game's neutralSite (a Super Bowl, a London game): absent or false is a home game", () => {
    const board = parsePayload('espn', espnFixture('nfl-scoreboard-week1.json'), espnScoreboardSchema);
    const [first, second] = board.events.records;
    const [competition] = first?.competitions ?? [];
    if (!first || !second || !competition) throw new Error('fixture lost its events');
    const superBowl = { ...first, id: '401901', season: { year: 2025, type: 3 }, week: { number: 5 }, competitions: [{ ...competition, neutralSite: true }] };
    const unsaid = { ...second, competitions: second.competitions.map(({ neutralSite: _neutralSite, ...rest }) => rest) };
    const snapshot = espnSnapshotFromFile([first, unsaid, superBowl], 'NFL', NOW);
    expect(snapshot.games.map((game) => `${game.sourceId} ${game.neutralSite}`)).toEqual(['401001 false', '401002 false', '401901 true']);
  });

  it('names the source and the field of a malformed file, and drops a malformed event with its reason', () => {
    expect(() => espnSnapshotFromFile({ events: 'none' }, 'NFL', NOW)).toThrow(SourceError);
    expect(() => espnSnapshotFromFile({ events: 'none' }, 'NFL', NOW)).toThrow('espn: events: expected array, received string');
    const broken = { events: [{ id: '1', date: 'x', season: { year: 2025, type: 2 }, status: {}, competitions: [] }] };
    expect(espnSnapshotFromFile(broken, 'NFL', NOW)).toMatchObject({ games: [], dropped: ['espn event 1: status.type: expected object, received undefined'] });
    expect(espnSnapshotFromFile([{ id: 7 }], 'NFL', NOW).dropped).toEqual(['espn event 7: id: expected string, received number']);
  });
});

describe('ESPN summaries', () => {
  it('reads each team box score, counting field goals from the scoring plays', () => {
    const summary = parsePayload('espn', espnFixture('nfl-summary-401001.json'), espnSummarySchema);
    const { boxScores, missing } = boxScoresFromEspnSummary('401001', summary);
    expect(missing).toEqual([]);
    expect(boxScores.find((box) => box.teamId === '21')).toEqual({
      gameId: '401001',
      teamId: '21',
      points: 24,
      firstHalfPoints: 17,
      plays: 64,
      yards: 371,
      thirdDownAttempts: 12,
      thirdDownConversions: 5,
      redZoneTrips: 4,
      redZoneScores: 2,
      turnovers: 1,
      penalties: 6,
      fieldGoalsMade: 1,
      possessionSeconds: 1882,
      epaPerPlay: null,
      successRate: null,
    });
    expect(boxScores.find((box) => box.teamId === '6')?.fieldGoalsMade).toBe(2);
  });

  it('leaves what the summary lacks null and reports a team whose required stats are missing', () => {
    const summary = parsePayload('espn', espnFixture('nfl-summary-401002.json'), espnSummarySchema);
    const [away] = boxScoresFromEspnSummary('401002', summary).boxScores;
    expect(away).toMatchObject({ teamId: '12', thirdDownAttempts: null, redZoneTrips: null, possessionSeconds: 1795, firstHalfPoints: 14 });
    const stripped = { ...summary, boxscore: { teams: summary.boxscore.teams.map((team) => ({ ...team, statistics: [] })) } };
    const result = boxScoresFromEspnSummary('401002', stripped);
    expect(result.boxScores).toEqual([]);
    expect(result.missing).toEqual(['game 401002 team 12: box score incomplete', 'game 401002 team 24: box score incomplete']);
  });
});

describe('ESPN injuries', () => {
  it('reads each team list by ESPN team id', () => {
    const payload = parsePayload('espn', espnFixture('nfl-injuries.json'), espnInjuriesSchema);
    expect(injuriesFromEspn(payload, NOW)).toEqual([
      { teamId: '21', playerName: 'DeVonta Smith', position: 'WR', injuryType: 'Hamstring', status: 'Out', gameStatus: null, lastReported: '2025-09-12T18:30:00.000Z' },
      { teamId: '12', playerName: 'Isiah Pacheco', position: 'RB', injuryType: null, status: 'Questionable', gameStatus: null, lastReported: '2025-09-11T20:00:00.000Z' },
      { teamId: '12', playerName: 'Rashee Rice', position: 'WR', injuryType: 'Knee', status: 'Injured Reserve', gameStatus: null, lastReported: '2025-09-02T15:00:00.000Z' },
    ]);
  });
});
