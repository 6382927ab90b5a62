import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nflverseGameRecords } from '../src/providers/nflverse/game-records.ts';
import { firstReportDay, nflverseInjuryRecords } from '../src/providers/nflverse/injury-records.ts';
import { nflverseFileKind, nflverseSnapshots } from '../src/providers/nflverse/nflverse-snapshots.ts';
import { nflverseBoxScores, readTeamWeekRows } from '../src/providers/nflverse/team-week-box-scores.ts';
import type { LineRecord } from '../src/providers/records.ts';

const fixture = (name: string): string => readFileSync(new URL(`./fixtures/nflverse/${name}`, import.meta.url), 'utf8');
const GAMES = fixture('games.csv');
const NOW = new Date('2025-11-30T12:00:00Z');
// ESPN team ids.
const PHI = '21';
const DAL = '6';
const KC = '12';
const LAR = '14';
const DET = '8';

describe('games.csv rows as games', () => {
  const { games, unresolved, conflictingEspnIds } = nflverseGameRecords(GAMES, NOW);
  const game = (id: string) => games.find((entry) => entry.sourceId === id);

  it('keys a game by its ESPN event id, or by nflverse:<game_id> where nflverse has none', () => {
    expect(games.map((entry) => entry.sourceId)).toEqual([
      '401671789', '401671805', '401671889', '401772510', '401772720', '401772832', 'nflverse:2025_14_LA_ARI',
    ]);
    expect(unresolved).toEqual([]);
    expect(conflictingEspnIds).toEqual([]);
  });

  it('names teams by ESPN id (nflverse LA and WAS too), puts New York kick-off times in UTC and keeps playoff weeks', () => {
    expect(game('401772510')).toEqual({
      sourceId: '401772510', season: 2025, week: 1, homeTeamId: PHI, awayTeamId: DAL, scheduledAt: '2025-09-05T00:20:00.000Z',
      status: 'finished', period: null, clock: null, homeScore: 24, awayScore: 20, referee: 'Shawn Smith', venue: 'Lincoln Financial Field',
      neutralSite: false,
      // The fixture's rows predate the starters' columns; the roof is there, the weather left empty.
      homeQbId: null, awayQbId: null, homeQbName: null, awayQbName: null, roof: 'outdoors', wind: null, temperature: null,
    });
    expect(game('401671805')).toMatchObject({ homeTeamId: DET, awayTeamId: LAR });
    expect(game('401772720')?.homeTeamId).toBe('28');
    expect(game('401671889')).toMatchObject({ season: 2024, week: 22, scheduledAt: '2025-02-09T23:30:00.000Z' });
  });

  it('marks the games of location "Neutral" (the Super Bowl) as neutral-site, the others as home games', () => {
    expect(games.filter((entry) => entry.neutralSite).map((entry) => entry.sourceId)).toEqual(['401671889']);
    expect(games.every((entry) => typeof entry.neutralSite === 'boolean')).toBe(true);
  });

  it('leaves a game without scores scheduled', () => {
    expect(game('nflverse:2025_14_LA_ARI')).toMatchObject({ status: 'scheduled', homeScore: null, awayScore: null, referee: null });
  });

  it('counts unknown team codes and keys games whose ESPN id nflverse repeats by their nflverse id', () => {
    const header = GAMES.slice(0, GAMES.indexOf('\n') + 1);
    const row = GAMES.split('\n')[4] ?? '';
    const parsed = nflverseGameRecords(`${header}${row}\n${row.replace('2025_01_DAL_PHI', '2025_01_DAL_XYZ').replace(',PHI,', ',XYZ,')}\n${row.replace('2025_01_DAL_PHI', '2025_01_DAL_NYG').replace(',PHI,', ',NYG,')}\n`, NOW);
    expect(parsed.unresolved).toEqual(['XYZ']);
    expect(parsed.conflictingEspnIds).toEqual(['401772510']);
    expect(parsed.games.map((entry) => entry.sourceId)).toEqual(['nflverse:2025_01_DAL_PHI', 'nflverse:2025_01_DAL_NYG']);
  });
});

describe('games.csv prices as closing lines', () => {
  const { lines } = nflverseGameRecords(GAMES, NOW);
  const of = (gameId: string) =>
    lines.filter((line) => line.gameId === gameId).map(({ market, selection, lineValue, americanOdds }: LineRecord) => `${market} ${selection} ${lineValue ?? '-'} ${americanOdds}`);

  it('gives each side its own spread (spread_line is home-positive), both moneylines and the total', () => {
    expect(of('401772510')).toEqual([
      `spread ${PHI} -8.5 -110`, `spread ${DAL} 8.5 -110`, `moneyline ${PHI} - -425`, `moneyline ${DAL} - 330`, 'total Over 47.5 -110', 'total Under 47.5 -110',
    ]);
    // The Super Bowl: KC (away) favoured by 1.5, spread_line -1.5.
    expect(of('401671889')).toEqual([`spread ${PHI} 1.5 -115`, `spread ${KC} -1.5 -105`, `moneyline ${PHI} - 100`, `moneyline ${KC} - -120`, 'total Over 48.5 -115', 'total Under 48.5 -105']);
  });

  it('prices a spread or total without juice at -110, leaves out absent moneylines and gives a pick\'em 0 on both sides', () => {
    expect(of('401671805')).toEqual([`spread ${DET} -3.5 -110`, `spread ${LAR} 3.5 -110`, 'total Over 52 -110', 'total Under 52 -110']);
    expect(of('401772832').slice(0, 2)).toEqual([`spread ${KC} 0 -110`, `spread ${PHI} 0 -110`]);
  });

  it("names the bookmaker 'closing line' and dates a line just before kick-off, or now for a game still to be played", () => {
    expect(new Set(lines.map((line) => line.bookmaker))).toEqual(new Set(['closing line']));
    expect(lines.find((line) => line.gameId === '401772510')?.fetchedAt).toBe('2025-09-05T00:19:00.000Z');
    expect(lines.find((line) => line.gameId === 'nflverse:2025_14_LA_ARI')?.fetchedAt).toBe(NOW.toISOString());
  });
});

describe('team-week stats as box scores', () => {
  const { games } = nflverseGameRecords(GAMES, NOW);
  const { boxScores, unmatched, unresolved } = nflverseBoxScores(readTeamWeekRows(fixture('stats_team_week_2025.csv')), games);

  it('joins rows to the game of that season, week and team, with points from the score', () => {
    expect(boxScores.map((box) => `${box.gameId} ${box.teamId} ${box.points}`)).toEqual([
      `401772510 ${DAL} 20`, `401772510 ${PHI} 24`, '401772720 19 6', '401772720 28 21', `401772832 ${PHI} 20`, `401772832 ${KC} 17`,
    ]);
    expect(unresolved).toEqual([]);
    // Week 14's game is not played yet.
    expect(unmatched).toEqual(['2025 week 14 ARI']);
  });

  it('computes plays, net yards, turnovers and EPA per play, and leaves what the file lacks null', () => {
    // DAL: 36 attempts + 21 carries + 2 sacks; 188 + 114 − 14; 0 INT + 0 sack + 1 rushing + 0 receiving fumbles lost.
    expect(boxScores[0]).toEqual({
      gameId: '401772510', teamId: DAL, points: 20, firstHalfPoints: null, plays: 59, yards: 288,
      thirdDownAttempts: null, thirdDownConversions: null, redZoneTrips: null, redZoneScores: null,
      turnovers: 1, penalties: 6, fieldGoalsMade: 2, possessionSeconds: null, epaPerPlay: (-2.1 + 1.3) / 59, successRate: null,
    });
    // WAS: a receiving fumble lost counts; NYG: an interception and a sack fumble lost.
    expect(boxScores.find((box) => box.teamId === '28')?.turnovers).toBe(1);
    expect(boxScores.find((box) => box.teamId === '19')?.turnovers).toBe(2);
    // PHI week 2: passing EPA is NA, rushing EPA alone counts.
    expect(boxScores[4]?.epaPerPlay).toBeCloseTo(5.1 / 54);
  });
});

describe('the injuries file as the latest week report', () => {
  it('keeps the latest week only, one row per player, with ESPN team ids and an unknown position', () => {
    const { season, week, injuries, unresolved } = nflverseInjuryRecords(fixture('injuries_2025.csv'));
    expect({ season, week, unresolved }).toEqual({ season: 2025, week: 2, unresolved: [] });
    expect(injuries.map((injury) => `${injury.teamId} ${injury.playerName} ${injury.status}`)).toEqual([
      `${PHI} Jalen Carter Out`, `${LAR} Puka Nacua Questionable`, '28 Robinson, Brian Jr. Doubtful', `${KC} Xavier Worthy Injured Reserve`,
    ]);
    expect(injuries[0]).toEqual({
      teamId: PHI, playerName: 'Jalen Carter', position: 'Unknown', injuryType: null, status: 'Out', gameStatus: 'Out',
      // Week 2's first report day: Wednesday 10 September 2025, 4 pm in New York.
      lastReported: '2025-09-10T20:00:00.000Z',
    });
  });

  it("takes position, injury and report time from nflverse's full release where it has them", () => {
    const csv = [
      'season,game_type,team,week,gsis_id,position,full_name,first_name,last_name,report_primary_injury,report_secondary_injury,report_status,practice_primary_injury,practice_secondary_injury,practice_status,date_modified',
      '2025,REG,PHI,3,00-1,QB,Jalen Hurts,Jalen,Hurts,Knee,NA,Questionable,Knee,NA,Limited Participation in Practice,2025-09-19 20:14:59',
      '2025,REG,KC,3,00-2,WR,Rashee Rice,Rashee,Rice,NA,NA,NA,Hamstring,NA,Full Participation in Practice,2025-09-19T21:00:00Z',
    ].join('\n');
    const { injuries } = nflverseInjuryRecords(csv);
    // The player with no game designation (practice report only) is not listed.
    expect(injuries).toEqual([
      { teamId: PHI, playerName: 'Jalen Hurts', position: 'QB', injuryType: 'Knee', status: 'Questionable', gameStatus: 'Questionable', lastReported: '2025-09-19T20:14:59.000Z' },
    ]);
  });

  it("dates a week's report on the Wednesday before its games", () => {
    expect(firstReportDay(2025, 1).toISOString()).toBe('2025-09-03T20:00:00.000Z');
    expect(firstReportDay(2025, 13).toISOString()).toBe('2025-11-26T21:00:00.000Z');
    expect(firstReportDay(1999, 1).toISOString()).toBe('1999-09-08T20:00:00.000Z');
  });
});

describe("an import's files", () => {
  it('are told apart by name', () => {
    expect(nflverseFileKind('/data/nflverse-games.csv')).toBe('games');
    expect(nflverseFileKind('https://github.com/nflverse/nflverse-data/releases/download/stats_team/stats_team_week_2025.csv')).toBe('team-week');
    expect(nflverseFileKind('injuries/nfl-injuries-2025.csv')).toBe('injuries');
    expect(nflverseFileKind('cfb-team-week-metrics-2025.csv')).toBeNull();
    expect(nflverseFileKind('games.json')).toBeNull();
  });

  it('make one snapshot per season, oldest first, pointing at the week of the first unplayed game', async () => {
    const { seasons, injuries } = await nflverseSnapshots(
      [{ kind: 'games', name: 'games.csv', text: GAMES }, { kind: 'injuries', name: 'injuries_2025.csv', text: fixture('injuries_2025.csv') }],
      NOW,
    );
    expect(seasons.map((snapshot) => [snapshot.season, snapshot.games.length, snapshot.currentWeek, snapshot.teams.length])).toEqual([
      [2024, 3, 22, 32],
      [2025, 4, 14, 32],
    ]);
    expect(seasons[0]?.source).toBe('nflverse');
    expect(injuries?.injuries).toHaveLength(4);
  });

  it('fail on a CSV missing a column, naming the file and the column', async () => {
    const broken = fixture('stats_team_week_2025.csv').replace('fg_made', 'field_goals');
    await expect(
      nflverseSnapshots([{ kind: 'games', name: 'games.csv', text: GAMES }, { kind: 'team-week', name: 'stats_team_week_2025.csv', text: broken }], NOW),
    ).rejects.toThrow('nflverse: stats_team_week_2025.csv: missing column fg_made');
  });
});
