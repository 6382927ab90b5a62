import type { HubLeague } from '@playbook/contracts';
import { parsePayload } from '../http/fetch-json.ts';
import { NFL_TEAMS } from '../nfl-teams.ts';
import { priceTimeBeforeKickoff } from '../closing-price.ts';
import type { BoxScoreRecord, GameRecord, LeagueSnapshot, LineRecord, RosterRecord, TeamRecord } from '../records.ts';
import { regularSeasonWeeks } from './espn-calendar.ts';
import { recordsFromEspnEvents, type ScoreboardRecords } from './espn-scoreboard.ts';
import { recordIdOf, type ReadRecords } from '../read-records.ts';
import { espnEventListSchema, espnScoreboardSchema, type EspnEvent, type EspnScoreboard } from './espn-schemas.ts';

export type EspnLeagueSnapshot = LeagueSnapshot & {
  /** Events, teams or box scores that could not be read, each with its reason (logged by the caller). */
  unresolved: string[];
  /** The opening prices ESPN still showed, for the line history (not part of the stored snapshot). */
  openingLines: ScoreboardRecords['lines'];
};

export interface EspnSnapshotParts {
  league: HubLeague;
  now: Date;
  events: readonly EspnEvent[];
  /** The scoreboard that gave the calendar and the current week, when there is one. */
  scoreboard: EspnScoreboard | null;
  boxScores?: BoxScoreRecord[];
  rosters?: RosterRecord[];
  unresolved?: string[];
  /** Events that failed their schema, each with its reason, and the ids of those that had one. */
  dropped?: Pick<ReadRecords<EspnEvent>, 'dropped' | 'droppedItems'>;
  partial?: boolean;
}

const NFL_BY_ESPN_ID = new Map(NFL_TEAMS.map((team) => [team.sourceId, team]));

/**
 * An NFL team with its conference and division from the static table (the scoreboard has neither) and the
 * table's aliases added (nflverse's LA and WAS, old codes): other sources resolve names against stored
 * aliases, so a refresh from ESPN must not drop them.
 */
function withNflReference(team: TeamRecord): TeamRecord {
  const reference = NFL_BY_ESPN_ID.get(team.sourceId);
  if (!reference) return team;
  const aliases = [...new Set([...team.aliases, ...reference.aliases])].filter((alias) => alias !== team.abbreviation);
  return { ...team, conference: reference.conference, division: reference.division, aliases };
}

/**
 * The week holding today's games: the scoreboard's own week in the regular season or postseason (postseason
 * weeks numbered after the regular season, as games are); otherwise (preseason, off-season, a file of events)
 * the week of the earliest game not yet finished, else the latest week.
 */
function currentWeekOf(parts: EspnSnapshotParts, games: readonly GameRecord[], regularWeeks: number): number | null {
  if (parts.league === 'MLB') return null;
  const week = parts.scoreboard?.week?.number;
  const seasonType = parts.scoreboard?.season?.type;
  // Preseason (1) and off-season (4) weeks are not weeks of the stored season: the games decide then.
  if (week !== undefined && seasonType === 2) return week;
  if (week !== undefined && seasonType === 3) return regularWeeks + week;
  const open = games.filter((game) => game.status !== 'finished' && game.week !== null);
  if (open.length > 0) return [...open].sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt))[0]?.week ?? null;
  const weeks = games.flatMap((game) => (game.week === null ? [] : [game.week]));
  return weeks.length > 0 ? Math.max(...weeks) : null;
}

/** Scoreboard events (plus box scores and rosters fetched beside them) → one league snapshot from ESPN. */
export function espnLeagueSnapshot(parts: EspnSnapshotParts): EspnLeagueSnapshot {
  const regularWeeks = parts.league === 'MLB' ? 0 : regularSeasonWeeks(parts.scoreboard, parts.league);
  const records = recordsFromEspnEvents(parts.events, {
    league: parts.league,
    fetchedAt: parts.now.toISOString(),
    regularSeasonWeeks: regularWeeks,
  });
  const seasons = records.games.map((game) => game.season);
  const season = parts.scoreboard?.season?.year ?? (seasons.length > 0 ? Math.max(...seasons) : parts.now.getUTCFullYear());
  return {
    source: 'espn',
    league: parts.league,
    season,
    currentWeek: currentWeekOf(parts, records.games, regularWeeks),
    teams: parts.league === 'NFL' ? records.teams.map(withNflReference) : records.teams,
    games: records.games,
    boxScores: parts.boxScores ?? [],
    lines: records.lines,
    rosters: parts.rosters ?? [],
    ...(parts.partial ? { partial: true } : {}),
    unresolved: [...records.skipped, ...(parts.unresolved ?? [])],
    dropped: parts.dropped?.dropped ?? [],
    // A full refresh keeps the stored games of the events it could not read: their absence is no news.
    ...(parts.partial ? {} : { unreadGames: (parts.dropped?.droppedItems ?? []).flatMap((item) => recordIdOf(item) ?? []) }),
    openingLines: records.openingLines,
  };
}

/**
 * A saved ESPN scoreboard (a whole response, or an array of its events as some tools save them) → a partial
 * snapshot: a file holds some weeks, so it is merged into what is stored and removes nothing. An event that
 * fails its schema is dropped with its reason and the rest is stored (one season 2147483648 no
 * longer cancels the file).
 */
export function espnSnapshotFromFile(payload: unknown, league: HubLeague, now: Date): EspnLeagueSnapshot {
  const scoreboard = Array.isArray(payload) ? null : parsePayload('espn', payload, espnScoreboardSchema);
  const read = scoreboard ? scoreboard.events : parsePayload('espn', payload, espnEventListSchema);
  const snapshot = espnLeagueSnapshot({ league, now, events: read.records, scoreboard, dropped: read, partial: true });
  return {
    ...snapshot,
    lines: datedBeforeKickoff(snapshot.lines, snapshot.games, now),
    openingLines: datedBeforeKickoff(snapshot.openingLines, snapshot.games, now),
  };
}

/**
 * A saved scoreboard does not say when it was captured. A price of a game it shows as not yet started was
 * read before that game's kickoff, so one loaded after the kickoff is dated a minute before it. Prices of
 * games in play or over keep `now`.
 */
function datedBeforeKickoff(lines: readonly LineRecord[], games: readonly GameRecord[], now: Date): LineRecord[] {
  const kickoffs = new Map(games.filter((game) => game.status === 'scheduled').map((game) => [game.sourceId, Date.parse(game.scheduledAt)]));
  return lines.map((line) => {
    const kickoff = kickoffs.get(line.gameId);
    return kickoff === undefined || kickoff > now.getTime() ? line : { ...line, fetchedAt: priceTimeBeforeKickoff(kickoff, now) };
  });
}
