import { z } from 'zod';
import { MAX_RECORDS_PER_SEASON_LIST, refusal } from '../payload-limits.ts';

/**
 * CollegeFootballData API v2 payloads (api.collegefootballdata.com). Only the fields Playbook reads are
 * checked; the rest pass. Team ids are CFBD's, which are ESPN's team ids; names are schools ("Ohio State").
 */
const points = z.number().int().nonnegative().nullish();

/** `/games` */
export const cfbdGameSchema = z.object({
  id: z.number().int(),
  season: z.number().int(),
  week: z.number().int(),
  seasonType: z.string(),
  startDate: z.iso.datetime({ offset: true }),
  completed: z.boolean(),
  /** Played at neither team's home (bowl games, kick-off classics); CFBD's home team is then nominal. */
  neutralSite: z.boolean().nullish(),
  homeId: z.number().int().nullish(),
  homeTeam: z.string().min(1),
  homePoints: points,
  homeLineScores: z.array(z.number().int()).nullish(),
  awayId: z.number().int().nullish(),
  awayTeam: z.string().min(1),
  awayPoints: points,
  awayLineScores: z.array(z.number().int()).nullish(),
});
export type CfbdGame = z.infer<typeof cfbdGameSchema>;

/** `/lines`: one entry per game, one `lines[]` item per provider; any price may be null. */
export const cfbdProviderLineSchema = z.object({
  provider: z.string().min(1),
  /** The home team's line: negative when the home team is favoured ("Texas -7.0" with Texas at home is -7). */
  spread: z.number().nullish(),
  formattedSpread: z.string().nullish(),
  overUnder: z.number().nullish(),
  homeMoneyline: z.number().nullish(),
  awayMoneyline: z.number().nullish(),
});
export type CfbdProviderLine = z.infer<typeof cfbdProviderLineSchema>;

export const cfbdGameLinesSchema = z.object({
  id: z.number().int(),
  season: z.number().int(),
  seasonType: z.string(),
  week: z.number().int(),
  startDate: z.iso.datetime({ offset: true }),
  homeTeamId: z.number().int().nullish(),
  homeTeam: z.string().min(1),
  awayTeamId: z.number().int().nullish(),
  awayTeam: z.string().min(1),
  lines: z.array(cfbdProviderLineSchema).max(100),
});
export type CfbdGameLines = z.infer<typeof cfbdGameLinesSchema>;

/** `/games/teams`: per-game team box stats, every value a string ("5-13", "33:51"). */
export const cfbdGameTeamsSchema = z.object({
  id: z.number().int(),
  teams: z.array(
    z.object({
      teamId: z.number().int().nullish(),
      team: z.string().min(1),
      homeAway: z.enum(['home', 'away']),
      points: z.number().int().nonnegative(),
      stats: z.array(z.object({ category: z.string().min(1), stat: z.string() })),
    }),
  ),
});
export type CfbdGameTeams = z.infer<typeof cfbdGameTeamsSchema>;

/** `/ppa/teams`: season EPA per play (CFBD's "PPA") of offence and defence. */
export const cfbdTeamPpaSchema = z.object({
  season: z.number().int(),
  team: z.string().min(1),
  offense: z.object({ overall: z.number().nullable() }),
  defense: z.object({ overall: z.number().nullable() }),
});
export type CfbdTeamPpa = z.infer<typeof cfbdTeamPpaSchema>;

/** `/stats/season/advanced`: the season's PPA and success rate per play. */
const advancedSideSchema = z.object({
  plays: z.number().nullish(),
  ppa: z.number().nullish(),
  successRate: z.number().min(0).max(1).nullish(),
});
export const cfbdSeasonAdvancedSchema = z.object({
  season: z.number().int(),
  team: z.string().min(1),
  offense: advancedSideSchema,
  defense: advancedSideSchema,
});
export type CfbdSeasonAdvanced = z.infer<typeof cfbdSeasonAdvancedSchema>;

/** `/stats/game/advanced`: one row per team and game, the game's PPA and success rate per play. */
export const cfbdGameAdvancedSchema = z.object({
  gameId: z.number().int(),
  season: z.number().int(),
  week: z.number().int(),
  team: z.string().min(1),
  opponent: z.string().min(1),
  offense: advancedSideSchema,
  defense: advancedSideSchema,
});
export type CfbdGameAdvanced = z.infer<typeof cfbdGameAdvancedSchema>;

export const cfbdGamesSchema = z.array(cfbdGameSchema).max(MAX_RECORDS_PER_SEASON_LIST, refusal('records', MAX_RECORDS_PER_SEASON_LIST));
export const cfbdGamesAdvancedSchema = z.array(cfbdGameAdvancedSchema).max(MAX_RECORDS_PER_SEASON_LIST, refusal('records', MAX_RECORDS_PER_SEASON_LIST));
export const cfbdLinesSchema = z.array(cfbdGameLinesSchema).max(MAX_RECORDS_PER_SEASON_LIST, refusal('records', MAX_RECORDS_PER_SEASON_LIST));
export const cfbdGamesTeamsSchema = z.array(cfbdGameTeamsSchema).max(MAX_RECORDS_PER_SEASON_LIST, refusal('records', MAX_RECORDS_PER_SEASON_LIST));
export const cfbdTeamsPpaSchema = z.array(cfbdTeamPpaSchema).max(MAX_RECORDS_PER_SEASON_LIST, refusal('records', MAX_RECORDS_PER_SEASON_LIST));
export const cfbdSeasonAdvancedListSchema = z.array(cfbdSeasonAdvancedSchema).max(MAX_RECORDS_PER_SEASON_LIST, refusal('records', MAX_RECORDS_PER_SEASON_LIST));
