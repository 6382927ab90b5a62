import { describe, expect, it } from 'vitest';
import type { LeagueSnapshot } from '../records.ts';
import { FOOTBALL_CALENDARS } from './demo-calendar.ts';
import { footballSnapshot } from './football-season.ts';
import { mlbSnapshot } from './mlb-season.ts';

const SEED = 2025;
/** Saturday 28 November 2026, 1:00 PM in New York. */
const RIVALRY_SATURDAY = new Date('2026-11-28T18:00:00Z');

const weekGames = (snapshot: LeagueSnapshot) => snapshot.games.filter((game) => game.week === snapshot.currentWeek);
const newYork = (iso: string) => new Date(iso).toLocaleString('en-US', { timeZone: 'America/New_York', weekday: 'short' });

describe('the demo on Saturday 28 November 2026 looks like the real week', () => {
  it('NFL week 12: the three Thanksgiving games final, Sunday and Monday games still to play', () => {
    const nfl = footballSnapshot('NFL', RIVALRY_SATURDAY, SEED);
    expect(nfl.currentWeek).toBe(12);
    const week = weekGames(nfl);
    const thursday = week.filter((game) => newYork(game.scheduledAt) === 'Thu');
    expect(thursday).toHaveLength(3);
    expect(thursday.every((game) => game.status === 'finished')).toBe(true);
    const later = week.filter((game) => game.status !== 'finished');
    expect(later.length).toBe(week.length - 3);
    expect(new Set(later.map((game) => newYork(game.scheduledAt)))).toEqual(new Set(['Sun', 'Mon']));
    expect(later.every((game) => game.status === 'scheduled')).toBe(true);
    // 28 of 32 clubs play: four on their bye.
    expect(week.length).toBe(14);
  });

  it('college rivalry week: Thursday and Friday games final, Saturday\'s slate under way from noon', () => {
    const ncaa = footballSnapshot('NCAA', RIVALRY_SATURDAY, SEED);
    expect(ncaa.currentWeek).toBe(13);
    const week = weekGames(ncaa);
    expect(week.filter((game) => ['Thu', 'Fri'].includes(newYork(game.scheduledAt))).every((game) => game.status === 'finished')).toBe(true);
    const saturday = week.filter((game) => newYork(game.scheduledAt) === 'Sat');
    expect(saturday.filter((game) => game.status === 'live').length).toBeGreaterThan(5);
    expect(saturday.filter((game) => game.status === 'scheduled').length).toBeGreaterThan(20);
  });

  it('MLB in its break: no game live or to come, the World Series\'s last results kept', () => {
    const mlb = mlbSnapshot(RIVALRY_SATURDAY, SEED);
    expect(mlb.games.every((game) => game.status === 'finished')).toBe(true);
    expect(mlb.lines.every((line) => mlb.games.some((game) => game.sourceId === line.gameId && game.status === 'finished'))).toBe(true);
  });
});

/** Across a year: a Monday night, Thanksgiving eve and day, July, February, the college opener, January. */
const DATES = [
  '2026-11-27T00:00:00Z',
  '2026-11-28T03:00:00Z',
  '2026-11-24T01:30:00Z',
  '2026-07-15T18:00:00Z',
  '2027-02-20T12:00:00Z',
  '2026-09-05T20:00:00Z',
  '2027-01-08T20:00:00Z',
  '2026-10-18T17:30:00Z',
];

describe.each(DATES)('the demo on %s prices games as books do', (iso) => {
  const now = new Date(iso);
  const snapshots = [footballSnapshot('NFL', now, SEED), footballSnapshot('NCAA', now, SEED), mlbSnapshot(now, SEED)];

  it('moneylines within -1,500 / +1,000, main football spreads and totals priced -130 to +110', () => {
    for (const snapshot of snapshots) {
      for (const line of snapshot.lines) {
        if (line.market === 'moneyline') {
          expect(line.americanOdds, `${line.gameId} ${line.bookmaker}`).toBeGreaterThanOrEqual(-1500);
          expect(line.americanOdds, `${line.gameId} ${line.bookmaker}`).toBeLessThanOrEqual(1000);
        } else if (!line.isAlternate && snapshot.league !== 'MLB') {
          expect(line.americanOdds, `${line.gameId} ${line.market}`).toBeGreaterThanOrEqual(-130);
          expect(line.americanOdds, `${line.gameId} ${line.market}`).toBeLessThanOrEqual(110);
        } else {
          // Alternates (and baseball's fixed run line) go wider, but not to the extremes.
          expect(Math.abs(line.americanOdds), `${line.gameId} ${line.market}`).toBeLessThanOrEqual(600);
        }
      }
    }
  });

  it('starts every regular-season football game on a real football day in New York, at a real hour', () => {
    for (const snapshot of snapshots.slice(0, 2)) {
      for (const game of snapshot.games.filter((played) => (played.week ?? 0) <= FOOTBALL_CALENDARS[snapshot.league === 'NFL' ? 'NFL' : 'NCAA'].weeks)) {
        const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short', hour: 'numeric', hourCycle: 'h23' }).formatToParts(new Date(game.scheduledAt));
        const day = parts.find((part) => part.type === 'weekday')?.value ?? '';
        const hour = Number(parts.find((part) => part.type === 'hour')?.value);
        expect(['Thu', 'Fri', 'Sat', 'Sun', 'Mon']).toContain(day);
        expect(hour).toBeGreaterThanOrEqual(12);
        expect(hour).toBeLessThanOrEqual(22);
      }
    }
  });
});

describe('the demo\'s spreads look like a real season\'s', () => {
  it.each([2025, 7, 11])('seed %i: NFL spreads about 5 points at the median, never past four touchdowns; college wider', (seed) => {
    const february = new Date('2027-02-20T12:00:00Z');
    const spreads = (league: 'NFL' | 'NCAA') => {
      const snapshot = footballSnapshot(league, february, seed);
      const homeOf = new Map(snapshot.games.map((game) => [game.sourceId, game.homeTeamId]));
      return snapshot.lines.filter((line) => line.market === 'spread' && line.selection === homeOf.get(line.gameId)).map((line) => Math.abs(line.lineValue ?? 0)).sort((a, b) => a - b);
    };
    const nfl = spreads('NFL');
    expect(nfl[Math.floor(nfl.length / 2)]).toBeLessThanOrEqual(6);
    expect(Math.max(...nfl)).toBeLessThanOrEqual(27);
    const ncaa = spreads('NCAA');
    expect(ncaa[Math.floor(ncaa.length / 2)]).toBeLessThanOrEqual(12);
    expect(Math.max(...ncaa)).toBeLessThanOrEqual(56);
  });
});

describe('the demo season has a beginning and an end', () => {
  it('in July: the football seasons still to start in September, MLB in full swing', () => {
    const july = new Date('2026-07-17T23:30:00Z');
    for (const league of ['NFL', 'NCAA'] as const) {
      const snapshot = footballSnapshot(league, july, SEED);
      expect(snapshot.currentWeek).toBe(1);
      expect(snapshot.games.every((game) => game.status === 'scheduled' && game.scheduledAt > '2026-09-01')).toBe(true);
    }
    expect(mlbSnapshot(july, SEED).games.some((game) => game.status === 'live')).toBe(true);
  });

  it('in February: every football game of the season played, the Super Bowl on the second Sunday of February', () => {
    const february = new Date('2027-02-20T12:00:00Z');
    for (const league of ['NFL', 'NCAA'] as const) {
      const snapshot = footballSnapshot(league, february, SEED);
      expect(snapshot.games.every((game) => game.status === 'finished' && game.scheduledAt < '2027-02-15')).toBe(true);
    }
    expect(mlbSnapshot(february, SEED).games.every((game) => game.status === 'finished')).toBe(true);
  });
});

describe('the demo postseason', () => {
  const february = new Date('2027-02-20T12:00:00Z');
  const ofWeek = (snapshot: LeagueSnapshot, week: number) => snapshot.games.filter((game) => game.week === week);

  it('NFL: six wild-card games, four divisional, two conference championships, then the Super Bowl, never a tie', () => {
    const nfl = footballSnapshot('NFL', february, SEED);
    expect([19, 20, 21, 22].map((week) => ofWeek(nfl, week).length)).toEqual([6, 4, 2, 1]);
    expect(nfl.currentWeek).toBe(22);
    for (const game of nfl.games.filter((played) => (played.week ?? 0) > 18)) expect(game.homeScore).not.toBe(game.awayScore);
    // Each round's teams won the round before.
    const winners = (week: number) => new Set(ofWeek(nfl, week).map((game) => ((game.homeScore ?? 0) > (game.awayScore ?? 0) ? game.homeTeamId : game.awayTeamId)));
    for (const week of [20, 21, 22]) {
      const earlier = new Set([...winners(week - 1), ...(week === 20 ? ofWeek(nfl, 20).map((game) => game.homeTeamId) : [])]);
      for (const game of ofWeek(nfl, week)) expect(earlier.has(game.awayTeamId)).toBe(true);
    }
    expect(new Date(ofWeek(nfl, 22)[0]?.scheduledAt ?? '').toISOString()).toBe('2027-02-14T23:30:00.000Z');
  });

  it('lists a round only once its teams are known: no playoff game before the regular season ends', () => {
    expect(footballSnapshot('NFL', new Date('2027-01-10T12:00:00Z'), SEED).games.every((game) => (game.week ?? 0) <= 18)).toBe(true);
    const wildCardSaturday = footballSnapshot('NFL', new Date('2027-01-16T20:00:00Z'), SEED);
    expect(wildCardSaturday.currentWeek).toBe(19);
    expect(ofWeek(wildCardSaturday, 19)).toHaveLength(6);
    expect(ofWeek(wildCardSaturday, 20)).toHaveLength(0);
  });

  it('college: conference championships the first Saturday of December, bowls from mid-December, a title game in January', () => {
    const ncaa = footballSnapshot('NCAA', february, SEED);
    const championships = ofWeek(ncaa, 14);
    expect(championships.length).toBeGreaterThanOrEqual(8);
    expect(championships.every((game) => game.scheduledAt.startsWith('2026-12-0'))).toBe(true);
    const bowls = ncaa.games.filter((game) => (game.week ?? 0) > 14);
    expect(bowls.length).toBeGreaterThan(25);
    expect(bowls.every((game) => game.scheduledAt >= '2026-12-19' && game.scheduledAt < '2027-01-15')).toBe(true);
    expect(bowls.every((game) => game.homeScore !== game.awayScore)).toBe(true);
    // Rivalry week's Saturday, the next week's Tuesday: college football's current week is the championships'.
    expect(footballSnapshot('NCAA', new Date('2026-12-01T15:00:00Z'), SEED).currentWeek).toBe(14);
  });
});
