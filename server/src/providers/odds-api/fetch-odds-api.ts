import type { FootballLeague } from '@playbook/contracts';
import { fetchJson, type HttpSource } from '../http/fetch-json.ts';
import type { GameRecord, LineRecord } from '../records.ts';
import type { StoredGame, StoredTeam } from '../stored-match.ts';
import { gamesOfUnreadRecords } from '../unread-games.ts';
import { oddsApiEventRefSchema, oddsApiEventSchema, oddsApiEventsSchema, oddsApiScoresSchema, type OddsApiEvent } from './odds-api-schema.ts';
import { oddsApiLines } from './odds-api-lines.ts';
import { oddsApiScores, type OddsApiScores } from './odds-api-scores.ts';

export const ODDS_API_BASE_URL = 'https://api.the-odds-api.com';

export const ODDS_API_SPORTS: Readonly<Record<FootballLeague, string>> = {
  NFL: 'americanfootball_nfl',
  NCAA: 'americanfootball_ncaaf',
};

/** The Odds API as an HTTP source: its key travels as the `apiKey` query parameter. */
export interface OddsApiSource extends HttpSource {
  apiKey: string;
  /** The most events whose alternate markets one refresh fetches (one request each). Default 16. */
  maxAlternateEvents?: number;
  /** An event's alternates fetched less than this long ago are served again instead of asked for. Default 3 h. */
  alternatesEveryMs?: number;
}

/** The quota headers of the last answer; null where a header is absent. */
export interface OddsApiQuota {
  remaining: number | null;
  used: number | null;
  /** The cost of the last request. */
  last: number | null;
}

export interface OddsApiLinesResult {
  lines: LineRecord[];
  unresolved: string[];
  /** Events and outcomes that failed their schema, each with its reason (the rest is stored). */
  dropped: string[];
  /** The stored games of events that failed their schema (a full refresh keeps their lines). */
  unreadGames: string[];
  quota: OddsApiQuota;
  /** The Odds API event id → the stored ESPN game. */
  matchedGames: Map<string, string>;
  requests: number;
}

export const DEFAULT_MAX_ALTERNATE_EVENTS = 16;
/** Alternates are fetched only for games this close: further out they move too much to be worth the quota. */
export const ALTERNATES_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** Below this many remaining requests the alternates wait for the quota to renew: the main lines come first. */
export const MIN_REMAINING_FOR_ALTERNATES = 50;

/** Alternates cost 2 of the quota per event (two markets), the main lines 3 per league: they are the bulk. */
export const DEFAULT_ALTERNATES_EVERY_MS = 3 * 60 * 60 * 1000;

/**
 * Per source object (one per live provider): each event's last alternates answer. A refresh serves it again
 * while it is recent, or when the quota runs low, so a full snapshot keeps (rather than withdraws) those lines.
 */
const alternatesMemo = new WeakMap<OddsApiSource, Map<string, { event: OddsApiEvent; fetchedAt: number }>>();

const MAIN_MARKETS = 'h2h,spreads,totals';
const ALTERNATE_MARKETS = 'alternate_spreads,alternate_totals';

function headerNumber(headers: Headers, name: string): number | null {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export function quotaOf(headers: Headers): OddsApiQuota {
  return {
    remaining: headerNumber(headers, 'x-requests-remaining'),
    used: headerNumber(headers, 'x-requests-used'),
    last: headerNumber(headers, 'x-requests-last'),
  };
}

function oddsQuery(source: OddsApiSource, markets: string): Record<string, string> {
  return { apiKey: source.apiKey, regions: 'us', markets, oddsFormat: 'american', dateFormat: 'iso' };
}

/**
 * The Odds API's lines for a league's stored ESPN games, for the live provider to add to an ESPN snapshot.
 *
 * Request budget ("never more than one request per market group per refresh"): the main markets
 * of every event cost ONE request. The API only serves alternate markets per event, so one request per
 * event would break that rule; the decision is to fetch alternates only for matched events starting within
 * the next 7 days, at most `maxAlternateEvents` (default 16, soonest first) per refresh, none once the
 * quota's remaining requests fall below 50, and an event's again only `alternatesEveryMs` (default 3 h) after
 * the last time (meanwhile its last answer is served). A failed alternates request fails the refresh like any
 * other (nothing half-fetched is stored).
 */
export async function fetchOddsApiLines(
  source: OddsApiSource,
  league: FootballLeague,
  teams: readonly StoredTeam[],
  games: readonly StoredGame[],
  now: Date,
): Promise<OddsApiLinesResult> {
  const sport = ODDS_API_SPORTS[league];
  const main = await fetchJson(source, `/v4/sports/${sport}/odds`, oddsQuery(source, MAIN_MARKETS), oddsApiEventsSchema);
  const mainEvents = main.data.records;
  let quota = quotaOf(main.headers);
  let requests = 1;
  const matched = oddsApiLines(mainEvents, teams, games, now).matchedGames;
  const soon = mainEvents
    .filter((event) => matched.has(event.id))
    .filter((event) => {
      const untilKickoff = Date.parse(event.commence_time) - now.getTime();
      return untilKickoff >= 0 && untilKickoff <= ALTERNATES_WINDOW_MS;
    })
    .sort((a, b) => Date.parse(a.commence_time) - Date.parse(b.commence_time))
    .slice(0, source.maxAlternateEvents ?? DEFAULT_MAX_ALTERNATE_EVENTS);
  const known = alternatesMemo.get(source) ?? new Map<string, { event: OddsApiEvent; fetchedAt: number }>();
  const kept = new Map<string, { event: OddsApiEvent; fetchedAt: number }>();
  for (const event of soon) {
    const last = known.get(event.id);
    const recent = last !== undefined && now.getTime() - last.fetchedAt < (source.alternatesEveryMs ?? DEFAULT_ALTERNATES_EVERY_MS);
    const lowQuota = quota.remaining !== null && quota.remaining < MIN_REMAINING_FOR_ALTERNATES;
    if (recent || lowQuota) {
      if (last !== undefined) kept.set(event.id, last);
      continue;
    }
    const path = `/v4/sports/${sport}/events/${encodeURIComponent(event.id)}/odds`;
    const answer = await fetchJson(source, path, oddsQuery(source, ALTERNATE_MARKETS), oddsApiEventSchema);
    requests += 1;
    quota = quotaOf(answer.headers);
    kept.set(event.id, { event: answer.data, fetchedAt: now.getTime() });
  }
  // Only the events still in the window are remembered: a game that started drops out.
  alternatesMemo.set(source, kept);
  const alternates = [...kept.values()].map(({ event }) => event);
  // Main events first: an alternate repeating a main line is then the one dropped.
  const { lines, unresolved, matchedGames, dropped } = oddsApiLines([...mainEvents, ...alternates], teams, games, now);
  const unreadGames = gamesOfUnreadRecords(main.data.droppedItems, oddsApiEventRefSchema, teams, games);
  return { lines, unresolved, dropped: [...main.data.dropped, ...dropped], unreadGames, quota, matchedGames, requests };
}

/** How many days back `/scores` reaches: enough for a weekend's games; the API allows 1-3 (each costs quota). */
const SCORES_DAYS_FROM = '3';

/**
 * The Odds API's scores of the last 3 days applied to the stored ESPN games (a second opinion when ESPN lags;
 * one request, costing 2 of the quota). Only games whose score or status moves on are returned.
 */
export async function fetchOddsApiScores(
  source: OddsApiSource,
  league: FootballLeague,
  teams: readonly StoredTeam[],
  games: readonly GameRecord[],
): Promise<OddsApiScores & { quota: OddsApiQuota; dropped: string[] }> {
  const query = { apiKey: source.apiKey, daysFrom: SCORES_DAYS_FROM, dateFormat: 'iso' };
  const answer = await fetchJson(source, `/v4/sports/${ODDS_API_SPORTS[league]}/scores`, query, oddsApiScoresSchema);
  return { ...oddsApiScores(answer.data.records, teams, games), dropped: answer.data.dropped, quota: quotaOf(answer.headers) };
}
