import { z } from 'zod';
import {
  LEG_RESULTS,
  PARLAY_CATEGORIES,
  PARLAY_STATUSES,
  PARLAY_UPDATE_STATUSES,
  repeatedLegMessage,
  repeatedLegs,
  type BettingLineType,
  type LegIdentity,
  type TrackedParlay,
} from '@playbook/core';
import { REQUIRED_MESSAGE, requiredNumber } from './hedge.ts';
import { gameStatusDetailSchema } from './gamehub.ts';
import { dataSourceSchema } from './leagues.ts';
import { brokenTextMessage, isWholeText, textField } from './text-field.ts';

// The parlay calls of docs/product/profit-target.md and docs/product/parlay-tracker.md: save and history, performance, status update, and
// a parlay placed elsewhere added by hand. Limits the pages leave open are ours:

/** docs/product/parlay-tracker.md: a parlay has at most 17 lines. One leg is accepted so a straight bet placed elsewhere fits too. */
export const PARLAY_MAX_LEGS = 17;
export const PARLAY_NOTES_MAX = 500;
export const PARLAY_DESCRIPTION_MAX = 1000;
export const PARLAY_TEXT_MAX = 200;
/** Keeps every amount in whole cents far inside exact integer arithmetic and a PostgreSQL bigint. */
export const PARLAY_MAX_STAKE = 1_000_000;
export const PARLAY_MAX_PAYOUT = 10_000_000_000;
/** American odds beyond ±1,000,000 (a 10,000-to-1 ticket) are read as a typing error. */
export const PARLAY_MAX_ODDS = 1_000_000;
/** A user's history is bounded so one account cannot fill the database. */
export const PARLAY_MAX_PER_USER = 10_000;

const LEG_TYPES = ['spread', 'moneyline', 'total'] as const satisfies readonly BettingLineType[];

/** Whole American odds at or beyond ±100 and within ±PARLAY_MAX_ODDS; `label` starts each message. */
export function americanOddsField(label: string) {
  return requiredNumber(`${label} must be a number`)
    .int(`${label} must be whole American odds`)
    .min(-PARLAY_MAX_ODDS, `${label} must be within ±${PARLAY_MAX_ODDS}`)
    .max(PARLAY_MAX_ODDS, `${label} must be within ±${PARLAY_MAX_ODDS}`)
    .refine((odds) => Math.abs(odds) >= 100, `${label} must be American odds at or beyond ±100`);
}

/** '$10,000,000,000': a bound as a bettor reads money, not as a bare run of digits. */
export const dollarBound = (amount: number): string => `$${amount.toLocaleString('en-US')}`;

/** A dollar amount with at most cents; `min` is inclusive unless `positive`. */
function dollars(label: string, max: number, positive: boolean) {
  const base = requiredNumber(`${label} must be a number`);
  return (positive ? base.positive(`${label} must be greater than 0`) : base.min(0, `${label} must be at least 0`))
    .max(max, `${label} must be at most ${dollarBound(max)}`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, `${label} must be in whole cents`);
}

// Tabs and line breaks are fine in notes; other control characters (and NUL, which PostgreSQL refuses) are not.
const NOTE_CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/; // eslint-disable-line no-control-regex -- matching them is the point

/** docs/product/parlay-tracker.md optional Notes, at most 500 characters. */
export const parlayNotesSchema = z
  .string({ error: 'Notes must be text' })
  .max(PARLAY_NOTES_MAX, `Notes must be at most ${PARLAY_NOTES_MAX} characters`)
  .refine((value) => !NOTE_CONTROL_CHARACTERS.test(value), 'Notes must not contain control characters')
  .refine(isWholeText, brokenTextMessage('Notes'));

export const isoDaySchema = z
  .string({ error: 'Must be a date (YYYY-MM-DD)' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date (YYYY-MM-DD)')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'Must be a real date')
  // PostgreSQL has no year 0, and a ticket from before 2000 is a typing error.
  .refine((day) => day >= '2000-01-01' && day <= '2100-12-31', 'Must be a date from 2000 to 2100');

/** docs/product/profit-target.md "Parlay leg": game, selection, odds, type. */
export const parlayLegSchema = z.object({
  game: textField('Game', PARLAY_TEXT_MAX),
  selection: textField('Selection', PARLAY_TEXT_MAX),
  odds: americanOddsField('Odds'),
  type: z.enum(LEG_TYPES, { error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : 'Type must be spread, moneyline or total') }),
  /**
   * The stored betting line the leg was taken from (the live slate's line id), so the tracker can
   * show its closing line value. Any stored line may be linked (lines are public); the server answers 400
   * naming the field when none has this id. Left out for a leg entered by hand.
   */
  lineId: requiredNumber('Line id must be a number')
    .int('Line id must be a whole number')
    .positive('Line id must be a positive whole number')
    // The ids are the database's 32-bit serials: a larger number names no line.
    .max(2_147_483_647, { error: (issue) => `No betting line with id ${String(issue.input)}` })
    .optional(),
});
export type ParlayLegBody = z.infer<typeof parlayLegSchema>;

/**
 * Refuses a leg named twice on a ticket entered by hand, on the repeated leg's selection (legs.2.selection). A
 * generated parlay keeps the generator's own rule, under which the same pick at two prices may stand.
 */
export function refuseRepeatedLegs(legs: readonly LegIdentity[], context: z.RefinementCtx): void {
  for (const { index, sameAs } of repeatedLegs(legs)) context.addIssue({ code: 'custom', message: repeatedLegMessage(sameAs), path: [index, 'selection'] });
}

const legsField = z
  .array(parlayLegSchema, { error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : 'Legs must be a list of legs') })
  .min(1, 'Add at least one leg')
  .max(PARLAY_MAX_LEGS, `A parlay has at most ${PARLAY_MAX_LEGS} legs`);

const categoryField = z.enum(PARLAY_CATEGORIES, {
  error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : 'Category must be optimal, lowRisk or standard'),
});

/**
 * docs/product/profit-target.md "Saved parlay record (posted to history)", POST /api/parlays/save: one generated parlay, saved
 * as pending. numLegs must match the legs sent.
 */
export const saveParlayRequestSchema = z
  .object({
    parlayDescription: textField('Description', PARLAY_DESCRIPTION_MAX),
    totalOdds: americanOddsField('Total odds'),
    /** A fraction 0-1, as core's GeneratedParlay carries it (1 / the combined decimal odds). */
    impliedProbability: requiredNumber('Implied probability must be a number')
      .min(0, 'Implied probability must be between 0 and 1')
      .max(1, 'Implied probability must be between 0 and 1'),
    numLegs: requiredNumber('Number of legs must be a number')
      .int('Number of legs must be a whole number')
      .min(1, 'Add at least one leg')
      .max(PARLAY_MAX_LEGS, `A parlay has at most ${PARLAY_MAX_LEGS} legs`),
    category: categoryField,
    stakeAmount: dollars('Stake', PARLAY_MAX_STAKE, true),
    potentialPayout: dollars('Potential payout', PARLAY_MAX_PAYOUT, false),
    targetProfit: dollars('Target profit', PARLAY_MAX_PAYOUT, false).optional(),
    legs: legsField,
    gameDate: isoDaySchema.optional(),
    status: z.literal('pending', { error: 'A saved parlay starts as pending' }).optional(),
  })
  .refine((body) => body.numLegs === body.legs.length, { message: 'Number of legs must match the legs sent', path: ['numLegs'] });
export type SaveParlayRequest = z.infer<typeof saveParlayRequestSchema>;

/** A parlay placed elsewhere, entered by hand; the server derives the rest with core. */
export const manualParlayRequestSchema = z.object({
  legs: legsField.superRefine(refuseRepeatedLegs),
  stakeAmount: dollars('Stake', PARLAY_MAX_STAKE, true),
  /** The ticket's own odds when the book priced it differently (a boost); else the product of the legs. */
  totalOdds: americanOddsField('Total odds').optional(),
  /** The day it was placed, when not today. */
  placedOn: isoDaySchema.optional(),
  notes: parlayNotesSchema.optional(),
});
export type ManualParlayRequest = z.infer<typeof manualParlayRequestSchema>;

/**
 * docs/product/parlay-tracker.md PATCH /api/parlays/{id}/status. The body states the settlement whole: an actual payout or notes
 * left out are cleared (the screen sends them only when entered, so emptying the field removes them).
 */
export const parlayStatusUpdateSchema = z.object({
  status: z.enum(PARLAY_UPDATE_STATUSES, {
    error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : 'Status must be won, lost or partially_won'),
  }),
  actualPayout: dollars('Actual payout', PARLAY_MAX_PAYOUT, false).optional(),
  notes: parlayNotesSchema.optional(),
});
export type ParlayStatusUpdate = z.infer<typeof parlayStatusUpdateSchema>;

/** Digits only (400 otherwise); a number past the database's integer range names no parlay (404). */
export const parlayIdParamSchema = z.object({ id: z.string().regex(/^\d+$/, 'Parlay id must be a whole number') });

/** A stored leg and its linked line's closing price and CLV (ADR 025). */
export const parlayHistoryLegSchema = z.object({
  game: z.string(),
  selection: z.string(),
  odds: z.number().int(),
  type: z.enum(LEG_TYPES),
  /** The stored line it was taken from; null when entered by hand or the line is gone. */
  lineId: z.number().int().nullable(),
  /** The linked line's closing price (the last price fetched before kick-off); null while it has none. */
  closingOdds: z.number().int().nullable(),
  /** Closing line value in probability points (core's closingLineValue); null without a closing price. */
  clv: z.number().nullable(),
  /**
   * ADR 035: the linked line's source when its close is unconfirmed (that source failed and was left out of the last
   * full refresh before kick-off that asked it, so the close is the last price seen before the outage); null when
   * the close stands or there is none. Such a leg's CLV is left out of the averages. Defaults to null so a client
   * also reads an answer of a server without it.
   */
  unconfirmedCloseSource: dataSourceSchema.nullable().default(null),
  /**
   * ADR 050: the leg's grade from its game's final score (won, lost, push, void); null while its game
   * is open, or when the leg could not be linked to one stored game (it is then settled by hand).
   */
  result: z.enum(LEG_RESULTS).nullable().optional(),
  /** Whether the leg is linked to a stored game, so it grades itself (absent from a server without grading). */
  gradable: z.boolean().optional(),
  /**
   * The linked game's state beyond its status, as its source says it (delayed, postponed, suspended,
   * canceled, halftime, end of period, overtime); null when it says nothing more or the leg has no linked game.
   * Absent from a server without it.
   */
  gameStatusDetail: gameStatusDetailSchema.nullable().optional(),
});
export type ParlayHistoryLeg = z.infer<typeof parlayHistoryLegSchema>;

/** docs/product/parlay-tracker.md "Parlay (tracked)" and docs/product/profit-target.md history item: the saved record plus id, payout and notes. */
export const parlayHistoryItemSchema = z.object({
  id: z.number().int(),
  status: z.enum(PARLAY_STATUSES),
  category: z.enum(PARLAY_CATEGORIES),
  /** 'generated' by the parlay generator, or 'manual': placed elsewhere and entered by hand. */
  source: z.enum(['generated', 'manual']),
  numLegs: z.number().int(),
  totalOdds: z.number().int(),
  impliedProbability: z.number(),
  parlayDescription: z.string(),
  generatedAt: z.string(),
  stakeAmount: z.number(),
  potentialPayout: z.number(),
  targetProfit: z.number().nullable(),
  actualPayout: z.number().nullable(),
  notes: z.string().nullable(),
  gameDate: z.string().nullable(),
  settledAt: z.string().nullable(),
  /** ADR 050: 'auto' when graded from the final scores, 'user' when the user set the status (kept). */
  settledBy: z.enum(['auto', 'user']).nullable().optional(),
  /** The user's own labels, each once whatever its case (absent from a server without tags). */
  tags: z.array(z.string()).optional(),
  legs: z.array(parlayHistoryLegSchema),
  /** The mean CLV of the legs that have a confirmed close (ADR 035), in probability points; null when none has. */
  averageClv: z.number().nullable(),
});
export type ParlayHistoryItem = z.infer<typeof parlayHistoryItemSchema>;

/** docs/product/profit-target.md "List of saved parlays", newest first. */
export const parlayHistoryResponseSchema = z.array(parlayHistoryItemSchema);

/** Core's view of a history item: the statistics, curve and CSV are computed on it. */
export function trackedParlayOf(item: ParlayHistoryItem): TrackedParlay {
  return {
    id: String(item.id),
    status: item.status,
    category: item.category,
    source: item.source,
    numLegs: item.numLegs,
    totalOdds: item.totalOdds,
    parlayDescription: item.parlayDescription,
    generatedAt: item.generatedAt,
    stakeAmount: item.stakeAmount,
    potentialPayout: item.potentialPayout,
    ...(item.actualPayout === null ? {} : { actualPayout: item.actualPayout }),
    ...(item.notes === null ? {} : { notes: item.notes }),
    ...(item.settledAt === null ? {} : { settledAt: item.settledAt }),
  };
}

const groupSchema = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number(),
  settledCount: z.number(),
  winRate: z.number(),
  totalStaked: z.number(),
  netProfit: z.number(),
  roi: z.number(),
});

/** docs/product/parlay-tracker.md "Parlay statistics", every field, plus the breakdowns and the profit curve. */
export const parlayPerformanceResponseSchema = z.object({
  totalParlays: z.number(),
  pendingParlays: z.number(),
  wonParlays: z.number(),
  lostParlays: z.number(),
  partiallyWonParlays: z.number(),
  /** Parlays graded void (ADR 050) (0 from a server without grading). */
  voidParlays: z.number().default(0),
  winRate: z.number(),
  netProfit: z.number(),
  totalStaked: z.number(),
  roi: z.number(),
  optimalParlayCount: z.number(),
  optimalWinRate: z.number(),
  lowRiskParlayCount: z.number(),
  lowRiskWinRate: z.number(),
  standardParlayCount: z.number(),
  standardWinRate: z.number(),
  averageOdds: z.number(),
  averageStake: z.number(),
  averageLegsPerParlay: z.number(),
  currentWinStreak: z.number(),
  currentLossStreak: z.number(),
  longestWinStreak: z.number(),
  longestLossStreak: z.number(),
  /** The user's mean CLV over every leg with a confirmed close (probability points, ADR 035), null when none has. */
  averageClv: z.number().nullable(),
  /** How many legs that mean is over. */
  clvLegCount: z.number().int(),
  /** ADR 035: the legs with a close left out of that mean because their close is unconfirmed (0 from a server without it). */
  unconfirmedClvLegCount: z.number().int().default(0),
  roiByCategory: z.array(groupSchema),
  roiByLegCount: z.array(groupSchema),
  profitOverTime: z.array(
    z.object({
      parlayId: z.string(),
      at: z.string(),
      status: z.enum(PARLAY_STATUSES),
      profit: z.number(),
      cumulativeProfit: z.number(),
    }),
  ),
});
export type ParlayPerformance = z.infer<typeof parlayPerformanceResponseSchema>;
