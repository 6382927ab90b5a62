import { z } from 'zod';
import { footballLeagueSchema, freshnessSchema, sourceFailureSchema } from './leagues.ts';

/** docs/product/dashboard.md team stats record. Percentages 0-100, time of possession in fractional minutes. */
export const teamStatsSchema = z.object({
  id: z.number().int(),
  teamName: z.string(),
  league: footballLeagueSchema,
  rank: z.number().int(),
  thirdDownPct: z.number().nullable(),
  atsWinPct: z.number().nullable(),
  pointsPerGame: z.number(),
  redZoneScoringPct: z.number().nullable(),
  turnoversPerGame: z.number(),
  yardsPerPlay: z.number(),
  penaltiesPerGame: z.number(),
  fieldGoalsPerGame: z.number(),
  opponentPointsPerGame: z.number(),
  opponentRedZoneScoresPerGame: z.number().nullable(),
  opponentRedZoneScoringPct: z.number().nullable(),
  strengthOfSchedule: z.number(),
  pointsPerPlayMargin: z.number(),
  timeOfPossession: z.number().nullable(),
  secondsPerPlay: z.number().nullable(),
  moneylineOdds: z.number().int().nullable(),
  impliedWinProb: z.number().nullable(),
  isFavored: z.number().int(),
  favoredScore: z.number(),
  combinedScore: z.number(),
  conference: z.string().nullable(),
  abbreviation: z.string(),
});
export type TeamStatsRecord = z.infer<typeof teamStatsSchema>;

/** A team of the league with no counted game yet: shown as "no statistics yet", never ranked on zeros. */
export const teamWithoutStatisticsSchema = z.object({
  id: z.number().int(),
  teamName: z.string(),
  abbreviation: z.string(),
  conference: z.string().nullable(),
});
export type TeamWithoutStatistics = z.infer<typeof teamWithoutStatisticsSchema>;

export const teamsResponseSchema = freshnessSchema.extend({
  league: footballLeagueSchema,
  season: z.number().int().nullable(),
  week: z.number().int().nullable(),
  /** The ranked teams: those with at least one game whose box scores are stored. */
  teams: z.array(teamStatsSchema),
  /** The league's other teams, by name; absent from an answer that predates it. */
  teamsWithoutStatistics: z.array(teamWithoutStatisticsSchema).optional(),
});
export type TeamsResponse = z.infer<typeof teamsResponseSchema>;

export const teamAveragesResponseSchema = freshnessSchema.extend({
  thirdDownPct: z.number().nullable(),
  atsWinPct: z.number().nullable(),
  pointsPerGame: z.number().nullable(),
});
export type TeamAveragesResponse = z.infer<typeof teamAveragesResponseSchema>;

/**
 * docs/product/dashboard.md reads results.nfl.count and results.ncaa.count. `sourceFailures` (present only when one failed, ADR
 * 030) names a secondary source left out of that league's refresh, which still succeeded: the toast stays the page's.
 */
const leagueRefreshCountSchema = z.object({ count: z.number().int(), sourceFailures: z.array(sourceFailureSchema).optional() });

export const refreshAllResponseSchema = z.object({
  results: z.object({
    nfl: leagueRefreshCountSchema,
    ncaa: leagueRefreshCountSchema,
  }),
});
export type RefreshAllResponse = z.infer<typeof refreshAllResponseSchema>;
