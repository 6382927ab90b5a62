import { z } from 'zod';
import { footballLeagueParamSchema, footballLeagueSchema, freshnessSchema } from './leagues.ts';

/** A team named in the query: its name, abbreviation (any case) or database id, as the screens hold it. */
const teamParam = z.string({ error: 'Name a team' }).trim().min(1, 'Name a team').max(100, 'At most 100 characters');

/** American odds of a posted moneyline: an integer of at least +100 or at most −100. */
const moneylineParam = z.coerce
  .number({ error: 'Use American odds, e.g. -150 or 130' })
  .int('Use whole American odds')
  .refine((odds) => odds >= 100 || odds <= -100, 'American odds are at least +100 or at most -100');

/** The message of a `neutral` flag sent with a `kickoff`: the stored game at that kick-off decides (ADR 034). */
export const NEUTRAL_WITH_KICKOFF_MESSAGE = 'Leave neutral out with a kickoff: the stored game at that kick-off decides';

/**
 * GET /api/model/predict?league=NFL&home=<team>&away=<team>[&homeMoneyline=-150&awayMoneyline=130][&kickoff=<ISO> | &neutral=true]:
 * the fitted rating model's figures for one matchup (ADR 024). The moneylines are the ones the screen
 * shows; with both, the answer adds the no-vig market probability and the model's edge against it.
 */
export const modelPredictQuerySchema = footballLeagueParamSchema
  .extend({
    home: teamParam,
    away: teamParam,
    homeMoneyline: moneylineParam.optional(),
    awayMoneyline: moneylineParam.optional(),
    /**
     * The kick-off of the scheduled game being predicted: each team's rest is then the days since its last stored
     * game of the season before it (the backtest's rule). Without it (a free matchup) the rest counts as equal.
     * A stored game of the two teams at exactly this kick-off that is played at a neutral site has no home edge.
     */
    kickoff: z.iso.datetime({ offset: true, error: 'Use an ISO date and time, e.g. 2025-10-06T17:00:00Z' }).optional(),
    /**
     * A free matchup (no kick-off) played at a neutral site (a bowl or a Super Bowl not yet stored, a what-if):
     * 'true' drops the home edge, 'false' (or absent) is a home game of `home` (ADR 034).
     */
    neutral: z.enum(['true', 'false'], { error: "Use 'true' or 'false'" }).optional(),
  })
  // A scheduled game's venue is the stored game's (ADR 029); a flag that could contradict it is refused, not ignored.
  .refine((query) => query.kickoff === undefined || query.neutral === undefined, { message: NEUTRAL_WITH_KICKOFF_MESSAGE, path: ['neutral'] });
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
  /**
   * The days of rest the prediction used (days since each team's previous game that season, by the kick-off
   * asked for); null when unknown (no kick-off, or no earlier game that season): the model then counts it equal.
   */
  rest: z.object({ home: z.number().int().nonnegative().nullable(), away: z.number().int().nonnegative().nullable() }),
  /**
   * True when the kick-off names a stored game played at a neutral site (ADR 029), or a free matchup (no kick-off)
   * asks for one with `neutral=true` (ADR 034): the margin and both teams' expected points then carry no home-field
   * edge. False for a home game.
   */
  neutralSite: z.boolean(),
  /** Null unless both moneylines were given. */
  market: modelMarketSchema.nullable(),
  /** Finished games the ratings were fitted on (0: every team rates as average). */
  gamesFitted: z.number().int().nonnegative(),
});
export type ModelPredictResponse = z.infer<typeof modelPredictResponseSchema>;
