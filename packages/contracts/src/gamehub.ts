import { z } from 'zod';
import { freshnessSchema, hubLeagueSchema } from './leagues.ts';

/**
 * Pre-game odds of one bookmaker (docs/product/game-hub.md). The over/under predictor reads the total as
 * overLine/overOdds/underOdds (docs/product/over-under.md) and GameHub as points/over/under; both are sent so
 * either screen reads its own names.
 */
export const gameOddsSchema = z.object({
  bookmaker: z.string(),
  lastUpdate: z.string(),
  moneyline: z.object({ away: z.number().int().nullable(), home: z.number().int().nullable() }),
  spread: z.object({
    /** The home team's line: negative when the home team is favoured ("PHI -8.5" at home → −8.5). */
    points: z.number().nullable(),
    away: z.number().int().nullable(),
    home: z.number().int().nullable(),
  }),
  total: z.object({
    points: z.number().nullable(),
    over: z.number().int().nullable(),
    under: z.number().int().nullable(),
    overLine: z.number().nullable(),
    overOdds: z.number().int().nullable(),
    underOdds: z.number().int().nullable(),
  }),
});
export type GameOdds = z.infer<typeof gameOddsSchema>;

export const teamEpaSchema = z.object({ offense: z.number(), defense: z.number() });

export const gameStatusSchema = z.enum(['live', 'finished', 'scheduled']);

/**
 * What the source says beyond scheduled/live/finished. A postponed or canceled game is not live or final and
 * offers no current prices; a delayed or suspended one is stopped, not final (it resumes); halftime and end of
 * period are pauses of a live game; overtime marks a game in (or decided in) overtime. Null: nothing to add.
 */
export const GAME_STATUS_DETAILS = ['delayed', 'postponed', 'suspended', 'canceled', 'halftime', 'end_of_period', 'overtime'] as const;
export type GameStatusDetail = (typeof GAME_STATUS_DETAILS)[number];
export const gameStatusDetailSchema = z.enum(GAME_STATUS_DETAILS);
/** Games not played as scheduled: no current prices, and a bet on them is void. */
export const CALLED_OFF_STATUS_DETAILS = ['postponed', 'canceled'] as const satisfies readonly GameStatusDetail[];

/** docs/product/game-hub.md GameHub game (also the predictors' scheduled game, docs/product/matchup-predictor.md: id, teams, league, status, scheduledTime, dateString, odds). */
export const hubGameSchema = z.object({
  id: z.string(),
  awayTeam: z.string(),
  homeTeam: z.string(),
  league: hubLeagueSchema,
  status: gameStatusSchema,
  /** The source's finer state (absent where the source has none, as in the demo season). */
  statusDetail: gameStatusDetailSchema.nullable().optional(),
  scheduledTime: z.string(),
  period: z.number().int().nullable(),
  timeRemaining: z.string().nullable(),
  dateString: z.string(),
  awayScore: z.number().int().nullable(),
  homeScore: z.number().int().nullable(),
  week: z.number().int().nullable(),
  odds: gameOddsSchema.nullable(),
  /** NCAA only: season EPA per play of each team (docs/product/game-hub.md: EPA Statistics section). */
  epa: z.object({ away: teamEpaSchema, home: teamEpaSchema }).nullable(),
});
export type HubGame = z.infer<typeof hubGameSchema>;

const byLeague = <T extends z.ZodType>(item: T) => z.object({ nfl: item, mlb: item, ncaa: item });

/**
 * A league with no game in its week (MLB between the World Series and spring training, football between
 * seasons): the results of the last day it played and the next game's start (null: none scheduled yet).
 */
export const leagueBreakSchema = z.object({ lastResults: z.array(hubGameSchema), nextGameTime: z.string().nullable() });
export type LeagueBreak = z.infer<typeof leagueBreakSchema>;
/** Games of one league grouped by calendar day in America/New_York ('YYYY-MM-DD'), days in date order. */
export const gamesByDaySchema = z.record(z.string(), z.array(hubGameSchema));

export const gameHubAllResponseSchema = freshnessSchema.extend({
  timestamp: z.string(),
  data: z.object({
    live: byLeague(z.array(hubGameSchema)),
    schedule: byLeague(z.array(hubGameSchema)),
    organizedByDay: byLeague(gamesByDaySchema),
    /** Each league's break, null while it has games this week (absent from an answer that predates it). */
    breaks: byLeague(leagueBreakSchema.nullable()).optional(),
  }),
});
export type GameHubAllResponse = z.infer<typeof gameHubAllResponseSchema>;

export const gameHubLiveResponseSchema = freshnessSchema.extend({
  timestamp: z.string(),
  data: byLeague(z.array(hubGameSchema)),
});

/** /api/gamehub/nfl and /api/gamehub/ncaa (docs/product/game-hub.md: {success, data{schedule, organizedByDay}}). */
export const gameHubLeagueResponseSchema = freshnessSchema.extend({
  success: z.literal(true),
  data: z.object({ schedule: z.array(hubGameSchema), organizedByDay: gamesByDaySchema, break: leagueBreakSchema.nullable().optional() }),
});
export type GameHubLeagueResponse = z.infer<typeof gameHubLeagueResponseSchema>;

/** /api/gamehub: docs/product/game-hub.md "the combined feed has nflSchedule and ncaaSchedule" (scheduled games only). */
export const gameHubCombinedResponseSchema = freshnessSchema.extend({
  timestamp: z.string(),
  nflSchedule: z.array(hubGameSchema),
  ncaaSchedule: z.array(hubGameSchema),
});
