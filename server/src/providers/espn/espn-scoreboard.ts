import type { HubLeague } from '@playbook/contracts';
import type { GameRecord, LineRecord, TeamRecord } from '../records.ts';
import { linesFromEspnOdds } from './espn-odds.ts';
import type { EspnEvent, EspnTeam } from './espn-schemas.ts';
import { espnGameState, liveClock } from './espn-status.ts';

/** ESPN's season types. */
const PRESEASON = 1;
const POSTSEASON = 3;
/** ESPN numbers the NFL postseason 1 wild card, 2 divisional, 3 conference, 4 Pro Bowl, 5 Super Bowl. */
const NFL_PRO_BOWL_WEEK = 4;
const NFL_SUPER_BOWL_WEEK = 5;

export interface ScoreboardContext {
  league: HubLeague;
  /** When the prices were read (stamped on every line). */
  fetchedAt: string;
  /** Regular-season weeks of the season (postseason weeks are numbered after them). */
  regularSeasonWeeks: number;
}

export interface ScoreboardRecords {
  teams: TeamRecord[];
  games: GameRecord[];
  /** The latest prices. */
  lines: LineRecord[];
  /** The opening prices, where ESPN still shows them (for the line history's first row). */
  openingLines: LineRecord[];
  /** Events that could not be read as a game, each with the reason. */
  skipped: string[];
}

/**
 * The week a game is stored under. Postseason weeks follow the regular season (NFL 2025: wild card 19,
 * divisional 20, conference 21, Super Bowl 22 — nflverse's numbering, so both sources agree on a game), since
 * ESPN restarts postseason weeks at 1 and they would otherwise collide with the regular season's.
 */
function storedWeek(event: EspnEvent, context: ScoreboardContext): number | null {
  if (context.league === 'MLB') return null;
  const week = event.week?.number ?? null;
  if (week === null || event.season.type !== POSTSEASON) return week;
  const round = context.league === 'NFL' && week === NFL_SUPER_BOWL_WEEK ? NFL_PRO_BOWL_WEEK : week;
  return context.regularSeasonWeeks + round;
}


function score(value: string | undefined, status: GameRecord['status']): number | null {
  if (status === 'scheduled' || value === undefined || !/^\d+$/.test(value)) return null;
  return Number(value);
}

function teamRecord(team: EspnTeam): TeamRecord {
  const aliases = [team.abbreviation, team.shortDisplayName, team.name, team.location]
    .filter((alias): alias is string => alias !== undefined && alias !== '' && alias !== team.displayName);
  return {
    sourceId: team.id,
    name: team.displayName,
    abbreviation: team.abbreviation ?? team.shortDisplayName ?? team.displayName,
    // The scoreboard names no conference or division (the snapshot fills the NFL's from the static table).
    conference: null,
    division: null,
    aliases: [...new Set(aliases)],
  };
}

/**
 * Scoreboard events → teams, games and lines. Teams are keyed by ESPN id; two teams sharing an abbreviation
 * (small college programmes do) would break the store's unique abbreviation, so the later one gets its id
 * appended. Preseason games and the NFL Pro Bowl (all-star teams) are left out.
 */
export function recordsFromEspnEvents(events: readonly EspnEvent[], context: ScoreboardContext): ScoreboardRecords {
  const teams = new Map<string, TeamRecord>();
  const abbreviations = new Map<string, string>();
  const games = new Map<string, GameRecord>();
  const lines: LineRecord[] = [];
  const openingLines: LineRecord[] = [];
  const skipped: string[] = [];
  const addTeam = (team: EspnTeam) => {
    if (teams.has(team.id)) return;
    const record = teamRecord(team);
    const holder = abbreviations.get(record.abbreviation);
    if (holder !== undefined && holder !== team.id) record.abbreviation = `${record.abbreviation}-${team.id}`;
    abbreviations.set(record.abbreviation, team.id);
    teams.set(team.id, record);
  };

  for (const event of events) {
    if (event.season.type === PRESEASON) continue;
    if (context.league === 'NFL' && event.season.type === POSTSEASON && event.week?.number === NFL_PRO_BOWL_WEEK) continue;
    const competition = event.competitions[0];
    const home = competition?.competitors.find((competitor) => competitor.homeAway === 'home');
    const away = competition?.competitors.find((competitor) => competitor.homeAway === 'away');
    const scheduledAt = new Date(event.date);
    if (!competition || !home || !away || Number.isNaN(scheduledAt.getTime())) {
      skipped.push(`event ${event.id}: no home and away team or no date`);
      continue;
    }
    addTeam(home.team);
    addTeam(away.team);
    const state = espnGameState(event.status);
    const { status } = state;
    games.set(event.id, {
      sourceId: event.id,
      season: event.season.year,
      week: storedWeek(event, context),
      homeTeamId: home.team.id,
      awayTeamId: away.team.id,
      scheduledAt: scheduledAt.toISOString(),
      status,
      statusDetail: state.statusDetail,
      period: status === 'scheduled' ? null : (event.status.period ?? null),
      clock: liveClock(state, event.status.displayClock),
      homeScore: score(home.score, status),
      awayScore: score(away.score, status),
      referee: null,
      venue: competition.venue?.fullName ?? null,
      neutralSite: competition.neutralSite === true,
    });
    const sides = { gameId: event.id, homeTeamId: home.team.id, awayTeamId: away.team.id };
    for (const odds of competition.odds ?? []) {
      lines.push(...linesFromEspnOdds(odds, sides, 'close', context.fetchedAt));
      openingLines.push(...linesFromEspnOdds(odds, sides, 'open', context.fetchedAt));
    }
  }
  return { teams: [...teams.values()], games: [...games.values()], lines: uniqueLines(lines), openingLines: uniqueLines(openingLines), skipped };
}

/** One record per game, bookmaker, market and selection (an event listed twice, in two weeks' answers, keeps its last). */
function uniqueLines(lines: readonly LineRecord[]): LineRecord[] {
  const byKey = new Map(lines.map((line) => [`${line.gameId}|${line.bookmaker}|${line.market}|${line.selection}`, line]));
  return [...byKey.values()];
}
