import { z } from 'zod';
import {
  HEDGE_BANKROLL_MESSAGE,
  HEDGE_DEFAULTS,
  HEDGE_KELLY_MESSAGE,
  HEDGE_MAX_KELLY_MULTIPLIER,
  HEDGE_MAX_LEGS,
  HEDGE_MAX_LEGS_MESSAGE,
  HEDGE_MAX_RISK_FRACTION,
  HEDGE_MIN_BANKROLL,
  HEDGE_MIN_KELLY_MULTIPLIER,
  HEDGE_MIN_LEGS,
  HEDGE_MIN_LEGS_MESSAGE,
  HEDGE_MIN_PAYOUT_MULTIPLIER,
  HEDGE_MIN_RISK_FRACTION,
  HEDGE_PAYOUT_MESSAGE,
  HEDGE_PREFERRED_LEG_MESSAGE,
  HEDGE_RISK_FRACTION_MESSAGE,
  HEDGE_STRATEGIES,
} from '@playbook/core';

// The rules and messages live in core (docs/product/arbitrage-and-hedging.md); this file only states them as zod schemas, so the
// server's 400s and the form's messages are the same sentences.

/** docs/product/arbitrage-and-hedging.md "other fields show the default messages of the validation layer (such as 'Required')". */
export const REQUIRED_MESSAGE = 'Required';

/**
 * Upper limits of our own (docs/product/arbitrage-and-hedging.md sets only the lower ones). They keep every amount in whole cents well inside exact integer
 * arithmetic (2^53), so the "to the cent" guarantees hold for any accepted request.
 */
export const HEDGE_MAX_BANKROLL = 1_000_000_000;
export const HEDGE_MAX_BANKROLL_MESSAGE = 'Bankroll must be at most $1,000,000,000';
export const HEDGE_MAX_PAYOUT_MULTIPLIER = 100_000;
export const HEDGE_MAX_PAYOUT_MESSAGE = 'Payout must be at most 100000x';
export const HEDGE_DESCRIPTION_MAX = 100;
export const LAST_LEG_MAX_AMOUNT = 1_000_000_000;

/** A number that says 'Required' when it is missing or an empty form field (NaN), and `typeMessage` otherwise. */
export function requiredNumber(typeMessage = 'Must be a number') {
  return z.number({
    error: (issue) => (issue.input === undefined || issue.input === null || Number.isNaN(issue.input) ? REQUIRED_MESSAGE : typeMessage),
  });
}

export const hedgePayoutMultiplierSchema = requiredNumber(HEDGE_PAYOUT_MESSAGE)
  .min(HEDGE_MIN_PAYOUT_MULTIPLIER, HEDGE_PAYOUT_MESSAGE)
  .max(HEDGE_MAX_PAYOUT_MULTIPLIER, HEDGE_MAX_PAYOUT_MESSAGE);

export const hedgeDescriptionSchema = z
  .string()
  .trim()
  .max(HEDGE_DESCRIPTION_MAX, `Description must be at most ${HEDGE_DESCRIPTION_MAX} characters`)
  .optional();

export const hedgeLegSchema = z.object({
  payoutMultiplier: hedgePayoutMultiplierSchema,
  description: hedgeDescriptionSchema,
});
export type HedgeLegInput = z.infer<typeof hedgeLegSchema>;

export const hedgeStrategySchema = z.enum(HEDGE_STRATEGIES, { error: 'Strategy must be constant-payoff or cascade' });

/** Everything of the hedge request but its legs (docs/product/arbitrage-and-hedging.md "Hedge request"). */
export const hedgeSettingsSchema = z.object({
  bankroll: requiredNumber(HEDGE_BANKROLL_MESSAGE)
    .min(HEDGE_MIN_BANKROLL, HEDGE_BANKROLL_MESSAGE)
    .max(HEDGE_MAX_BANKROLL, HEDGE_MAX_BANKROLL_MESSAGE),
  // docs/product/arbitrage-and-hedging.md: "riskFraction: 0.01 to 1, default 0.1" and "kellyMultiplier: 0 to 1, default 0.25": a request
  // without them takes the default. A form field left empty sends NaN, not nothing, and still says 'Required'.
  riskFraction: requiredNumber(HEDGE_RISK_FRACTION_MESSAGE)
    .min(HEDGE_MIN_RISK_FRACTION, HEDGE_RISK_FRACTION_MESSAGE)
    .max(HEDGE_MAX_RISK_FRACTION, HEDGE_RISK_FRACTION_MESSAGE)
    .default(HEDGE_DEFAULTS.riskFraction),
  strategy: hedgeStrategySchema,
  preferredLeg: requiredNumber(HEDGE_PREFERRED_LEG_MESSAGE).int(HEDGE_PREFERRED_LEG_MESSAGE).min(0, HEDGE_PREFERRED_LEG_MESSAGE).max(HEDGE_MAX_LEGS - 1, HEDGE_PREFERRED_LEG_MESSAGE).optional(),
  kellyMultiplier: requiredNumber(HEDGE_KELLY_MESSAGE)
    .min(HEDGE_MIN_KELLY_MULTIPLIER, HEDGE_KELLY_MESSAGE)
    .max(HEDGE_MAX_KELLY_MULTIPLIER, HEDGE_KELLY_MESSAGE)
    .default(HEDGE_DEFAULTS.kellyMultiplier),
});

/**
 * The hedge request with legs of any shape: the API's legs carry a payout multiplier, the form's legs a
 * price typed as a multiplier or as American odds that converts to one. Legs 2 to 10, and the preferred
 * leg must be one of them.
 */
export function hedgeRequestSchemaOf<Leg extends z.ZodType>(leg: Leg) {
  return hedgeSettingsSchema
    .extend({
      legs: z
        .array(leg, { error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : 'Legs must be a list of betting legs') })
        .min(HEDGE_MIN_LEGS, HEDGE_MIN_LEGS_MESSAGE)
        .max(HEDGE_MAX_LEGS, HEDGE_MAX_LEGS_MESSAGE),
    })
    .refine((request) => request.preferredLeg === undefined || request.preferredLeg < request.legs.length, {
      message: HEDGE_PREFERRED_LEG_MESSAGE,
      path: ['preferredLeg'],
    });
}

export const hedgeRequestSchema = hedgeRequestSchemaOf(hedgeLegSchema);
export type HedgeRequestBody = z.infer<typeof hedgeRequestSchema>;

/** docs/product/arbitrage-and-hedging.md "Hedge response": the opportunity object. */
export const hedgeOpportunitySchema = z.object({
  feasible: z.boolean(),
  totalStakeRequired: z.number(),
  legs: z.array(z.object({ stakeAmount: z.number(), expectedPayout: z.number() })),
  profitByOutcome: z.array(z.number()),
  sumOfInverseReturns: z.number(),
});
export type HedgeOpportunityBody = z.infer<typeof hedgeOpportunitySchema>;

export const hedgeResponseSchema = z.object({ opportunity: hedgeOpportunitySchema });
export type HedgeResponse = z.infer<typeof hedgeResponseSchema>;

const lastLegAmount = (field: string) =>
  requiredNumber(`${field} must be a number`)
    .min(0, `${field} must be at least 0`)
    .max(LAST_LEG_MAX_AMOUNT, `${field} must be at most ${LAST_LEG_MAX_AMOUNT}`);

/** docs/product/arbitrage-and-hedging.md POST /api/hedge/last-leg. Zero amounts are accepted: the screen sends 0 for unparsable input. */
export const lastLegHedgeRequestSchema = z.object({
  parlayStake: lastLegAmount('Parlay stake'),
  parlayPayout: lastLegAmount('Parlay payout'),
  isGrossPayout: z.boolean({ error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : 'Must be true or false') }),
  hedgeOdds: requiredNumber('Hedge odds must be a number')
    .min(-1_000_000, 'Hedge odds must be within ±1000000')
    .max(1_000_000, 'Hedge odds must be within ±1000000')
    .refine((odds) => Math.abs(odds) >= 100, 'Hedge odds must be American odds at or beyond ±100'),
});
export type LastLegHedgeRequestBody = z.infer<typeof lastLegHedgeRequestSchema>;

const hedgeScenarioSchema = z.object({ hedge: z.number(), netProfit: z.number() });

/** docs/product/arbitrage-and-hedging.md "Hedge result". */
export const lastLegHedgeResponseSchema = z.object({
  breakEvenHedge: z.number(),
  equalProfitHedge: z.number(),
  optimalHedge: z.number(),
  feasible: z.boolean(),
  scenarios: z.object({ parlayWins: z.array(hedgeScenarioSchema), parlayLoses: z.array(hedgeScenarioSchema) }),
});
export type LastLegHedgeResponse = z.infer<typeof lastLegHedgeResponseSchema>;
