import { z } from 'zod';
import { footballLeagueParamSchema, footballLeagueSchema, freshnessSchema } from './leagues.ts';

/** A team named in the query: its name, abbreviation (any case) or database id, as the screens hold it. */
const teamParam = z.string().trim().min(1, 'Name a team').max(100, 'At most 100 characters');

/** American odds of a posted moneyline: an integer of at least +100 or at most −100. */
const moneylineParam = z.coerce
  .number()
  .int('Use whole American odds')
  .refine((odds) => odds >= 100 || odds <= -100, 'American odds are at least +100 or at most -100');

/**
 * GET /api/model/predict?league=NFL&home=<team>&away=<team>[&homeMoneyline=-150&awayMoneyline=130]: the fitted
 * rating model's figures for one matchup (issue 14, ADR 024). The moneylines are the ones the screen shows;
 * with both, the answer adds the no-vig market probability and the model's edge against it.
 */
export const modelPredictQuerySchema = footballLeagueParamSchema.extend({
  home: teamParam,
  away: teamParam,
  homeMoneyline: moneylineParam.optional(),
  awayMoneyline: moneylineParam.optional(),
});
export type ModelPredictQuery = z.infer<typeof modelPredictQuerySchema>;

export const modelTeamSchema = z.object({ id: z.number().int(), teamName: z.string(), abbreviation: z.string() });

/** The model's figures: expected points of each side (the simulations' scoring means), margin, P(home), total. */
export const modelPredictionSchema = z.object({
  homePoints: z.number(),
  awayPoints: z.number(),
  /** Home points minus away points. */
  margin: z.number(),
  /** 0-1. */
  homeWinProbability: z.number().min(0).max(1),
  total: z.number(),
});
export type ModelPrediction = z.infer<typeof modelPredictionSchema>;

/** The posted moneyline de-vigged (multiplicative), and model − market in percentage points from each side. */
export const modelMarketSchema = z.object({
  homeMoneyline: z.number().int(),
  awayMoneyline: z.number().int(),
  homeProbability: z.number().min(0).max(1),
  awayProbability: z.number().min(0).max(1),
  homeEdge: z.number(),
  awayEdge: z.number(),
});
export type ModelMarket = z.infer<typeof modelMarketSchema>;

export const modelPredictResponseSchema = freshnessSchema.extend({
  success: z.literal(true),
  league: footballLeagueSchema,
  home: modelTeamSchema,
  away: modelTeamSchema,
  prediction: modelPredictionSchema,
  /** Null unless both moneylines were given. */
  market: modelMarketSchema.nullable(),
  /** Finished games the ratings were fitted on (0: every team rates as average). */
  gamesFitted: z.number().int().nonnegative(),
});
export type ModelPredictResponse = z.infer<typeof modelPredictResponseSchema>;
