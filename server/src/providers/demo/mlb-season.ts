import type { GameRecord, LeagueSnapshot, LineRecord } from '../records.ts';
import { baseballScoreAt, baseballTotals, playBaseballGame } from './baseball-result.ts';
import { CLOSING_BOOKMAKER, DEMO_MLB_BOOKMAKERS } from './bookmakers.ts';
import { DAY_MS, HOUR_MS, kickoffsThroughDay, MINUTE_MS, utcDayStart } from './demo-calendar.ts';
import { clamp, demoRng, normalDraw, shuffled } from './demo-random.ts';
import { baseballInning, gamePhase, MLB_GAME_MS } from './game-clock.ts';
import { bookMainLines, toHalfPoint } from './game-lines.ts';
import type { GameMarket } from './game-lines.ts';
import type { LeagueTeam } from './leagues/league-team.ts';
import { MLB_TEAMS } from './leagues/mlb-teams.ts';
import { officialFor, officials } from './officials.ts';
import { teamRoster } from './rosters.ts';
import { teamRecord } from './team-records.ts';

/** Yesterday, today and the next three days. */
const FIRST_DAY = -1;
const LAST_DAY = 3;
/** Books post a day's lines the day before. */
const LAST_LINED_DAY = 1;
/** Typical first pitches in UTC (13:05 ET day games to 22:10 PT night games), one per game of a full slate. */
const SLATE_TIMES: readonly (readonly [number, number])[] = [
  [17, 5], [18, 10], [20, 5], [22, 40], [23, 5], [23, 10], [23, 40], [24, 5], [24, 10], [24, 40], [25, 40], [26, 5], [26, 10], [26, 40], [27, 10],
];
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

/**
 * MLB for the game hub at `now`: the 30 clubs, a full slate each day from yesterday (finished) through today
 * (first pitches spread over the whole day so some game is always live, innings as periods 1-9 with 'Top' or
 * 'Bot' as the clock) to three days ahead. Lines from four books on today's and tomorrow's games, the closing
 * lines of one book on finished games. No box scores or weeks.
 */
export function mlbSnapshot(now: Date, seed: number): LeagueSnapshot {
  const season = now.getUTCFullYear();
  const todayStart = utcDayStart(now);
  const today = todayStart / DAY_MS;
  const nowMs = now.getTime();
  const fetchedAt = now.toISOString();
  const crew = officials(seed, 'MLB', season);
  // A club's edge in runs per game over an average one.
  const rating = (team: LeagueTeam): number => clamp(0.4 * normalDraw(demoRng(seed, 'MLB', season, 'strength', team.abbreviation)), -0.9, 0.9);
  const strength = new Map(MLB_TEAMS.map((team) => [team.abbreviation, rating(team)]));
  const games: GameRecord[] = [];
  const lines: LineRecord[] = [];
  for (let offset = FIRST_DAY; offset <= LAST_DAY; offset++) {
    const dayStart = todayStart + offset * DAY_MS;
    const pairings = seriesPairings(seed, season, today + offset);
    const starts =
      offset === 0
        ? kickoffsThroughDay(dayStart, pairings.length)
        : pairings.map((_, i) => {
            const [hours, minutes] = SLATE_TIMES[i % SLATE_TIMES.length] ?? [23, 5];
            return dayStart + hours * HOUR_MS + minutes * MINUTE_MS;
          });
    pairings.forEach(([home, away], i) => {
      const id = `MLB-${isoDay(dayStart)}-${away.abbreviation}-${home.abbreviation}`;
      const start = starts[i] ?? dayStart;
      const phase = gamePhase(start, nowMs, MLB_GAME_MS);
      const homeRating = strength.get(home.abbreviation) ?? 0;
      const awayRating = strength.get(away.abbreviation) ?? 0;
      const homeExpected = AVERAGE_RUNS + (homeRating - awayRating) / 2 + HOME_EDGE_RUNS;
      const awayExpected = AVERAGE_RUNS + (awayRating - homeRating) / 2 - HOME_EDGE_RUNS;
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
        const final = playBaseballGame(awayExpected, homeExpected, demoRng(seed, 'game', id));
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
      const margin = homeExpected - awayExpected;
      const market: GameMarket = {
        gameId: id,
        homeId: home.abbreviation,
        awayId: away.abbreviation,
        expectedMargin: margin,
        expectedTotal: homeExpected + awayExpected,
        marginSd: MARGIN_SD,
        totalSd: TOTAL_SD,
        // The run line: the favourite gives 1.5 runs.
        homeSpread: margin >= 0 ? -1.5 : 1.5,
        total: toHalfPoint(homeExpected + awayExpected),
        booksShiftLines: false,
      };
      if (phase.status === 'finished') {
        const closing = DEMO_MLB_BOOKMAKERS.find((book) => book.name === CLOSING_BOOKMAKER);
        if (closing !== undefined) lines.push(...bookMainLines(market, closing, new Date(start).toISOString(), seed));
      } else if (offset <= LAST_LINED_DAY) {
        for (const book of DEMO_MLB_BOOKMAKERS) lines.push(...bookMainLines(market, book, fetchedAt, seed));
      }
    });
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
