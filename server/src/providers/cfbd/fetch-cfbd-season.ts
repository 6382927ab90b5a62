import { fetchJson, type HttpSource } from '../http/fetch-json.ts';
import type { ReadRecords } from '../read-records.ts';
import { gamesOfUnreadRecords } from '../unread-games.ts';
import type { BoxScoreRecord, LineRecord } from '../records.ts';
import { storedGameMatcher, type StoredGame, type StoredTeam } from '../stored-match.ts';
import { cfbdAdvanced, type CfbdAdvancedRecord } from './cfbd-advanced.ts';
import { cfbdBoxScores, gameAdvancedIndex } from './cfbd-box-scores.ts';
import { cfbdLines, droppedProviderLines } from './cfbd-lines.ts';
import { cfbdNeutralSites } from './cfbd-neutral-sites.ts';
import {
  cfbdGameLinesRefSchema,
  cfbdGamesAdvancedSchema,
  cfbdGamesSchema,
  cfbdGamesTeamsSchema,
  cfbdLinesSchema,
  cfbdSeasonAdvancedListSchema,
  cfbdTeamsPpaSchema,
  type CfbdGame,
  type CfbdGameAdvanced,
  type CfbdGameLines,
  type CfbdGameTeams,
  type CfbdSeasonAdvanced,
  type CfbdTeamPpa,
} from './cfbd-schema.ts';

export const CFBD_BASE_URL = 'https://api.collegefootballdata.com';

/** CFBD as an HTTP source: its key travels as a bearer token. */
export interface CfbdSource extends HttpSource {
  /** A refresh sooner than this after the last full fetch reuses its answers. Default 6 h. */
  minRefreshMs?: number;
}

export function cfbdSource(apiKey: string, options: Omit<CfbdSource, 'name' | 'headers'>): CfbdSource {
  return { ...options, name: 'cfbd', headers: { authorization: `Bearer ${apiKey}` } };
}

export interface CfbdSeason {
  boxScores: BoxScoreRecord[];
  lines: LineRecord[];
  /** Season EPA and success rate per stored team (the game hub's EPA section). */
  advanced: CfbdAdvancedRecord[];
  /** Names and games that matched nothing stored, and box scores that lack a needed stat. */
  unresolved: string[];
  /** Records that failed their schema, each with its reason (the rest is stored). */
  dropped: string[];
  /** The stored games of `/lines` entries that failed their schema (a full refresh keeps their lines). */
  unreadGames: string[];
  /** Requests this fetch made (answers reused from an earlier fetch cost none). */
  requests: number;
  /** The stored games (source ids) CFBD's `/games` marks as played at a neutral site. */
  neutralSites: string[];
}

/**
 * CFBD's free tier allows 1,000 requests a month: the season-wide answers are reused for 6 h (CFBD updates
 * them a few times a day at most), which keeps a refresh every few minutes at about 20 requests a day.
 */
export const DEFAULT_CFBD_MIN_REFRESH_MS = 6 * 60 * 60 * 1000;

const FBS = { classification: 'fbs' };

/** The season-wide answers, fetched together, each read record by record. */
interface SeasonPayloads {
  games: ReadRecords<CfbdGame>;
  lines: ReadRecords<CfbdGameLines>;
  ppa: ReadRecords<CfbdTeamPpa>;
  seasonAdvanced: ReadRecords<CfbdSeasonAdvanced>;
  gameAdvanced: ReadRecords<CfbdGameAdvanced>;
}

/** What a source fetched last: its season answers and, by week, the box scores of weeks already over. */
interface SourceMemo {
  season: number;
  fetchedAt: number;
  payloads: SeasonPayloads;
  finishedWeeks: Map<string, ReadRecords<CfbdGameTeams>>;
}

/** Per source object (one per live provider), so separate providers and tests never share answers. */
const memos = new WeakMap<HttpSource, SourceMemo>();

async function fetchSeasonPayloads(source: HttpSource, year: string): Promise<SeasonPayloads> {
  const seasonQuery = { year, seasonType: 'both', ...FBS };
  return {
    games: (await fetchJson(source, '/games', seasonQuery, cfbdGamesSchema)).data,
    lines: (await fetchJson(source, '/lines', seasonQuery, cfbdLinesSchema)).data,
    ppa: (await fetchJson(source, '/ppa/teams', { year }, cfbdTeamsPpaSchema)).data,
    seasonAdvanced: (await fetchJson(source, '/stats/season/advanced', { year }, cfbdSeasonAdvancedListSchema)).data,
    gameAdvanced: (await fetchJson(source, '/stats/game/advanced', { year, seasonType: 'both' }, cfbdGamesAdvancedSchema)).data,
  };
}

interface PlayedWeek {
  key: string;
  seasonType: string;
  week: number;
  /** Every game of the week is over: its box scores will not change, so they are fetched once. */
  over: boolean;
}

/** The weeks with a completed game: `/games/teams` answers only for a week, a team or a conference. */
function playedWeeks(games: readonly CfbdGame[]): PlayedWeek[] {
  const weeks = new Map<string, PlayedWeek>();
  for (const game of games) {
    const key = `${game.seasonType}|${game.week}`;
    const week = weeks.get(key) ?? { key, seasonType: game.seasonType, week: game.week, over: true };
    week.over &&= game.completed;
    weeks.set(key, week);
  }
  return [...weeks.values()]
    .filter((week) => games.some((game) => game.completed && `${game.seasonType}|${game.week}` === week.key))
    .sort((a, b) => a.seasonType.localeCompare(b.seasonType) || a.week - b.week);
}

/**
 * A college season from CFBD attached to the stored ESPN teams and games: box scores of the played games
 * (with each game's EPA per play and success rate, from which the store derives the game hub's EPA section),
 * every provider's lines, the season's EPA figures and the games it marks neutral-site. A full fetch costs 5 requests plus one per played week
 * whose box scores are not already held (a week is held once all its games are over); within
 * `minRefreshMs` of the last full fetch the season answers are reused. Any failed request fails the whole
 * fetch and keeps nothing of it.
 */
export async function fetchCfbdSeason(
  source: CfbdSource,
  season: number,
  teams: readonly StoredTeam[],
  games: readonly StoredGame[],
  now: Date,
): Promise<CfbdSeason> {
  const year = String(season);
  const memo = memos.get(source)?.season === season ? memos.get(source) : undefined;
  const fresh = memo !== undefined && now.getTime() - memo.fetchedAt < (source.minRefreshMs ?? DEFAULT_CFBD_MIN_REFRESH_MS);
  const payloads = fresh ? memo.payloads : await fetchSeasonPayloads(source, year);
  let requests = fresh ? 0 : 5;
  const finishedWeeks = new Map(memo?.finishedWeeks);
  const boxWeeks: ReadRecords<CfbdGameTeams>[] = [];
  for (const week of playedWeeks(payloads.games.records)) {
    let entries = finishedWeeks.get(week.key);
    if (entries === undefined) {
      const query = { year, week: String(week.week), seasonType: week.seasonType, ...FBS };
      entries = (await fetchJson(source, '/games/teams', query, cfbdGamesTeamsSchema)).data;
      requests += 1;
      if (week.over) finishedWeeks.set(week.key, entries);
    }
    boxWeeks.push(entries);
  }
  const boxEntries = boxWeeks.flatMap((entries) => entries.records);
  const fetchedAt = fresh ? memo.fetchedAt : now.getTime();
  memos.set(source, { season, fetchedAt, payloads, finishedWeeks });

  const matcher = storedGameMatcher('cfbd', teams, games);
  // Lines are stamped with the time CFBD gave them, also when that answer is reused.
  const lines = cfbdLines(payloads.lines.records, matcher, new Date(fetchedAt));
  const { boxScores, skipped } = cfbdBoxScores(boxEntries, payloads.games.records, matcher, gameAdvancedIndex(payloads.gameAdvanced.records));
  const advanced = cfbdAdvanced(payloads.seasonAdvanced.records, payloads.ppa.records, teams);
  const neutralSites = cfbdNeutralSites(payloads.games.records, matcher);
  const lists: ReadRecords<unknown>[] = [payloads.games, payloads.lines, payloads.ppa, payloads.seasonAdvanced, payloads.gameAdvanced, ...boxWeeks];
  return {
    boxScores,
    lines,
    advanced: advanced.records,
    unresolved: [...new Set([...matcher.unresolved(), ...advanced.unresolved, ...skipped])],
    dropped: [...lists.flatMap((list) => list.dropped), ...droppedProviderLines(payloads.lines.records)],
    unreadGames: gamesOfUnreadRecords(payloads.lines.droppedItems, cfbdGameLinesRefSchema, teams, games),
    requests,
    neutralSites: [...neutralSites],
  };
}
