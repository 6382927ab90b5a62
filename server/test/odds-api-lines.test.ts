import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SourceError } from '../src/providers/http/source-error.ts';
import { oddsApiEventsSchema, oddsApiEventSchema, oddsApiScoresSchema } from '../src/providers/odds-api/odds-api-schema.ts';
import { oddsApiScores } from '../src/providers/odds-api/odds-api-scores.ts';
import { oddsApiLines } from '../src/providers/odds-api/odds-api-lines.ts';
import { oddsApiFileSnapshot } from '../src/providers/odds-api/odds-api-snapshot.ts';
import { americanPrice, priceFormatOf } from '../src/providers/odds-api/odds-price.ts';
import { STORED_NCAA, STORED_NFL } from '../src/providers/odds-api/fixtures/stored-leagues.ts';
import { lineRecordSchema } from '../src/providers/records.ts';
import { storedTeamResolver } from '../src/providers/stored-match.ts';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../src/providers/odds-api/fixtures/${name}`, import.meta.url), 'utf8'));
const NOW = new Date('2025-12-12T03:00:00Z');
const nflEvents = oddsApiEventsSchema.parse(fixture('nfl-odds.json')).records;
const ncaafEvents = oddsApiEventsSchema.parse(fixture('ncaaf-odds-decimal.json')).records;
const alternates = oddsApiEventSchema.parse(fixture('nfl-event-alternates.json'));

describe('odds prices', () => {
  it('reads a payload as American only when every price is a whole number at or beyond ±100', () => {
    expect(priceFormatOf(nflEvents)).toBe('american');
    expect(priceFormatOf(ncaafEvents)).toBe('decimal');
  });

  it('converts decimal prices to whole American odds at or beyond ±100', () => {
    expect(americanPrice(3.9, 'decimal', 'x')).toBe(290);
    expect(americanPrice(1.27, 'decimal', 'x')).toBe(-370);
    expect(americanPrice(1.91, 'decimal', 'x')).toBe(-110);
    expect(americanPrice(2.0, 'decimal', 'x')).toBe(100);
    // -100.4 would round to -100: even money is kept as +100.
    expect(americanPrice(1.996, 'decimal', 'x')).toBe(100);
    expect(americanPrice(-110, 'american', 'x')).toBe(-110);
    expect(() => americanPrice(0.95, 'decimal', 'outcome 3')).toThrow(SourceError);
  });
});

describe('oddsApiLines', () => {
  const { lines, matchedGames, unresolved } = oddsApiLines(nflEvents, STORED_NFL.teams, STORED_NFL.games, NOW);

  it('attaches every bookmaker of each event to the ESPN game of the same two teams within 36 h', () => {
    expect([...matchedGames.entries()]).toEqual([
      ['a360e4c43576d22057ff90d818928066', '401772901'],
      ['5b1a2c6f0e9d4a7b8c3d2e1f0a9b8c7d', '401772950'],
    ]);
    expect(new Set(lines.map((line) => line.bookmaker))).toEqual(new Set(['DraftKings', 'FanDuel', 'BetMGM']));
    for (const line of lines) expect(lineRecordSchema.safeParse(line).success).toBe(true);
    // DraftKings 6 + FanDuel 4 (no h2h) + BetMGM 4.
    expect(lines).toHaveLength(14);
  });

  it('maps h2h to moneyline, spreads to each side own point, totals to Over/Under, selections by ESPN id', () => {
    const dk = lines.filter((line) => line.bookmaker === 'DraftKings');
    const pick = (market: string, selection: string) => dk.find((line) => line.market === market && line.selection === selection);
    expect(pick('moneyline', '34')).toMatchObject({ gameId: '401772901', americanOdds: -600, lineValue: null, isAlternate: false });
    expect(pick('moneyline', '22')?.americanOdds).toBe(440);
    expect(pick('spread', '34')).toMatchObject({ lineValue: -9.5, americanOdds: -110 });
    expect(pick('spread', '22')).toMatchObject({ lineValue: 9.5 });
    expect(pick('total', 'Over')).toMatchObject({ lineValue: 42.5, americanOdds: -105 });
    expect(pick('total', 'Under')).toMatchObject({ lineValue: 42.5, americanOdds: -115 });
    expect(pick('total', 'Over')?.fetchedAt).toBe('2025-12-12T02:17:47.000Z');
    const eagles = lines.find((line) => line.bookmaker === 'BetMGM' && line.market === 'spread' && line.selection === '21');
    expect(eagles?.lineValue).toBe(-7);
  });

  it('returns unknown team names and unmatched events as unresolved, never dropping them silently', () => {
    expect(unresolved).toEqual(['odds-api: team "London Monarchs" matches no stored team']);
    const later = STORED_NFL.games.map((game) => ({ ...game, scheduledAt: '2025-12-25T00:00:00.000Z' }));
    const unmatched = oddsApiLines(nflEvents.slice(0, 1), STORED_NFL.teams, later, NOW);
    expect(unmatched.lines).toEqual([]);
    expect(unmatched.unresolved).toEqual([
      'odds-api: Arizona Cardinals at Houston Texans on 2025-12-14T18:00:00Z (game a360e4c43576d22057ff90d818928066) matches no stored game',
    ]);
  });

  it('marks alternate markets and leaves out an alternate that repeats a main line', () => {
    const withAlternates = oddsApiLines([...nflEvents, alternates], STORED_NFL.teams, STORED_NFL.games, NOW).lines;
    const alternate = withAlternates.filter((line) => line.isAlternate);
    expect(alternate.map((line) => `${line.market} ${line.selection} ${line.lineValue} ${line.americanOdds}`)).toEqual([
      'spread 22 3.5 150',
      'spread 34 -3.5 -185',
      'total Over 38.5 150',
      'total Under 38.5 -190',
    ]);
  });

  it('converts a decimal payload (college) and resolves school names with nicknames and abbreviations', () => {
    const college = oddsApiLines(ncaafEvents, STORED_NCAA.teams, STORED_NCAA.games, NOW);
    expect(college.unresolved).toEqual([]);
    const price = (gameId: string, market: string, selection: string) =>
      college.lines.find((line) => line.gameId === gameId && line.market === market && line.selection === selection)?.americanOdds;
    expect(price('401760100', 'moneyline', '2050')).toBe(290);
    expect(price('401760100', 'moneyline', '2459')).toBe(-370);
    expect(price('401760100', 'spread', '2050')).toBe(-115);
    expect(price('401760100', 'total', 'Over')).toBe(100);
    expect(price('401760101', 'moneyline', '127')).toBe(2000);
    expect(price('401760101', 'moneyline', '194')).toBe(-20000);
  });
});

describe('oddsApiFileSnapshot', () => {
  it('builds a partial snapshot echoing only the matched games and their teams', () => {
    const { snapshot, events, matchedGames, unresolved } = oddsApiFileSnapshot(fixture('nfl-odds.json'), STORED_NFL, NOW);
    expect({ events, matchedGames, unresolved: unresolved.length }).toEqual({ events: 3, matchedGames: 2, unresolved: 1 });
    expect(snapshot).toMatchObject({ source: 'odds-api', league: 'NFL', partial: true, boxScores: [], rosters: [] });
    expect(snapshot.games.map((game) => game.sourceId)).toEqual(['401772901', '401772950']);
    expect(snapshot.teams.map((team) => team.abbreviation)).toEqual(['HOU', 'ARI', 'WSH', 'PHI']);
  });

  it('accepts one saved event, drops a malformed one with its field and reason, and names the field of a malformed payload', () => {
    expect(oddsApiFileSnapshot(fixture('nfl-event-alternates.json'), STORED_NFL, NOW).snapshot.lines).toHaveLength(6);
    expect(oddsApiFileSnapshot([{ id: 'x', commence_time: 'soon' }], STORED_NFL, NOW).dropped).toEqual(['odds-api event x: sport_key: expected string, received undefined']);
    expect(() => oddsApiFileSnapshot({ events: 'none' }, STORED_NFL, NOW)).toThrow(/^odds-api: /);
  });
});

describe('storedTeamResolver', () => {
  const espnTeam = (sourceId: string, name: string, aliases: string[] = []) => ({ sourceId, name, abbreviation: sourceId, aliases });
  const resolve = storedTeamResolver([
    espnTeam('23', 'San José State Spartans', ['San José St']),
    espnTeam('2572', 'Southern Miss Golden Eagles', ['Southern Miss']),
    espnTeam('2026', 'App State Mountaineers', ['App State']),
    espnTeam('2534', 'Sam Houston Bearkats'),
    espnTeam('145', 'Ole Miss Rebels'),
    espnTeam('344', 'Mississippi State Bulldogs'),
    espnTeam('2390', 'Miami Hurricanes'),
    espnTeam('193', 'Miami (OH) RedHawks'),
  ]);
  const id = (name: string) => resolve(name)?.sourceId;

  it('resolves names that differ in accents or in a school spelling between sources', () => {
    expect(id('San Jose State Spartans')).toBe('23');
    expect(id('Southern Mississippi Golden Eagles')).toBe('2572');
    expect(id('Appalachian State Mountaineers')).toBe('2026');
    expect(id('Sam Houston State Bearkats')).toBe('2534');
    expect(id('Mississippi Rebels')).toBe('145');
    expect(id('Mississippi State')).toBe('344');
    expect(id('Miami (OH)')).toBe('193');
    expect(id('Miami')).toBe('2390');
  });

  it('resolves nothing for an unknown school rather than a near one', () => {
    expect(id('Mississippi Valley State Delta Devils')).toBeUndefined();
    expect(id('Miami Ohio')).toBeUndefined();
  });
});

describe('oddsApiScores', () => {
  const scores = oddsApiScoresSchema.parse(fixture('nfl-scores.json')).records;

  it('moves matched games on to live or finished with their scores, by the stored home and away teams', () => {
    const { games, unresolved } = oddsApiScores(scores, STORED_NFL.teams, STORED_NFL.games);
    expect(games.map((game) => `${game.sourceId} ${game.status} ${game.homeScore}-${game.awayScore}`)).toEqual([
      '401772901 finished 27-17',
      '401772950 live 3-7',
    ]);
    expect(unresolved).toEqual(['odds-api: team "London Monarchs" matches no stored team']);
  });

  it('never moves a game back nor returns one it does not change', () => {
    const finished = STORED_NFL.games.map((game) =>
      game.sourceId === '401772950' ? { ...game, status: 'finished' as const, homeScore: 10, awayScore: 24 } : game,
    );
    const once = oddsApiScores(scores, STORED_NFL.teams, finished).games;
    expect(once.map((game) => game.sourceId)).toEqual(['401772901']);
    const again = finished.map((game) => once.find((updated) => updated.sourceId === game.sourceId) ?? game);
    expect(oddsApiScores(scores, STORED_NFL.teams, again).games).toEqual([]);
  });

  it('loads a saved /scores answer as a partial snapshot of the changed games', () => {
    const { snapshot, matchedGames } = oddsApiFileSnapshot(fixture('nfl-scores.json'), STORED_NFL, NOW);
    expect(matchedGames).toBe(2);
    expect(snapshot.lines).toEqual([]);
    expect(snapshot.games.map((game) => `${game.sourceId} ${game.status}`)).toEqual(['401772901 finished', '401772950 live']);
  });
});
