import { z } from 'zod';
import { numericId, perPlay, points, price, score, seasonYear, smallCount, text } from '../feed-bounds.ts';
import { MAX_RECORDS_PER_SEASON_LIST } from '../payload-limits.ts';
import { recordList } from '../read-records.ts';

/**
 * CollegeFootballData API v2 payloads (api.collegefootballdata.com). Only the fields Playbook reads are
 * checked; the rest pass. Team ids are CFBD's, which are ESPN's team ids; names are schools ("Ohio State").
 * Every string and number is bounded: a record (a game, a game's lines, one provider's line, a
 * team's box score or figures) holding a value no game can have is dropped with its reason and counted; the
 * rest of the answer is stored.
 */
const teamName = text().min(1);
const seasonType = text(40);
const lineScores = z.array(score).max(99).nullish();

/** `/games` */
export const cfbdGameSchema = z.object({
  id: numericId,
  season: seasonYear,
  week: smallCount,
  seasonType,
  startDate: z.iso.datetime({ offset: true }),
  completed: z.boolean(),
  /** Played at neither team's home (bowl games, kick-off classics); CFBD's home team is then nominal. */
  neutralSite: z.boolean().nullish(),
  homeId: numericId.nullish(),
  homeTeam: teamName,
  homePoints: score.nullish(),
  homeLineScores: lineScores,
  awayId: numericId.nullish(),
  awayTeam: teamName,
  awayPoints: score.nullish(),
  awayLineScores: lineScores,
});
export type CfbdGame = z.infer<typeof cfbdGameSchema>;

/** `/lines`: one entry per game, one `lines[]` item per provider; any price may be null. */
export const cfbdProviderLineSchema = z.object({
  provider: text(80).min(1),
  /** The home team's line: negative when the home team is favoured ("Texas -7.0" with Texas at home is -7). */
  spread: points.nullish(),
  formattedSpread: text(80).nullish(),
  overUnder: points.nullish(),
  homeMoneyline: price.nullish(),
  awayMoneyline: price.nullish(),
});
export type CfbdProviderLine = z.infer<typeof cfbdProviderLineSchema>;

export const cfbdGameLinesSchema = z.object({
  id: numericId,
  season: seasonYear,
  seasonType,
  week: smallCount,
  startDate: z.iso.datetime({ offset: true }),
  homeTeamId: numericId.nullish(),
  homeTeam: teamName,
  awayTeamId: numericId.nullish(),
  awayTeam: teamName,
  lines: recordList(cfbdProviderLineSchema, 'provider line', { max: 100, plural: 'provider lines' }),
});
export type CfbdGameLines = z.infer<typeof cfbdGameLinesSchema>;

/** What still names the game of a `/lines` entry that failed its schema (see unread-games.ts). */
export const cfbdGameLinesRefSchema = cfbdGameLinesSchema
  .pick({ id: true, homeTeam: true, awayTeam: true, homeTeamId: true, awayTeamId: true, startDate: true })
  .transform((entry) => ({ ...entry, homeId: entry.homeTeamId, awayId: entry.awayTeamId }));

/** `/games/teams`: per-game team box stats, every value a string ("5-13", "33:51"). */
export const cfbdGameTeamsSchema = z.object({
  id: numericId,
  teams: z
    .array(
      z.object({
        teamId: numericId.nullish(),
        team: teamName,
        homeAway: z.enum(['home', 'away']),
        points: score,
        stats: z.array(z.object({ category: text(80).min(1), stat: text(40) })).max(200),
      }),
    )
    .max(4),
});
export type CfbdGameTeams = z.infer<typeof cfbdGameTeamsSchema>;

/** `/ppa/teams`: season EPA per play (CFBD's "PPA") of offence and defence. */
export const cfbdTeamPpaSchema = z.object({
  season: seasonYear,
  team: teamName,
  offense: z.object({ overall: perPlay.nullable() }),
  defense: z.object({ overall: perPlay.nullable() }),
});
export type CfbdTeamPpa = z.infer<typeof cfbdTeamPpaSchema>;

/** `/stats/season/advanced`: the season's PPA and success rate per play. */
const advancedSideSchema = z.object({
  plays: z.number().min(0).max(1_000_000).nullish(),
  ppa: perPlay.nullish(),
  successRate: z.number().min(0).max(1).nullish(),
});
export const cfbdSeasonAdvancedSchema = z.object({
  season: seasonYear,
  team: teamName,
  offense: advancedSideSchema,
  defense: advancedSideSchema,
});
export type CfbdSeasonAdvanced = z.infer<typeof cfbdSeasonAdvancedSchema>;

/** `/stats/game/advanced`: one row per team and game, the game's PPA and success rate per play. */
export const cfbdGameAdvancedSchema = z.object({
  gameId: numericId,
  season: seasonYear,
  week: smallCount,
  team: teamName,
  opponent: teamName,
  offense: advancedSideSchema,
  defense: advancedSideSchema,
});
export type CfbdGameAdvanced = z.infer<typeof cfbdGameAdvancedSchema>;

/** A season list, read record by record (at most MAX_RECORDS_PER_SEASON_LIST, past which the answer is refused). */
const seasonList = <T>(schema: z.ZodType<T>, what: string) => recordList(schema, `cfbd ${what}`, { max: MAX_RECORDS_PER_SEASON_LIST, plural: 'records' });

export const cfbdGamesSchema = seasonList(cfbdGameSchema, 'game');
export const cfbdGamesAdvancedSchema = seasonList(cfbdGameAdvancedSchema, 'game figures');
export const cfbdLinesSchema = seasonList(cfbdGameLinesSchema, 'game lines');
export const cfbdGamesTeamsSchema = seasonList(cfbdGameTeamsSchema, 'box score');
export const cfbdTeamsPpaSchema = seasonList(cfbdTeamPpaSchema, 'team EPA');
export const cfbdSeasonAdvancedListSchema = seasonList(cfbdSeasonAdvancedSchema, 'team figures');
