import { z } from 'zod';
import {
  BETTING_LINE_TYPES,
  decodeOptimalRangeCursor,
  OPTIMAL_RANGE_ORDERS,
  PARLAY_CATEGORIES,
  PARLAY_COUNT_NAMES,
  PROFIT_TARGET_DEFAULTS,
  PARLAY_LIST_FIELDS,
  PARLAY_MAX_LEGS_OPTIONS,
  PARLAY_MIN_LEGS_OPTIONS,
  type BettingLine,
  type GeneratedParlay,
} from '@playbook/core';
import { REQUIRED_MESSAGE, requiredNumber } from './hedge.ts';
import { americanOddsField, PARLAY_MAX_STAKE, PARLAY_TEXT_MAX } from './parlays.ts';
import { textField } from './text-field.ts';

// docs/product/profit-target.md POST /api/parlays/profit-target: the parlay generator's search to a profit target.
// Live mode: targetProfit, useLiveData (true), minLegs, maxLegs — the server searches the stored lines of
// the current week. Lines mode: targetProfit, bettingLines, minLegs, maxLegs. Messages are docs/product/profit-target.md.

/** docs/product/profit-target.md 'Invalid Input: Please enter a valid profit target'. */
export const INVALID_PROFIT_TARGET_MESSAGE = 'Please enter a valid profit target';
/** docs/product/profit-target.md 'No Data: Please upload screenshots or manually enter betting lines'. */
export const NO_BETTING_LINES_MESSAGE = 'Please upload screenshots or manually enter betting lines';
/** docs/product/profit-target.md manual line: 'Missing Information: Please fill in all fields'. */
export const MISSING_LINE_FIELDS_MESSAGE = 'Please fill in all fields';

const MIN_LEGS_FIRST = PARLAY_MIN_LEGS_OPTIONS[0] ?? 2;
const MIN_LEGS_LAST = PARLAY_MIN_LEGS_OPTIONS[PARLAY_MIN_LEGS_OPTIONS.length - 1] ?? 4;
const MAX_LEGS_FIRST = PARLAY_MAX_LEGS_OPTIONS[0] ?? 2;
const MAX_LEGS_LAST = PARLAY_MAX_LEGS_OPTIONS[PARLAY_MAX_LEGS_OPTIONS.length - 1] ?? 8;
export const MIN_LEGS_MESSAGE = `Min legs must be a whole number from ${MIN_LEGS_FIRST} to ${MIN_LEGS_LAST}`;
export const MAX_LEGS_MESSAGE = `Max legs must be a whole number from ${MAX_LEGS_FIRST} to ${MAX_LEGS_LAST}`;
export const LEGS_ORDER_MESSAGE = 'Max legs must be at least min legs';

/**
 * Ours: every line is searched (the local strategy takes the first 15, docs/product/profit-target.md), up to this many per
 * request. A week's stored slate is well under it; the search itself is bounded in time by the server.
 */
export const PROFIT_TARGET_MAX_LINES = 300;
export const TOO_MANY_LINES_MESSAGE = `At most ${PROFIT_TARGET_MAX_LINES} betting lines can be searched at once`;

/** docs/product/profit-target.md "Betting line": game, type, description, odds (whole American odds). */
export const profitTargetBettingLineSchema = z.object({
  game: textField('Game', PARLAY_TEXT_MAX),
  type: z.enum(BETTING_LINE_TYPES, {
    error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : 'Type must be spread, moneyline or total'),
  }),
  description: textField('Description', PARLAY_TEXT_MAX),
  odds: americanOddsField('Odds'),
}) satisfies z.ZodType<BettingLine>;

// docs/product/profit-target.md: a missing target gets the same message as one at or below 0 ("must be present and greater than 0").
const targetProfitField = z
  .number({ error: INVALID_PROFIT_TARGET_MESSAGE })
  .positive(INVALID_PROFIT_TARGET_MESSAGE)
  .max(PARLAY_MAX_STAKE, `Target profit must be at most ${PARLAY_MAX_STAKE}`);

/**
 * The max risk tolerance of Set Your Goals. docs/product/profit-target.md keeps
 * only parlays whose needed stake fits the risk budget and caps the stake at a third of it; when left out the
 * default budget, 500, applies.
 */
const maxRiskField = requiredNumber('Max risk must be a number')
  .positive('Max risk must be greater than 0')
  .max(PARLAY_MAX_STAKE, `Max risk must be at most ${PARLAY_MAX_STAKE}`)
  .default(PROFIT_TARGET_DEFAULTS.maxRisk);

/**
 * A team's spread with its own moneyline in one parlay, which books refuse or
 * reprice, is left out unless the request allows it.
 */
export const CORRELATED_LEGS = ['exclude', 'allow'] as const;
const correlatedLegsField = z
  .enum(CORRELATED_LEGS, { error: 'correlatedLegs must be exclude or allow' })
  .default('exclude');

/** docs/product/profit-target.md: min legs 2 to 4, max legs 2 to 8 (defaults 2 and 4), and min never above max. */
const legsFields = {
  minLegs: requiredNumber(MIN_LEGS_MESSAGE)
    .int(MIN_LEGS_MESSAGE)
    .min(MIN_LEGS_FIRST, MIN_LEGS_MESSAGE)
    .max(MIN_LEGS_LAST, MIN_LEGS_MESSAGE)
    .default(PROFIT_TARGET_DEFAULTS.minLegs),
  maxLegs: requiredNumber(MAX_LEGS_MESSAGE)
    .int(MAX_LEGS_MESSAGE)
    .min(MAX_LEGS_FIRST, MAX_LEGS_MESSAGE)
    .max(MAX_LEGS_LAST, MAX_LEGS_MESSAGE)
    .default(PROFIT_TARGET_DEFAULTS.maxLegs),
  correlatedLegs: correlatedLegsField,
};

const legsInOrder = <T extends { minLegs: number; maxLegs: number }>(body: T): boolean => body.minLegs <= body.maxLegs;
const legsOrderIssue = { message: LEGS_ORDER_MESSAGE, path: ['maxLegs'] };

const bettingLinesField = z
  .array(profitTargetBettingLineSchema, {
    error: (issue) => (issue.input === undefined ? NO_BETTING_LINES_MESSAGE : 'Betting lines must be a list of lines'),
  })
  .min(1, NO_BETTING_LINES_MESSAGE)
  .max(PROFIT_TARGET_MAX_LINES, TOO_MANY_LINES_MESSAGE);

/** Live mode: the stored lines of the current week. */
export const liveProfitTargetRequestSchema = z
  .object({
    targetProfit: targetProfitField,
    useLiveData: z.literal(true, { error: 'useLiveData must be true in live mode' }),
    maxRisk: maxRiskField,
    ...legsFields,
  })
  .refine(legsInOrder, legsOrderIssue);
export type LiveProfitTargetRequest = z.input<typeof liveProfitTargetRequestSchema>;

/** Lines mode: the request's own lines (screenshots, manual entry, lines chosen on the live slate). */
export const linesProfitTargetRequestSchema = z
  .object({
    targetProfit: targetProfitField,
    bettingLines: bettingLinesField,
    maxRisk: maxRiskField,
    ...legsFields,
  })
  .refine(legsInOrder, legsOrderIssue);
export type LinesProfitTargetRequest = z.input<typeof linesProfitTargetRequestSchema>;

/**
 * The route's body, either mode. useLiveData true selects live mode (bettingLines must then be left out, so
 * no request is ambiguous); anything else is lines mode, so a missing list answers 400 naming bettingLines.
 */
export const profitTargetRequestSchema = z
  .object({
    targetProfit: targetProfitField,
    useLiveData: z.boolean({ error: 'useLiveData must be true or false' }).optional(),
    bettingLines: z.unknown().optional(),
    maxRisk: maxRiskField,
    ...legsFields,
  })
  .refine(legsInOrder, legsOrderIssue)
  .superRefine((body, context) => {
    if (body.useLiveData === true) {
      if (body.bettingLines !== undefined) {
        context.addIssue({ code: 'custom', path: ['bettingLines'], message: 'Send either useLiveData or bettingLines, not both' });
      }
      return;
    }
    const parsed = bettingLinesField.safeParse(body.bettingLines);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      context.addIssue({ code: 'custom', path: ['bettingLines', ...issue.path.map(String)], message: issue.message });
    }
  })
  .transform((body) =>
    body.useLiveData === true
      ? {
          mode: 'live' as const,
          targetProfit: body.targetProfit,
          maxRisk: body.maxRisk,
          minLegs: body.minLegs,
          maxLegs: body.maxLegs,
          correlatedLegs: body.correlatedLegs,
        }
      : {
          mode: 'lines' as const,
          targetProfit: body.targetProfit,
          maxRisk: body.maxRisk,
          minLegs: body.minLegs,
          maxLegs: body.maxLegs,
          correlatedLegs: body.correlatedLegs,
          bettingLines: bettingLinesField.parse(body.bettingLines),
        },
  );
export type ProfitTargetRequest = z.input<typeof profitTargetRequestSchema>;
export type ProfitTargetSearch = z.output<typeof profitTargetRequestSchema>;

/** docs/product/profit-target.md "Parlay leg": game, selection, odds, type. */
const generatedLegSchema = z.object({
  game: z.string(),
  selection: z.string(),
  odds: z.number().int(),
  type: z.enum(BETTING_LINE_TYPES),
});

/**
 * docs/product/profit-target.md "Generated parlay (from the server)", as core's GeneratedParlay shapes it. impliedProbability is a
 * fraction 0-1; the id is stable across lists and runs (the legs' content). savedAt is set by the browser
 * when it stores a parlay (favorites, generatedParlays), never by this call.
 */
export const generatedParlaySchema = z.object({
  id: z.string(),
  parlayDescription: z.string(),
  legs: z.array(generatedLegSchema),
  totalAmericanOdds: z.number().int(),
  impliedProbability: z.number(),
  requiredStake: z.number(),
  actualProfit: z.number(),
  profitDifference: z.number(),
  category: z.enum(PARLAY_CATEGORIES),
  /** Two or more legs of one game: the screen marks the parlay as correlated. */
  sameGame: z.literal(true).optional(),
  savedAt: z.string().optional(),
}) satisfies z.ZodType<GeneratedParlay>;
export type GeneratedParlayBody = z.infer<typeof generatedParlaySchema>;

/**
 * docs/product/profit-target.md "Categorized result". Every list is exact over every conflict-free combination of minLegs to
 * maxLegs legs whose needed stake fits the budget, best first, at most PARLAY_LIST_SIZE (25) each:
 * - closestToTarget: smallest |actualProfit - targetProfit|;
 * - highProbability: highest implied probability;
 * - lowRisk / optimal: that category, highest implied probability first;
 * - valueBets (docs/product/profit-target.md "value bets are low-risk parlays with 3 to 4 legs"): sent
 *   so the screen's value bets are exact too, not filtered out of the top of lowRisk.
 * Ties: higher probability, fewer legs, earlier lines. summary counts every qualifying combination.
 */
export const categorizedParlaysSchema = z.object({
  summary: z.object({
    totalCount: z.number().int(),
    optimalCount: z.number().int(),
    lowRiskCount: z.number().int(),
    highProbabilityCount: z.number().int(),
    /** Counts that are lower bounds ("at least"): the search stopped classifying at its work bound (ADR 046). */
    atLeast: z.array(z.enum(PARLAY_COUNT_NAMES)),
    /**
     * For each count named in atLeast, an upper bound: the count lies between the two (ADR 073). Not a safe
     * integer on the largest slates (a bound on every combination of 8 legs from 700 lines), so a plain number.
     */
    atMost: z.partialRecord(z.enum(PARLAY_COUNT_NAMES), z.number().nonnegative()).default({}),
    /** False when the search stopped at its work bound: the lists hold the best it found (ADR 046). */
    listsExhaustive: z.boolean(),
    /** The lists holding the best found, not proven best (ADR 061); every other list is exact. */
    unprovenLists: z.array(z.enum(PARLAY_LIST_FIELDS)),
  }),
  closestToTarget: z.array(generatedParlaySchema),
  highProbability: z.array(generatedParlaySchema),
  lowRisk: z.array(generatedParlaySchema),
  optimal: z.array(generatedParlaySchema),
  valueBets: z.array(generatedParlaySchema),
});
export type CategorizedParlaysBody = z.infer<typeof categorizedParlaysSchema>;

/**
 * docs/product/profit-target.md answer: parlays and categorized (with summary). parlays is every listed parlay once (by id), in
 * the order closestToTarget, highProbability, lowRisk, optimal, valueBets. bettingLines are
 * the lines searched (in live mode the screen shows them in the Extracted Betting Lines table) and search
 * says how much was searched.
 */
export const profitTargetResponseSchema = z.object({
  parlays: z.array(generatedParlaySchema),
  categorized: categorizedParlaysSchema,
  bettingLines: z.array(profitTargetBettingLineSchema),
  search: z.object({
    lineCount: z.number().int(),
    minLegs: z.number().int(),
    maxLegs: z.number().int(),
    /** Conflict-free combinations the exact search had to price (the rest were pruned by bounds). */
    combinationsPriced: z.number().int(),
    elapsedMs: z.number(),
  }),
});
export type ProfitTargetResponse = z.infer<typeof profitTargetResponseSchema>;

/** Failures answer the house error body ({error: {code, message}}); the search's 10 s bound is code 'SEARCH_TIMEOUT'. */
export const PARLAY_SEARCH_TIMEOUT_CODE = 'SEARCH_TIMEOUT';
/** One search at a time per user, four per address (ADR 033): one more at once answers 429 with this code. */
export const PARLAY_SEARCH_BUSY_CODE = 'SEARCH_BUSY';

/**
 * POST /api/parlays/optimal-range (ADR 055): one page of every parlay in the optimal range (+100 to
 * +175) within the budget, for the same inputs as a profit-target search. sort: by odds (ascending from +100 or
 * descending from +175) or by the number of legs, then odds; query keeps the parlays with a leg whose text
 * contains it (a team's name); cursor is the previous page's nextCursor, unchanged.
 */
export const OPTIMAL_RANGE_QUERY_MAX = 60;
export const optimalRangeRequestSchema = z.object({
  inputs: profitTargetRequestSchema,
  sort: z.enum(OPTIMAL_RANGE_ORDERS, { error: 'sort must be oddsAsc, oddsDesc, legsAsc or legsDesc' }).default('oddsAsc'),
  query: z
    .string({ error: 'query must be text' })
    .max(OPTIMAL_RANGE_QUERY_MAX, `query must be at most ${OPTIMAL_RANGE_QUERY_MAX} characters`)
    .default(''),
  cursor: z
    .string({ error: 'cursor must be text' })
    .refine((text) => decodeOptimalRangeCursor(text) !== undefined, 'cursor must be the nextCursor of an earlier page')
    .optional(),
});
export type OptimalRangeRequest = z.input<typeof optimalRangeRequestSchema>;
export type OptimalRangeSearch = z.output<typeof optimalRangeRequestSchema>;

/** A page in the requested order; nextCursor is null once the range has no more. A page may hold fewer than 25 and still go on. */
export const optimalRangeResponseSchema = z.object({
  parlays: z.array(generatedParlaySchema),
  nextCursor: z.string().nullable(),
});
export type OptimalRangeResponse = z.infer<typeof optimalRangeResponseSchema>;
