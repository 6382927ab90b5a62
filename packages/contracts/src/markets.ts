import { z } from 'zod';
import { FAIR_METHODS, KELLY_FRACTIONS } from '@playbook/core';
import { footballLeagueParamSchema, footballLeagueSchema, freshnessSchema } from './leagues.ts';
import { marketTypeSchema } from './lines.ts';
import { textField } from './text-field.ts';

// The market board's three answers (odds, +EV bets, arbitrage and middles) and the account's
// settings for them. Probabilities are fractions 0-1; EV and profit percents are percents; amounts in dollars.

export const MARKET_BANKROLL_MAX = 10_000_000;
export const MARKET_MIN_EV_LIMIT = 100;
export const MARKET_BOOK_NAME_MAX = 100;
/** The arbitrage stakes are for this total unless the request names one (the slate analyzer's default). */
export const MARKET_DEFAULT_TOTAL_STAKE = 1000;

/** A number in a query string (text, so coerced) or in a JSON body (a number, never coerced: null is no 0). */
const numberOf = (label: string, from: 'query' | 'body') =>
  (from === 'query' ? z.coerce.number({ error: `${label} must be a number` }) : z.number({ error: `${label} must be a number` })).finite(`${label} must be a number`);

const EV_RANGE_MESSAGE = `Minimum EV must be between -${MARKET_MIN_EV_LIMIT} and ${MARKET_MIN_EV_LIMIT} %`;
const minEvField = (from: 'query' | 'body') => numberOf('Minimum EV', from).min(-MARKET_MIN_EV_LIMIT, EV_RANGE_MESSAGE).max(MARKET_MIN_EV_LIMIT, EV_RANGE_MESSAGE);
const bankrollField = (label: string, from: 'query' | 'body') =>
  numberOf(label, from).min(1, `${label} must be at least $1`).max(MARKET_BANKROLL_MAX, `${label} must be at most $${MARKET_BANKROLL_MAX.toLocaleString('en-US')}`);

/** GET /api/markets/odds?league=NFL|NCAA */
export const marketsOddsQuerySchema = footballLeagueParamSchema;
/** GET /api/markets/ev?league=&minEv= (minEv in percent; the account's threshold when absent). */
export const marketsEvQuerySchema = footballLeagueParamSchema.extend({ minEv: minEvField('query').optional() });
/** GET /api/markets/arbitrage?league=&total= (the total to split; $1000 when absent). */
export const marketsArbitrageQuerySchema = footballLeagueParamSchema.extend({ total: bankrollField('Total', 'query').optional() });

export const fairMethodSchema = z.enum(FAIR_METHODS, { error: `Fair method must be one of ${FAIR_METHODS.join(', ')}` });
const KELLY_FRACTION_MESSAGE = 'Kelly fraction must be 1, 0.5 or 0.25';
export const kellyFractionSchema = z
  .number({ error: KELLY_FRACTION_MESSAGE })
  .refine((fraction) => (KELLY_FRACTIONS as readonly number[]).includes(fraction), KELLY_FRACTION_MESSAGE);

/** The account's market settings. `referenceBook` null: the consensus (median) of every book. */
export const marketSettingsSchema = z.object({
  fairMethod: fairMethodSchema,
  referenceBook: textField('Reference book', MARKET_BOOK_NAME_MAX).nullable(),
  minEvPercent: minEvField('body'),
  bankroll: bankrollField('Bankroll', 'body'),
  kellyFraction: kellyFractionSchema,
});
export type MarketSettings = z.infer<typeof marketSettingsSchema>;

const sideSchema = z.enum(['home', 'away', 'over', 'under']);

const priceSchema = z.object({
  lineId: z.string(),
  book: z.string(),
  americanOdds: z.number().int(),
  openingOdds: z.number().int(),
  fetchedAt: z.string(),
  best: z.boolean(),
});

const marketSideSchema = z.object({
  side: sideSchema,
  selection: z.string(),
  point: z.number().nullable(),
  fairProbability: z.number().nullable(),
  fairOdds: z.number().int().nullable(),
  prices: z.array(priceSchema),
});

const boardGameSchema = z.object({
  id: z.string(),
  league: footballLeagueSchema,
  startsAt: z.string(),
  home: z.object({ abbreviation: z.string(), name: z.string() }),
  away: z.object({ abbreviation: z.string(), name: z.string() }),
  model: z.object({ margin: z.number(), total: z.number() }).nullable(),
});

const boardMarketSchema = z.object({
  key: z.string(),
  kind: marketTypeSchema,
  point: z.number().nullable(),
  alternate: z.boolean(),
  fairBooks: z.number().int(),
  sides: z.tuple([marketSideSchema, marketSideSchema]),
});

/** What the answers were computed with, so a screen can say it. */
const marketBasisSchema = freshnessSchema.extend({
  league: footballLeagueSchema,
  fairMethod: fairMethodSchema,
  referenceBook: z.string().nullable(),
  /** Why the board is empty (no games stored, none left this week, no prices); null when it is not. */
  emptyReason: z.string().nullable(),
});

export const marketsOddsResponseSchema = marketBasisSchema.extend({
  books: z.array(z.string()),
  games: z.array(z.object({ game: boardGameSchema, markets: z.array(boardMarketSchema) })),
});
export type MarketsOddsResponse = z.infer<typeof marketsOddsResponseSchema>;
export type MarketBoardGame = MarketsOddsResponse['games'][number];
export type MarketBoardMarket = z.infer<typeof boardMarketSchema>;

export const evBetSchema = z.object({
  lineId: z.string(),
  gameId: z.string(),
  league: footballLeagueSchema,
  matchup: z.string(),
  game: z.string(),
  startsAt: z.string(),
  kind: marketTypeSchema,
  side: sideSchema,
  selection: z.string(),
  point: z.number().nullable(),
  alternate: z.boolean(),
  book: z.string(),
  americanOdds: z.number().int(),
  fetchedAt: z.string(),
  fairProbability: z.number(),
  fairOdds: z.number().int().nullable(),
  evPercent: z.number(),
  kellyStake: z.number(),
});
export type EvBetRow = z.infer<typeof evBetSchema>;

export const marketsEvResponseSchema = marketBasisSchema.extend({
  minEvPercent: z.number(),
  bankroll: z.number(),
  kellyFraction: z.number(),
  bets: z.array(evBetSchema),
});
export type MarketsEvResponse = z.infer<typeof marketsEvResponseSchema>;

const scannerLegSchema = z.object({
  lineId: z.string(),
  side: sideSchema,
  selection: z.string(),
  point: z.number().nullable(),
  book: z.string(),
  americanOdds: z.number().int(),
  stake: z.number(),
  payout: z.number(),
});

const scannerBaseSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  league: footballLeagueSchema,
  matchup: z.string(),
  startsAt: z.string(),
  totalStake: z.number(),
  legs: z.tuple([scannerLegSchema, scannerLegSchema]),
});

export const arbitrageOpportunitySchema = scannerBaseSchema.extend({
  kind: marketTypeSchema,
  guaranteedProfit: z.number(),
  profitPercent: z.number(),
});
export type ArbitrageOpportunityRow = z.infer<typeof arbitrageOpportunitySchema>;

export const middleOpportunitySchema = scannerBaseSchema.extend({
  kind: z.enum(['spread', 'total']),
  window: z.object({ low: z.number(), high: z.number() }),
  probability: z.number().min(0).max(1),
  expectedProfit: z.number(),
  evPercent: z.number(),
});
export type MiddleOpportunityRow = z.infer<typeof middleOpportunitySchema>;

export const marketsArbitrageResponseSchema = marketBasisSchema.extend({
  totalStake: z.number(),
  arbitrage: z.array(arbitrageOpportunitySchema),
  middles: z.array(middleOpportunitySchema),
});
export type MarketsArbitrageResponse = z.infer<typeof marketsArbitrageResponseSchema>;
