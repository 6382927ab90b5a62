import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cfbdAdvanced } from '../src/providers/cfbd/cfbd-advanced.ts';
import { cfbdBoxScores, estimatedFieldGoals, gameAdvancedIndex } from '../src/providers/cfbd/cfbd-box-scores.ts';
import { cfbdLines } from '../src/providers/cfbd/cfbd-lines.ts';
import { cfbdNeutralSites, withNeutralSites } from '../src/providers/cfbd/cfbd-neutral-sites.ts';
import {
  cfbdGamesAdvancedSchema,
  cfbdGamesSchema,
  cfbdGamesTeamsSchema,
  cfbdLinesSchema,
  cfbdSeasonAdvancedListSchema,
  cfbdTeamsPpaSchema,
} from '../src/providers/cfbd/cfbd-schema.ts';
import { cfbdFileSnapshot } from '../src/providers/cfbd/cfbd-snapshot.ts';
import { STORED_NCAA } from '../src/providers/odds-api/fixtures/stored-leagues.ts';
import { boxScoreRecordSchema, lineRecordSchema } from '../src/providers/records.ts';
import { storedGameMatcher } from '../src/providers/stored-match.ts';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../src/providers/cfbd/fixtures/${name}`, import.meta.url), 'utf8'));
const NOW = new Date('2025-11-06T12:00:00Z');
const games = cfbdGamesSchema.parse(fixture('games.json')).records;
const lineEntries = cfbdLinesSchema.parse(fixture('lines.json')).records;
const boxEntries = cfbdGamesTeamsSchema.parse(fixture('games-teams.json')).records;
const matcher = () => storedGameMatcher('cfbd', STORED_NCAA.teams, STORED_NCAA.games);

describe('cfbdLines', () => {
  const m = matcher();
  const lines = cfbdLines(lineEntries, m, NOW);
  const find = (gameId: string, bookmaker: string, market: string, selection: string) =>
    lines.find((line) => line.gameId === gameId && line.bookmaker === bookmaker && line.market === market && line.selection === selection);

  it('reads every provider, skipping null prices and points', () => {
    for (const line of lines) expect(lineRecordSchema.safeParse(line).success).toBe(true);
    const count = (bookmaker: string) => lines.filter((line) => line.gameId === '401778330' && line.bookmaker === bookmaker).length;
    expect([count('Bovada'), count('Draft Kings'), count('DraftKings')]).toEqual([6, 4, 4]);
    expect(find('401778330', 'Draft Kings', 'moneyline', '251')).toBeUndefined();
    expect(find('401778330', 'DraftKings', 'total', 'Over')).toBeUndefined();
    expect(lines).toHaveLength(20);
  });

  it('gives each side its own spread from the home team line (the sign of formattedSpread)', () => {
    // "Texas -7.0", Texas at home: spread -7.
    expect(find('401778330', 'Bovada', 'spread', '251')?.lineValue).toBe(-7);
    expect(find('401778330', 'Bovada', 'spread', '130')?.lineValue).toBe(7);
    // "Ball State -3.5", Ball State away: spread +3.5 is the home team's (Northern Illinois) line.
    expect(find('401760100', 'ESPN Bet', 'spread', '2050')?.lineValue).toBe(-3.5);
    expect(find('401760100', 'ESPN Bet', 'spread', '2459')?.lineValue).toBe(3.5);
    expect(find('401760100', 'ESPN Bet', 'moneyline', '2050')?.americanOdds).toBe(-165);
    expect(find('401760100', 'ESPN Bet', 'total', 'Under')).toMatchObject({ lineValue: 44.5, americanOdds: -110 });
    expect(find('401778330', 'Bovada', 'moneyline', '130')).toMatchObject({ americanOdds: 175, lineValue: null, fetchedAt: NOW.toISOString() });
  });

  it('counts a team no stored team matches as unresolved', () => {
    expect(m.unresolved()).toEqual(['cfbd: team "Podunk State" matches no stored team']);
  });
});

describe('cfbdBoxScores', () => {
  it('turns the per-game team stats into box scores, unknown fields null, first half from /games', () => {
    const { boxScores, skipped } = cfbdBoxScores(boxEntries, games, matcher());
    expect(skipped).toEqual([]);
    for (const box of boxScores) expect(boxScoreRecordSchema.safeParse(box).success).toBe(true);
    const texas = boxScores.find((box) => box.gameId === '401752723' && box.teamId === '251');
    expect(texas).toEqual({
      gameId: '401752723',
      teamId: '251',
      points: 55,
      firstHalfPoints: 31,
      plays: 69,
      yards: 607,
      thirdDownAttempts: 11,
      thirdDownConversions: 7,
      redZoneTrips: null,
      redZoneScores: null,
      turnovers: 0,
      penalties: 9,
      fieldGoalsMade: 2,
      possessionSeconds: 2031,
      epaPerPlay: null,
      successRate: null,
    });
    const samHouston = boxScores.find((box) => box.gameId === '401752723' && box.teamId === '2534');
    expect(samHouston).toMatchObject({ points: 0, firstHalfPoints: 0, plays: 51, thirdDownConversions: 2, possessionSeconds: 1569, fieldGoalsMade: 0 });
    expect(boxScores.filter((box) => box.gameId === '401752677').map((box) => box.teamId)).toEqual(['194', '251']);
  });

  it('matches a game without /games by its id, leaving first-half points unknown', () => {
    const { boxScores } = cfbdBoxScores(boxEntries, [], matcher());
    expect(boxScores).toHaveLength(4);
    expect(boxScores.every((box) => box.firstHalfPoints === null)).toBe(true);
  });

  it('skips a box score that lacks a stat it cannot do without, and says so', () => {
    const [first] = boxEntries;
    if (first === undefined) throw new Error('fixture');
    const broken = { ...first, teams: first.teams.map((team) => ({ ...team, stats: team.stats.filter((stat) => stat.category !== 'totalYards') })) };
    const { boxScores, skipped } = cfbdBoxScores([broken], [], matcher());
    expect(boxScores).toEqual([]);
    expect(skipped).toEqual([
      'cfbd: box score of Texas in game 401752723 lacks totalYards',
      'cfbd: box score of Sam Houston in game 401752723 lacks totalYards',
    ]);
  });

  it('estimates field goals from kicking points and the points not kicked', () => {
    expect(estimatedFieldGoals(55, 13)).toBe(2); // 7 TD + 7 PAT + 2 FG
    expect(estimatedFieldGoals(9, 9)).toBe(3);
    expect(estimatedFieldGoals(16, 4)).toBe(1); // 2 TD, one PAT missed, 1 FG
    expect(estimatedFieldGoals(11, 3)).toBe(1); // TD + two-point try + FG
    expect(estimatedFieldGoals(0, 0)).toBe(0);
  });
});

describe('cfbd team and game matching', () => {
  it('falls back to CFBD team ids (ESPN ids) and needs a kickoff within 36 h', () => {
    const m = matcher();
    const ref = { id: 1, homeTeam: 'UT Austin', homeId: 251, awayTeam: 'Michigan', awayId: 130, startDate: '2026-01-01T12:00:00.000Z' };
    expect(m.match(ref)?.game.sourceId).toBe('401778330');
    expect(m.match({ ...ref, startDate: '2026-01-03T12:00:00.000Z' })).toBeUndefined();
    expect(m.unresolved()).toEqual(['cfbd: Michigan at UT Austin on 2026-01-03T12:00:00.000Z (game 1) matches no stored game']);
  });
});

describe('CFBD neutral sites', () => {
  // The bowl game in CFBD's shape: marked neutralSite, CFBD calling Michigan the home team where ESPN has Texas.
  const bowl = { id: 401778330, season: 2025, week: 1, seasonType: 'postseason', startDate: '2025-12-31T20:00:00.000Z', completed: false, neutralSite: true, homeId: 130, homeTeam: 'Michigan', awayId: 251, awayTeam: 'Texas' };
  const payload = [...(fixture('games.json') as object[]), bowl];

  it('marks the stored games /games calls neutral-site, whichever side it calls home', () => {
    const marked = cfbdNeutralSites(cfbdGamesSchema.parse(payload).records, matcher());
    expect([...marked]).toEqual(['401778330']);
    // The fixture's own games are home games: nothing marked.
    expect(cfbdNeutralSites(games, matcher()).size).toBe(0);
  });

  it('adds the mark to a game and never takes one away (ESPN calls a game neutral that CFBD does not)', () => {
    const [first, ...others] = STORED_NCAA.games;
    if (first === undefined) throw new Error('fixture');
    const marked = withNeutralSites([{ ...first, neutralSite: true }, ...others], new Set(['401778330']));
    expect(marked.filter((game) => game.neutralSite).map((game) => game.sourceId)).toEqual(['401752677', '401778330']);
    // ESPN's home and away stay: only the flag moves.
    expect(marked.find((game) => game.sourceId === '401778330')).toMatchObject({ homeTeamId: '251', awayTeamId: '130' });
  });

  it('a saved /games file echoes the stored games it newly marks, with the mark, in its partial snapshot', () => {
    const { snapshot } = cfbdFileSnapshot(payload, STORED_NCAA, NOW);
    expect(snapshot.games.map((game) => `${game.sourceId} ${game.neutralSite}`)).toEqual(['401778330 true']);
    const stored = { ...STORED_NCAA, games: STORED_NCAA.games.map((game) => (game.sourceId === '401778330' ? { ...game, neutralSite: true } : game)) };
    expect(cfbdFileSnapshot(payload, stored, NOW).snapshot.games).toEqual([]);
  });
});

describe('cfbdAdvanced', () => {
  it('merges season advanced stats and PPA per stored team, null where CFBD has no figure', () => {
    const { records, unresolved } = cfbdAdvanced(
      cfbdSeasonAdvancedListSchema.parse(fixture('stats-season-advanced.json')).records,
      cfbdTeamsPpaSchema.parse(fixture('ppa-teams.json')).records,
      STORED_NCAA.teams,
    );
    expect(records).toEqual([
      { teamId: '251', season: 2025, ppa: -0.12004779138818919, offenseEpa: -0.12004779138818919, defenseEpa: 0.0412, successRate: 0.417910447761194 },
      { teamId: '130', season: 2025, ppa: 0.05, offenseEpa: 0.05, defenseEpa: null, successRate: null },
      { teamId: '194', season: 2025, ppa: 0.31, offenseEpa: 0.31, defenseEpa: -0.05, successRate: null },
    ]);
    expect(unresolved).toEqual(['cfbd: team "Podunk State" matches no stored team']);
  });
});

describe('cfbdFileSnapshot', () => {
  it('tells the endpoint of a saved file and builds a partial snapshot of the stored games it names', () => {
    const lines = cfbdFileSnapshot(fixture('lines.json'), STORED_NCAA, NOW);
    expect(lines.kind).toBe('lines');
    expect(lines.snapshot).toMatchObject({ source: 'cfbd', league: 'NCAA', partial: true });
    expect(lines.snapshot.games.map((game) => game.sourceId).sort()).toEqual(['401760100', '401778330']);
    expect(lines.unresolved).toHaveLength(1);
    expect(cfbdFileSnapshot(fixture('games-teams.json'), STORED_NCAA, NOW).snapshot.boxScores).toHaveLength(4);
    expect(cfbdFileSnapshot(fixture('ppa-teams.json'), STORED_NCAA, NOW)).toMatchObject({ kind: 'ppa/teams', unresolved: ['cfbd: team "Podunk State" matches no stored team'] });
    const season = cfbdFileSnapshot(fixture('stats-season-advanced.json'), STORED_NCAA, NOW).snapshot;
    expect(season.seasonAdvanced?.map((row) => row.teamId)).toEqual(['251', '130']);
    expect(season.teams.map((team) => team.sourceId)).toEqual(['251', '130']);
    expect(cfbdFileSnapshot(fixture('games.json'), STORED_NCAA, NOW)).toMatchObject({ kind: 'games', unresolved: ['cfbd: team "Podunk State" matches no stored team'] });
  });

  it('drops a malformed record with its field and reason, and names the field of a malformed file', () => {
    const { dropped, snapshot } = cfbdFileSnapshot([{ id: 1, lines: [{ provider: 'X', spread: 'minus seven' }] }], STORED_NCAA, NOW);
    expect([dropped, snapshot.lines]).toEqual([['cfbd game lines 1: season: expected number, received undefined'], []]);
    expect(() => cfbdFileSnapshot({}, STORED_NCAA, NOW)).toThrow(/^cfbd: \(root\)/);
  });
});

describe('cfbd per-game advanced stats', () => {
  it('give each box score its EPA per play and success rate, null where CFBD has none', () => {
    const index = gameAdvancedIndex(cfbdGamesAdvancedSchema.parse(fixture('stats-game-advanced.json')).records);
    const { boxScores } = cfbdBoxScores(boxEntries, games, matcher(), index);
    const of = (gameId: string, teamId: string) => boxScores.find((box) => box.gameId === gameId && box.teamId === teamId);
    expect(of('401752723', '251')).toMatchObject({ epaPerPlay: 0.412, successRate: 0.565 });
    expect(of('401752723', '2534')).toMatchObject({ epaPerPlay: -0.388, successRate: 0.255 });
    expect(of('401752677', '251')).toMatchObject({ epaPerPlay: -0.105, successRate: null });
  });

  it('are not loaded from a file on their own', () => {
    expect(() => cfbdFileSnapshot(fixture('stats-game-advanced.json'), STORED_NCAA, NOW)).toThrow('cfbd: /stats/game/advanced is read with /games/teams');
  });
});
