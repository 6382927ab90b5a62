import type { GameRecord, LeagueSnapshot, LineRecord } from '../records.ts';
import { baseballScoreAt, baseballTotals, playBaseballGame } from './baseball-result.ts';
import { CLOSING_BOOKMAKER, DEMO_MLB_BOOKMAKERS } from './bookmakers.ts';
import { DAY_MS, easternDayStart, easternTime } from './demo-calendar.ts';
import { clamp, demoRng, normalDraw, shuffled } from './demo-random.ts';
import { baseballInning, gamePhase, MLB_GAME_MS } from './game-clock.ts';
import { bookMainLines, toHalfPoint } from './game-lines.ts';
import type { GameMarket } from './game-lines.ts';
import type { LeagueTeam } from './leagues/league-team.ts';
import { MLB_TEAMS } from './leagues/mlb-teams.ts';
import { openingDay, regularSeasonGameCount } from './mlb-calendar.ts';
import { mlbPostseason } from './mlb-postseason.ts';
import type { ScheduledMlbGame } from './mlb-postseason.ts';
import { officialFor, officials } from './officials.ts';
import { teamRoster } from './rosters.ts';
import { teamRecord } from './team-records.ts';

/** Yesterday, today and the next three days (New York dates). */
const FIRST_DAY = -1;
const LAST_DAY = 3;
/** Books post a day's lines the day before. */
const LAST_LINED_DAY = 1;
/** Typical first pitches in New York time (1:05 PM day games to 10:10 PM West Coast night games), one per game of a full slate. */
const SLATE_TIMES: readonly (readonly [number, number])[] = [
  [13, 5], [13, 10], [16, 5], [18, 40], [19, 5], [19, 10], [19, 40], [19, 5], [19, 10], [20, 10], [20, 40], [21, 40], [22, 10], [22, 10], [18, 35],
];
/** Between seasons the schedule keeps the last days played, so the hub can show the last results. */
const LAST_DAYS_KEPT = 2;
const AVERAGE_RUNS = 4.5;
const HOME_EDGE_RUNS = 0.15;
const MARGIN_SD = 4.2;
const TOTAL_SD = 4.5;

/** Clubs play three-game series: the pairings (and hosts) change every third day. */
function seriesPairings(seed: number, season: number, day: number): [LeagueTeam, LeagueTeam][] {
  const block = Math.floor(day / 3);
  const rng = demoRng(seed, 'MLB', season, 'series', block);
  const order = shuffled(MLB_TEAMS, rng);
  const pairs: [LeagueTeam, LeagueTeam][] = [];
  for (let i = 0; i + 1 < order.length; i += 2) {
    const a = order[i];
    const b = order[i + 1];
    if (a !== undefined && b !== undefined) pairs.push(rng.chance(0.5) ? [a, b] : [b, a]);
  }
  return pairs;
}

function isoDay(dayStart: number): string {
  return new Date(dayStart).toISOString().slice(0, 10).replaceAll('-', '');
}

const gameIdOf = (day: number, home: LeagueTeam, away: LeagueTeam): string => `MLB-${isoDay(day)}-${away.abbreviation}-${home.abbreviation}`;

/** A regular-season day's games: its series pairings, as many as the day holds, at the usual first pitches. */
function regularSeasonDay(seed: number, season: number, day: number): ScheduledMlbGame[] {
  const count = regularSeasonGameCount(day, season);
  return seriesPairings(seed, season, day / DAY_MS)
    .slice(0, count)
    .map(([home, away], i) => {
      const [hours, minutes] = SLATE_TIMES[i % SLATE_TIMES.length] ?? [19, 5];
      return { day, start: easternTime(day, hours, minutes), home, away, listedFrom: Number.NEGATIVE_INFINITY };
    });
}

/** Runs each club is expected to score: an average side's 4.5, moved by the two clubs' edges and home field. */
function expectedRuns(strength: ReadonlyMap<string, number>, home: LeagueTeam, away: LeagueTeam): { home: number; away: number } {
  const edge = ((strength.get(home.abbreviation) ?? 0) - (strength.get(away.abbreviation) ?? 0)) / 2;
  return { home: AVERAGE_RUNS + edge + HOME_EDGE_RUNS, away: AVERAGE_RUNS - edge - HOME_EDGE_RUNS };
}

/** The season `now` belongs to: from Opening Day on, this year's; before it, last year's (its World Series was the last game). */
export function mlbSeasonYear(now: Date): number {
  const year = now.getUTCFullYear();
  return now.getTime() >= openingDay(year) ? year : year - 1;
}

/**
 * MLB for the game hub at `now`, on the real calendar: the 30 clubs, the regular season from late March to late
 * September (a full slate most days, fewer on travel days, none at the All-Star break), then the postseason to the
 * World Series at the end of October, and nothing after. The schedule holds yesterday to three days ahead (New York
 * dates); between seasons, the last days played. Innings are periods 1-9 with 'Top' or 'Bot' as the clock. Lines
 * from four books on today's and tomorrow's games, the closing lines of one book on finished games. No box scores
 * or weeks.
 */
export function mlbSnapshot(now: Date, seed: number): LeagueSnapshot {
  const season = mlbSeasonYear(now);
  const nowMs = now.getTime();
  const today = easternDayStart(nowMs);
  const fetchedAt = now.toISOString();
  const crew = officials(seed, 'MLB', season);
  // A club's edge in runs per game over an average one.
  const rating = (team: LeagueTeam): number => clamp(0.4 * normalDraw(demoRng(seed, 'MLB', season, 'strength', team.abbreviation)), -0.9, 0.9);
  const strength = new Map(MLB_TEAMS.map((team) => [team.abbreviation, rating(team)]));
  const finalOf = (day: number, home: LeagueTeam, away: LeagueTeam) => {
    const runs = expectedRuns(strength, home, away);
    return playBaseballGame(runs.away, runs.home, demoRng(seed, 'game', gameIdOf(day, home, away)));
  };
  const postseason = mlbPostseason(season, MLB_TEAMS, (team) => strength.get(team.abbreviation) ?? 0, (day, home, away) => {
    const score = baseballTotals(finalOf(day, home, away));
    return score.home > score.away;
  });
  const scheduleOf = (day: number): ScheduledMlbGame[] => [
    ...regularSeasonDay(seed, season, day),
    ...postseason.filter((game) => game.day === day && game.listedFrom <= nowMs),
  ];
  let days = Array.from({ length: LAST_DAY - FIRST_DAY + 1 }, (_, i) => today + (FIRST_DAY + i) * DAY_MS);
  let schedule = days.flatMap(scheduleOf);
  if (schedule.length === 0) {
    days = [...new Set(postseason.filter((game) => game.start < nowMs).map((game) => game.day))].slice(-LAST_DAYS_KEPT);
    schedule = days.flatMap(scheduleOf);
  }

  const games: GameRecord[] = [];
  const lines: LineRecord[] = [];
  for (const { day, start, home, away } of schedule) {
    const id = gameIdOf(day, home, away);
    const phase = gamePhase(start, nowMs, MLB_GAME_MS);
    const record: GameRecord = {
      sourceId: id,
      season,
      week: null,
      homeTeamId: home.abbreviation,
      awayTeamId: away.abbreviation,
      scheduledAt: new Date(start).toISOString(),
      status: phase.status,
      period: null,
      clock: null,
      homeScore: null,
      awayScore: null,
      referee: officialFor(crew, seed, id),
      venue: null,
    };
    if (phase.status !== 'scheduled') {
      const final = finalOf(day, home, away);
      let score = baseballTotals(final);
      if (phase.status === 'live') {
        const { inning, half } = baseballInning(phase.elapsedMs);
        record.period = inning;
        record.clock = half;
        score = baseballScoreAt(final, inning, half);
      }
      record.homeScore = score.home;
      record.awayScore = score.away;
    }
    games.push(record);
    const runs = expectedRuns(strength, home, away);
    const margin = runs.home - runs.away;
    const market: GameMarket = {
      gameId: id,
      homeId: home.abbreviation,
      awayId: away.abbreviation,
      expectedMargin: margin,
      expectedTotal: runs.home + runs.away,
      marginSd: MARGIN_SD,
      totalSd: TOTAL_SD,
      // The run line: the favourite gives 1.5 runs.
      homeSpread: margin >= 0 ? -1.5 : 1.5,
      total: toHalfPoint(runs.home + runs.away),
      booksShiftLines: false,
    };
    if (phase.status === 'finished') {
      const closing = DEMO_MLB_BOOKMAKERS.find((book) => book.name === CLOSING_BOOKMAKER);
      if (closing !== undefined) lines.push(...bookMainLines(market, closing, new Date(start).toISOString(), seed));
    } else if (day <= today + LAST_LINED_DAY * DAY_MS) {
      for (const book of DEMO_MLB_BOOKMAKERS) lines.push(...bookMainLines(market, book, fetchedAt, seed));
    }
  }
  return {
    source: 'demo',
    league: 'MLB',
    season,
    currentWeek: null,
    teams: MLB_TEAMS.map(teamRecord),
    games,
    boxScores: [],
    lines,
    rosters: MLB_TEAMS.flatMap((team) => teamRoster('MLB', team, season, seed)),
  };
}
