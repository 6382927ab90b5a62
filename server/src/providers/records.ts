import { z } from 'zod';
import { dataSourceSchema, gameStatusDetailSchema, hubLeagueSchema, sourceFailureSchema } from '@playbook/contracts';

/**
 * The normalized records every provider returns (each adapter reads one source in its own format and
 * returns these, zod-validated). Teams and games are referred to by the source's own ids.
 */
export const teamRecordSchema = z.object({
  sourceId: z.string().min(1),
  name: z.string().min(1),
  abbreviation: z.string().min(1),
  conference: z.string().nullable(),
  division: z.string().nullable(),
  aliases: z.array(z.string()),
});
export type TeamRecord = z.infer<typeof teamRecordSchema>;

export const gameRecordSchema = z.object({
  sourceId: z.string().min(1),
  season: z.number().int(),
  week: z.number().int().nullable(),
  homeTeamId: z.string().min(1),
  awayTeamId: z.string().min(1),
  scheduledAt: z.iso.datetime(),
  status: z.enum(['scheduled', 'live', 'finished']),
  /** The source's finer state (postponed, suspended, halftime…); absent or null where it says nothing more. */
  statusDetail: gameStatusDetailSchema.nullable().optional(),
  period: z.number().int().nullable(),
  clock: z.string().nullable(),
  homeScore: z.number().int().nonnegative().nullable(),
  awayScore: z.number().int().nonnegative().nullable(),
  referee: z.string().nullable(),
  venue: z.string().nullable(),
  /**
   * Played at neither team's home (nflverse `location` "Neutral", ESPN and CFBD `neutralSite`). Absent is a
   * home game: the demo season and the sources without the flag (The Odds API) have none.
   */
  neutralSite: z.boolean().optional(),
  /**
   * nflverse (ADR 064): each side's starting quarterback (a scheduled game's expected one), the roof, wind in
   * mph and temperature in °F (empty under a roof). Absent where the source has none: the stored value stays.
   */
  homeQbId: z.string().min(1).nullable().optional(),
  awayQbId: z.string().min(1).nullable().optional(),
  homeQbName: z.string().min(1).nullable().optional(),
  awayQbName: z.string().min(1).nullable().optional(),
  roof: z.string().min(1).nullable().optional(),
  wind: z.number().int().min(0).max(100).nullable().optional(),
  temperature: z.number().int().min(-60).max(140).nullable().optional(),
});
export type GameRecord = z.infer<typeof gameRecordSchema>;

/** One team's box score in one finished game: what weekly team stats are accumulated from. */
export const boxScoreRecordSchema = z.object({
  gameId: z.string().min(1),
  teamId: z.string().min(1),
  points: z.number().int().nonnegative(),
  firstHalfPoints: z.number().int().nonnegative().nullable(),
  plays: z.number().int().positive(),
  yards: z.number().int(),
  // Null where the source does not report it (nflverse team-week stats have no third downs, red zone or
  // possession time): the season's metric is then left out instead of being shown as zero.
  thirdDownAttempts: z.number().int().nonnegative().nullable(),
  thirdDownConversions: z.number().int().nonnegative().nullable(),
  redZoneTrips: z.number().int().nonnegative().nullable(),
  redZoneScores: z.number().int().nonnegative().nullable(),
  turnovers: z.number().int().nonnegative(),
  penalties: z.number().int().nonnegative(),
  fieldGoalsMade: z.number().int().nonnegative(),
  possessionSeconds: z.number().int().nonnegative().nullable(),
  /** Expected points added per offensive play and share of successful plays (college advanced stats). */
  epaPerPlay: z.number().nullable(),
  successRate: z.number().min(0).max(1).nullable(),
});
export type BoxScoreRecord = z.infer<typeof boxScoreRecordSchema>;

export const lineRecordSchema = z.object({
  gameId: z.string().min(1),
  bookmaker: z.string().min(1),
  market: z.enum(['moneyline', 'spread', 'total']),
  /** The team's source id for moneyline and spread; 'Over' or 'Under' for totals. */
  selection: z.string().min(1),
  lineValue: z.number().nullable(),
  americanOdds: z.number().int().refine((odds) => Math.abs(odds) >= 100, 'American odds must be at or beyond ±100'),
  isAlternate: z.boolean(),
  fetchedAt: z.iso.datetime(),
  /**
   * The source that sent the line, where a snapshot merges several (the live provider adds The Odds API's and
   * CFBD's lines to ESPN's snapshot); absent: the snapshot's source. Stored with the line, so the footer can
   * credit it and a full refresh withdraws only the lines of the sources that took part in it.
   */
  source: dataSourceSchema.optional(),
});
export type LineRecord = z.infer<typeof lineRecordSchema>;

export const rosterRecordSchema = z.object({
  teamId: z.string().min(1),
  name: z.string().min(1),
  position: z.string().min(1),
  number: z.number().int().nullable(),
});
export type RosterRecord = z.infer<typeof rosterRecordSchema>;

export const injuryRecordSchema = z.object({
  teamId: z.string().min(1),
  playerName: z.string().min(1),
  position: z.string().min(1),
  injuryType: z.string().nullable(),
  status: z.string().min(1),
  gameStatus: z.string().nullable(),
  lastReported: z.iso.datetime(),
});
export type InjuryRecord = z.infer<typeof injuryRecordSchema>;

/** A team's season EPA per play and success rate as a source reports them; null where it has none. */
export const seasonAdvancedRecordSchema = z.object({
  teamId: z.string().min(1),
  season: z.number().int(),
  ppa: z.number().nullable(),
  successRate: z.number().min(0).max(1).nullable(),
  offenseEpa: z.number().nullable(),
  defenseEpa: z.number().nullable(),
});
export type SeasonAdvancedRecord = z.infer<typeof seasonAdvancedRecordSchema>;

/** Everything a provider knows of one league's season at one moment. */
export const leagueSnapshotSchema = z.object({
  source: dataSourceSchema,
  league: hubLeagueSchema,
  season: z.number().int(),
  /** The current week (the one holding today's games), null where the league has no weeks (MLB). */
  currentWeek: z.number().int().nullable(),
  teams: z.array(teamRecordSchema),
  games: z.array(gameRecordSchema),
  boxScores: z.array(boxScoreRecordSchema),
  lines: z.array(lineRecordSchema),
  rosters: z.array(rosterRecordSchema),
  /**
   * True for a snapshot holding only part of the league (a file of one week, one source's prices): it is
   * upserted and nothing it does not hold is removed. A full snapshot (absent or false) is the whole season.
   */
  partial: z.boolean().optional(),
  /**
   * The sources whose current lines a full snapshot holds all of: it withdraws the stored lines of these sources
   * it no longer offers, and no other's (a source not asked this time keeps its lines). Absent: the snapshot's
   * source alone. Every line's source must be one of them. A partial snapshot withdraws nothing.
   */
  lineSources: z.array(dataSourceSchema).min(1).optional(),
  /** Season EPA a source reports per team (CollegeFootballData): stored over the figures derived from box scores. */
  seasonAdvanced: z.array(seasonAdvancedRecordSchema).optional(),
  /** Names, games or payload parts that matched nothing stored: counted in the refresh result and logged. */
  unresolved: z.array(z.string()).optional(),
  /** Records a source sent that failed their schema, each with its reason: left out, counted and logged. */
  dropped: z.array(z.string()).optional(),
  /**
   * The source ids of games whose records a full snapshot dropped as unreadable: the snapshot says nothing of
   * them, so their stored games are neither removed nor their lines withdrawn (a bad record is no cancellation).
   */
  unreadGames: z.array(z.string()).optional(),
  /**
   * Secondary sources that failed and were left out (The Odds API, ADR 030; CollegeFootballData, ADR 032): never
   * among `lineSources`, so their stored lines stay as they were. Counted in the refresh result and logged; the
   * refresh succeeds.
   */
  sourceFailures: z.array(sourceFailureSchema).optional(),
  /**
   * True when a source that fills this snapshot's gaps failed and was left out (CollegeFootballData, ADR 032):
   * where the snapshot leaves a box-score field null, or does not call a game neutral-site, the stored value
   * stands, so what that source stored before is kept rather than blanked by the rows it used to fill in.
   */
  keepStoredGaps: z.boolean().optional(),
});
export type LeagueSnapshot = z.infer<typeof leagueSnapshotSchema>;

export const injurySnapshotSchema = z.object({
  source: dataSourceSchema,
  league: z.enum(['NFL', 'NCAA']),
  injuries: z.array(injuryRecordSchema),
});
export type InjurySnapshot = z.infer<typeof injurySnapshotSchema>;
