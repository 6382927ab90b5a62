import { fetchJson, type HttpSource } from '../http/fetch-json.ts';
import type { BoxScoreRecord, LineRecord } from '../records.ts';
import { storedGameMatcher, type StoredGame, type StoredTeam } from '../stored-match.ts';
import { cfbdAdvanced, type CfbdAdvancedRecord } from './cfbd-advanced.ts';
import { cfbdBoxScores, gameAdvancedIndex } from './cfbd-box-scores.ts';
import { cfbdLines } from './cfbd-lines.ts';
import {
  cfbdGamesAdvancedSchema,
  cfbdGamesSchema,
  cfbdGamesTeamsSchema,
  cfbdLinesSchema,
  cfbdSeasonAdvancedListSchema,
  cfbdTeamsPpaSchema,
  type CfbdGame,
  type CfbdGameTeams,
} from './cfbd-schema.ts';

export const CFBD_BASE_URL = 'https://api.collegefootballdata.com';

/** CFBD as an HTTP source: its key travels as a bearer token. */
export function cfbdSource(apiKey: string, options: Omit<HttpSource, 'name' | 'headers'>): HttpSource {
  return { ...options, name: 'cfbd', headers: { authorization: `Bearer ${apiKey}` } };
}

export interface CfbdSeason {
  boxScores: BoxScoreRecord[];
  lines: LineRecord[];
  /** Season EPA and success rate per stored team (the game hub's EPA section). */
  advanced: CfbdAdvancedRecord[];
  /** Names and games that matched nothing stored, and box scores that lack a needed stat. */
  unresolved: string[];
  requests: number;
}

const FBS = { classification: 'fbs' };

/** One `/games/teams` request per played week: CFBD answers it only for a week, a team or a conference. */
function playedWeeks(games: readonly CfbdGame[]): { seasonType: string; week: number }[] {
  const weeks = new Map<string, { seasonType: string; week: number }>();
  for (const game of games) {
    if (game.completed) weeks.set(`${game.seasonType}|${game.week}`, { seasonType: game.seasonType, week: game.week });
  }
  return [...weeks.values()].sort((a, b) => a.seasonType.localeCompare(b.seasonType) || a.week - b.week);
}

/**
 * A college season from CFBD attached to the stored ESPN teams and games: box scores of the played games
 * (with each game's EPA per play and success rate, from which the store derives the game hub's EPA section),
 * every provider's lines and the season's EPA figures. Costs 5 requests plus one per played week (about 21
 * for a whole season; CFBD's free tier allows 1,000 a month). Any failed request fails the whole fetch.
 */
export async function fetchCfbdSeason(
  source: HttpSource,
  season: number,
  teams: readonly StoredTeam[],
  games: readonly StoredGame[],
  now: Date,
): Promise<CfbdSeason> {
  const year = String(season);
  const seasonQuery = { year, seasonType: 'both', ...FBS };
  const cfbdGames = (await fetchJson(source, '/games', seasonQuery, cfbdGamesSchema)).data;
  const lineEntries = (await fetchJson(source, '/lines', seasonQuery, cfbdLinesSchema)).data;
  const ppa = (await fetchJson(source, '/ppa/teams', { year }, cfbdTeamsPpaSchema)).data;
  const advancedRows = (await fetchJson(source, '/stats/season/advanced', { year }, cfbdSeasonAdvancedListSchema)).data;
  const gameAdvanced = (await fetchJson(source, '/stats/game/advanced', { year, seasonType: 'both' }, cfbdGamesAdvancedSchema)).data;
  const weeks = playedWeeks(cfbdGames);
  const boxEntries: CfbdGameTeams[] = [];
  for (const { seasonType, week } of weeks) {
    const query = { year, week: String(week), seasonType, ...FBS };
    boxEntries.push(...(await fetchJson(source, '/games/teams', query, cfbdGamesTeamsSchema)).data);
  }
  const matcher = storedGameMatcher('cfbd', teams, games);
  const lines = cfbdLines(lineEntries, matcher, now);
  const { boxScores, skipped } = cfbdBoxScores(boxEntries, cfbdGames, matcher, gameAdvancedIndex(gameAdvanced));
  const advanced = cfbdAdvanced(advancedRows, ppa, teams);
  return {
    boxScores,
    lines,
    advanced: advanced.records,
    unresolved: [...new Set([...matcher.unresolved(), ...advanced.unresolved, ...skipped])],
    requests: 5 + weeks.length,
  };
}
