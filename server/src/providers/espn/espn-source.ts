import type { FootballLeague, HubLeague } from '@playbook/contracts';
import { z } from 'zod';
import { fetchJson, SourceError, type HttpSource } from '../http/fetch-json.ts';
import { mapLimit } from '../http/map-limit.ts';
import type { SportsDataProvider } from '../provider.ts';
import type { InjurySnapshot } from '../records.ts';
import { EspnBoxScores } from './espn-box-scores.ts';
import { calendarWeeks, POSTSEASON, REGULAR_SEASON } from './espn-calendar.ts';
import { espnInjuriesSchema, injuriesFromEspn } from './espn-injuries.ts';
import { EspnRosters } from './espn-rosters.ts';
import { espnScoreboardSchema, type EspnEvent, type EspnScoreboard } from './espn-schemas.ts';
import { espnLeagueSnapshot, type EspnLeagueSnapshot } from './espn-snapshot.ts';

/** Each league's path under the site API's `/sports`, and what its scoreboard needs to list the whole slate. */
const LEAGUES: Readonly<Record<HubLeague, { path: string; scoreboardQuery: Record<string, string> }>> = {
  NFL: { path: '/football/nfl', scoreboardQuery: {} },
  // groups=80 is FBS; without it the scoreboard lists only ESPN's featured games.
  NCAA: { path: '/football/college-football', scoreboardQuery: { groups: '80', limit: '400' } },
  MLB: { path: '/baseball/mlb', scoreboardQuery: { limit: '400' } },
};

/** Requests in flight at once (the site API throttles bursts). */
const DEFAULT_CONCURRENCY = 4;
/** MLB has no weeks: a refresh reads the games from a week back to a week ahead (a partial snapshot). */
const MLB_DAYS_BACK = 7;
const MLB_DAYS_AHEAD = 7;
const DAY_MS = 86_400_000;

export interface EspnSourceOptions {
  concurrency?: number;
}

export interface EspnSource extends SportsDataProvider {
  fetchLeague(league: HubLeague, now: Date): Promise<EspnLeagueSnapshot>;
  /**
   * Today's scoreboard alone, as a partial snapshot (one request: no other weeks, box scores or rosters):
   * enough for the live job, which only moves scores, status, period and clock.
   */
  fetchLiveScores(league: HubLeague, now: Date): Promise<EspnLeagueSnapshot>;
  fetchInjuries(league: FootballLeague, now: Date): Promise<InjurySnapshot>;
}

function espnDate(date: Date): string {
  return date.toISOString().slice(0, 10).replaceAll('-', '');
}

/**
 * The ESPN site API as a provider (no key). A football refresh reads today's scoreboard for the calendar and
 * the current week, then every regular-season week (and the postseason weeks that have begun) of that season,
 * the box score of each finished game from its summary (cached: they never change) and each team's roster.
 */
export function createEspnSource(http: HttpSource, options: EspnSourceOptions = {}): EspnSource {
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const boxScores = new EspnBoxScores(http, concurrency);
  const rosters = new EspnRosters(http, concurrency);
  const teamIdsOf = (events: readonly EspnEvent[]) => [
    ...new Set(events.flatMap((event) => event.competitions[0]?.competitors.map((competitor) => competitor.team.id) ?? [])),
  ];
  const scoreboard = async (league: HubLeague, query: Record<string, string>): Promise<EspnScoreboard> => {
    const { path, scoreboardQuery } = LEAGUES[league];
    return (await fetchJson(http, `${path}/scoreboard`, { ...scoreboardQuery, ...query }, espnScoreboardSchema)).data;
  };

  async function fetchFootball(league: FootballLeague, now: Date): Promise<EspnLeagueSnapshot> {
    const today = await scoreboard(league, {});
    const season = today.season?.year ?? now.getUTCFullYear();
    const started = (start: string) => new Date(start).getTime() <= now.getTime();
    const weeks = [
      ...calendarWeeks(today, REGULAR_SEASON),
      ...calendarWeeks(today, POSTSEASON).filter((week) => started(week.startDate)),
    ];
    const pages = await mapLimit(weeks, concurrency, (week) =>
      scoreboard(league, { dates: String(season), seasontype: week.seasonType, week: String(week.week) }),
    );
    const events: EspnEvent[] = pages.flatMap((page) => page.events.records);
    const dropped = { dropped: pages.flatMap((page) => page.events.dropped), droppedItems: pages.flatMap((page) => page.events.droppedItems) };
    const finished = events.filter((event) => event.status.type.state === 'post' && event.status.type.completed);
    const boxes = await boxScores.fetch(LEAGUES[league].path, [...new Set(finished.map((event) => event.id))]);
    const players = await rosters.fetch(LEAGUES[league].path, teamIdsOf(events), now);
    return espnLeagueSnapshot({ league, now, events, scoreboard: today, boxScores: boxes.boxScores, rosters: players, unresolved: boxes.missing, dropped });
  }

  async function fetchBaseball(now: Date): Promise<EspnLeagueSnapshot> {
    const from = espnDate(new Date(now.getTime() - MLB_DAYS_BACK * DAY_MS));
    const to = espnDate(new Date(now.getTime() + MLB_DAYS_AHEAD * DAY_MS));
    const page = await scoreboard('MLB', { dates: `${from}-${to}` });
    const players = await rosters.fetch(LEAGUES.MLB.path, teamIdsOf(page.events.records), now);
    return espnLeagueSnapshot({ league: 'MLB', now, events: page.events.records, scoreboard: page, rosters: players, dropped: page.events, partial: true });
  }

  return {
    source: 'espn',
    fetchLeague: (league, now) => (league === 'MLB' ? fetchBaseball(now) : fetchFootball(league, now)),
    async fetchLiveScores(league, now) {
      const page = await scoreboard(league, league === 'MLB' ? { dates: espnDate(now) } : {});
      return espnLeagueSnapshot({ league, now, events: page.events.records, scoreboard: page, dropped: page.events, partial: true });
    },
    async fetchInjuries(league, now) {
      try {
        const { data } = await fetchJson(http, `${LEAGUES[league].path}/injuries`, {}, espnInjuriesSchema);
        return { source: 'espn', league, injuries: injuriesFromEspn(data, now) };
      } catch (error) {
        // ESPN publishes no college injury list (the path answers 404): college football has none, which is
        // the truth of this source rather than a failure. Any other failure, or an NFL 404, fails the refresh.
        if (league === 'NCAA' && error instanceof SourceError && error.status === 404) return { source: 'espn', league, injuries: [] };
        throw error;
      }
    },
    async reachable(timeoutMs) {
      try {
        await fetchJson({ ...http, timeoutMs, retries: 0 }, `${LEAGUES.NFL.path}/scoreboard`, {}, z.unknown());
        return true;
      } catch {
        return false;
      }
    },
  };
}
