import { sql } from 'drizzle-orm';
import { GAME_STATUS_DETAILS } from '@playbook/contracts';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The largest value of a PostgreSQL `integer` (serial ids): a larger id can name no row. */
export const MAX_INTEGER_ID = 2_147_483_647;

/** A path id as a serial id, or undefined when it can name no row (past the integer range: a 404, not a 500). */
export function serialIdOf(text: string): number | undefined {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_INTEGER_ID ? id : undefined;
}

const league = () => text('league', { enum: ['NFL', 'NCAA', 'MLB'] }).notNull();
const SOURCES = ['demo', 'espn', 'odds-api', 'cfbd', 'nflverse'] as const;
const source = () => text('source', { enum: SOURCES }).notNull();
const instant = (name: string) => timestamp(name, { withTimezone: true });

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    league: league(),
    /** The source's own id for the team (ESPN id, or the abbreviation for the demo season). */
    sourceId: text('source_id').notNull(),
    name: text('name').notNull(),
    abbreviation: text('abbreviation').notNull(),
    conference: text('conference'),
    division: text('division'),
    aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
    source: source(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('teams_league_source_id_idx').on(t.league, t.sourceId), index('teams_league_name_idx').on(t.league, t.name)],
);

/** One row per team, season and week: the season-to-date metrics of docs/product/dashboard.md after that week's games. */
export const teamWeekStats = pgTable(
  'team_week_stats',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    season: integer('season').notNull(),
    week: integer('week').notNull(),
    gamesPlayed: integer('games_played').notNull(),
    rank: integer('rank').notNull(),
    thirdDownPct: doublePrecision('third_down_pct'),
    atsWinPct: doublePrecision('ats_win_pct'),
    pointsPerGame: doublePrecision('points_per_game').notNull(),
    redZoneScoringPct: doublePrecision('red_zone_scoring_pct'),
    turnoversPerGame: doublePrecision('turnovers_per_game').notNull(),
    yardsPerPlay: doublePrecision('yards_per_play').notNull(),
    penaltiesPerGame: doublePrecision('penalties_per_game').notNull(),
    fieldGoalsPerGame: doublePrecision('field_goals_per_game').notNull(),
    opponentPointsPerGame: doublePrecision('opponent_points_per_game').notNull(),
    opponentRedZoneScoresPerGame: doublePrecision('opponent_red_zone_scores_per_game'),
    opponentRedZoneScoringPct: doublePrecision('opponent_red_zone_scoring_pct'),
    strengthOfSchedule: doublePrecision('strength_of_schedule').notNull(),
    pointsPerPlayMargin: doublePrecision('points_per_play_margin').notNull(),
    timeOfPossession: doublePrecision('time_of_possession'),
    secondsPerPlay: doublePrecision('seconds_per_play'),
    moneylineOdds: integer('moneyline_odds'),
    impliedWinProb: doublePrecision('implied_win_prob'),
    isFavored: integer('is_favored').notNull().default(0),
    favoredScore: doublePrecision('favored_score').notNull(),
    combinedScore: doublePrecision('combined_score').notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.season, t.week] }), index('team_week_stats_season_week_idx').on(t.season, t.week)],
);

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    league: league(),
    sourceId: text('source_id').notNull(),
    season: integer('season').notNull(),
    week: integer('week'),
    homeTeamId: integer('home_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    awayTeamId: integer('away_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    scheduledAt: instant('scheduled_at').notNull(),
    status: text('status', { enum: ['scheduled', 'live', 'finished'] }).notNull(),
    /** The source's finer state: postponed and canceled games are void for grading; suspended is not final (ADR 045). */
    statusDetail: text('status_detail', { enum: GAME_STATUS_DETAILS }),
    period: integer('period'),
    clock: text('clock'),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    referee: text('referee'),
    venue: text('venue'),
    /** Played at neither team's home (a London game, a Super Bowl, a bowl game): the model gives no home edge. */
    neutralSite: boolean('neutral_site').notNull().default(false),
    /** Each side's starting quarterback (nflverse's id and name; a scheduled game's is the expected starter). */
    homeQbId: text('home_qb_id'),
    awayQbId: text('away_qb_id'),
    homeQbName: text('home_qb_name'),
    awayQbName: text('away_qb_name'),
    /** nflverse's roof ('outdoors', 'dome', 'closed', 'open'), wind in mph and temperature in °F (empty under a roof). */
    roof: text('roof'),
    wind: integer('wind'),
    temperature: integer('temperature'),
    source: source(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_league_source_id_idx').on(t.league, t.sourceId),
    index('games_league_scheduled_at_idx').on(t.league, t.scheduledAt),
    index('games_status_idx').on(t.status),
    index('games_league_season_week_idx').on(t.league, t.season, t.week),
  ],
);

/**
 * Every price of every bookmaker; a selection carries its own line ("PHI -8.5" is −8.5 for PHI). A line keeps
 * its id across refreshes: its natural key is (game, bookmaker, market, selection, point), moneylines having
 * no point (NULLS NOT DISTINCT makes two null points one key). Its price changes are in betting_line_history.
 */
export const bettingLines = pgTable(
  'betting_lines',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    bookmaker: text('bookmaker').notNull(),
    market: text('market', { enum: ['moneyline', 'spread', 'total'] }).notNull(),
    /** A team's abbreviation for moneyline and spread, 'Over' or 'Under' for totals. */
    selection: text('selection').notNull(),
    lineValue: doublePrecision('line_value'),
    /** The latest price. */
    americanOdds: integer('american_odds').notNull(),
    /** The first price seen. */
    openingOdds: integer('opening_odds').notNull(),
    /** The latest price fetched before kick-off; null while none was (a line first seen after kick-off). */
    closingOdds: integer('closing_odds'),
    isAlternate: boolean('is_alternate').notNull().default(false),
    /** The source that last sent the line: a full refresh withdraws only its own source's lines. */
    source: source(),
    /** When the source sent the current price (an unchanged price is not rewritten: league_state has the last check). */
    fetchedAt: instant('fetched_at').notNull(),
    /** When the price or the withdrawal last changed. */
    updatedAt: instant('updated_at').notNull().defaultNow(),
    /** Set when a full refresh no longer offers the line: kept with its history, hidden from current prices. */
    withdrawnAt: instant('withdrawn_at'),
    /**
     * ADR 044: set (with withdrawn_at) when the book's main line of this side moved to another point; cleared if
     * the point comes back. A main line's side has one current point at a time; alternates keep their own.
     */
    supersededAt: instant('superseded_at'),
    /**
     * ADR 035: the line's source was left out (it failed) of the latest full refresh before kick-off that either
     * left it out or heard it answer, so its closing price is only the last one seen before the outage. Written by
     * every full refresh for the lines of games still to start; frozen at kick-off.
     */
    closeUnconfirmed: boolean('close_unconfirmed').notNull().default(false),
  },
  (t) => [
    unique('betting_lines_natural_key').on(t.gameId, t.bookmaker, t.market, t.selection, t.lineValue).nullsNotDistinct(),
    index('betting_lines_game_idx').on(t.gameId),
    index('betting_lines_market_alt_idx').on(t.market, t.isAlternate),
  ],
);

/** Every price a line has had, oldest first: its first price, then one row per change (never per refresh). */
export const bettingLineHistory = pgTable(
  'betting_line_history',
  {
    id: serial('id').primaryKey(),
    lineId: integer('line_id')
      .notNull()
      .references(() => bettingLines.id, { onDelete: 'cascade' }),
    americanOdds: integer('american_odds').notNull(),
    recordedAt: instant('recorded_at').notNull(),
  },
  (t) => [index('betting_line_history_line_idx').on(t.lineId, t.recordedAt)],
);

/**
 * One team's box score in one finished game, as the sources sent it: season stats are derived from the stored
 * box scores (several sources feed one league), not from one snapshot. Null where the source does not report it.
 */
export const boxScores = pgTable(
  'box_scores',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    firstHalfPoints: integer('first_half_points'),
    plays: integer('plays').notNull(),
    yards: integer('yards').notNull(),
    thirdDownAttempts: integer('third_down_attempts'),
    thirdDownConversions: integer('third_down_conversions'),
    redZoneTrips: integer('red_zone_trips'),
    redZoneScores: integer('red_zone_scores'),
    turnovers: integer('turnovers').notNull(),
    penalties: integer('penalties').notNull(),
    fieldGoalsMade: integer('field_goals_made').notNull(),
    possessionSeconds: integer('possession_seconds'),
    epaPerPlay: doublePrecision('epa_per_play'),
    successRate: doublePrecision('success_rate'),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.teamId] }), index('box_scores_team_idx').on(t.teamId)],
);

export const injuries = pgTable(
  'injuries',
  {
    id: serial('id').primaryKey(),
    league: league(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    playerName: text('player_name').notNull(),
    position: text('position').notNull(),
    injuryType: text('injury_type'),
    status: text('status').notNull(),
    gameStatus: text('game_status'),
    lastReported: instant('last_reported').notNull(),
  },
  (t) => [index('injuries_league_idx').on(t.league), index('injuries_team_idx').on(t.teamId)],
);

export const rosterPlayers = pgTable(
  'roster_players',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: text('position').notNull(),
    number: integer('number'),
  },
  (t) => [index('roster_players_team_idx').on(t.teamId)],
);

/**
 * The EPA figures a source may report for a team's season (CollegeFootballData), as columns: one list for the
 * derived table and the reported one, so the store's laying-over (REPORTED_FIGURES) and both tables can never
 * name different figures. A function: each table needs its own column builders.
 */
const reportedFigureColumns = () => ({
  ppa: doublePrecision('ppa'),
  successRate: doublePrecision('success_rate'),
  offenseEpa: doublePrecision('offense_epa'),
  defenseEpa: doublePrecision('defense_epa'),
});
export type ReportedFigure = keyof ReturnType<typeof reportedFigureColumns>;
const isReportedFigure = (key: string): key is ReportedFigure => key in reportedFigureColumns();
/** The figures a reported row lays over a derived one, read off the one column list above. */
export const REPORTED_FIGURES: readonly ReportedFigure[] = Object.keys(reportedFigureColumns()).filter(isReportedFigure);

/** College advanced stats per team and season (PPA/EPA per play, success rate, first-half scoring). */
export const cfbAdvancedStats = pgTable(
  'cfb_advanced_stats',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    season: integer('season').notNull(),
    ...reportedFigureColumns(),
    turnoverMargin: doublePrecision('turnover_margin').notNull(),
    pointsPerPlayMargin: doublePrecision('points_per_play_margin').notNull(),
    firstHalfPointsPerGame: doublePrecision('first_half_points_per_game'),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.season] }), index('cfb_advanced_stats_season_idx').on(t.season)],
);

/**
 * A team's season EPA and success rate as a source reports them (CollegeFootballData), kept apart from the
 * derived cfb_advanced_stats: every derivation lays them over the figures derived from box scores, so a later
 * refresh without that source does not lose them. Null where the source has none.
 */
export const reportedAdvancedStats = pgTable(
  'reported_advanced_stats',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    season: integer('season').notNull(),
    ...reportedFigureColumns(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.season] })],
);

export const refreshLog = pgTable(
  'refresh_log',
  {
    id: serial('id').primaryKey(),
    source: source(),
    league: text('league').notNull(),
    kind: text('kind').notNull(),
    startedAt: instant('started_at').notNull(),
    finishedAt: instant('finished_at'),
    outcome: text('outcome', { enum: ['running', 'success', 'failure', 'skipped'] }).notNull(),
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    error: text('error'),
    /**
     * The secondary sources a successful refresh left out because they failed (ADR 030, 032), as data for the
     * footer's "did not answer" line; empty otherwise (the `error` column keeps the readable note beside it).
     */
    leftOutSources: text('left_out_sources', { enum: SOURCES })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [index('refresh_log_lookup_idx').on(t.source, t.league, t.kind, t.startedAt)],
);

/**
 * What the last successful refresh of a league loaded: its season, the provider's current week (the one holding
 * today's games, which the game hub and the slate show) and when. One row per league.
 */
export const leagueState = pgTable('league_state', {
  league: league().primaryKey(),
  source: source(),
  season: integer('season').notNull(),
  currentWeek: integer('current_week'),
  refreshedAt: instant('refreshed_at').notNull(),
  injuriesRefreshedAt: instant('injuries_refreshed_at'),
});
