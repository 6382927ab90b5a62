import { z } from 'zod';
import { footballLeagueQuerySchema, footballLeagueSchema, freshnessSchema } from './leagues.ts';
import { marketTypeSchema } from './lines.ts';

/** Optional ?league=NFL|NCAA (any case) narrows the list to one league; absent means both. */
export const weeklyRecommendationsQuerySchema = footballLeagueQuerySchema;

/** docs/product/live-slate.md "Weekly recommendation": game, betType, selection, confidence, reasoning; plus where it is priced. */
export const weeklyRecommendationSchema = z.object({
  game: z.string(),
  eventId: z.string(),
  league: footballLeagueSchema,
  bookmaker: z.string(),
  betType: marketTypeSchema,
  selection: z.string(),
  odds: z.number().int(),
  /** Percent: the selection's leg probability from the matchup or over/under model. */
  confidence: z.number().min(0).max(100),
  reasoning: z.array(z.string()),
});
export type WeeklyRecommendationRecord = z.infer<typeof weeklyRecommendationSchema>;

/** docs/product/live-slate.md: {data: recommendations}. */
export const weeklyRecommendationsResponseSchema = freshnessSchema.extend({
  success: z.literal(true),
  data: z.array(weeklyRecommendationSchema),
});
export type WeeklyRecommendationsResponse = z.infer<typeof weeklyRecommendationsResponseSchema>;
