import { z } from 'zod';
import { normalizeTags, PARLAY_STATUSES, PARLAY_TAG_MAX_LENGTH, PARLAY_TAGS_MAX } from '@playbook/core';
import { requiredNumber } from './hedge.ts';
import { hubLeagueSchema } from './leagues.ts';
import { dollarBound, isoDaySchema, PARLAY_MAX_STAKE } from './parlays.ts';
import { textField } from './text-field.ts';

// The tracker for daily use: filters of the history, tags, units and settling several parlays at once.

/** The most parlays one bulk settle changes: a screen's selection, not the whole history. */
export const PARLAY_BULK_SETTLE_MAX = 100;
const MAX_PARLAY_ID = 2_147_483_647;
const BOOK_NAME_MAX = 60;

/** The history's filters (GET /api/parlays/history and the CSV export), every one optional. */
export const parlayHistoryFilterFields = {
  league: hubLeagueSchema.optional(),
  /** A parlay with at least one leg taken from this book's line. */
  book: textField('Book', BOOK_NAME_MAX).optional(),
  /** A parlay with at least one leg of this market. */
  market: z.enum(['spread', 'moneyline', 'total'], { error: 'Market must be spread, moneyline or total' }).optional(),
  status: z.enum(PARLAY_STATUSES, { error: `Status must be one of ${PARLAY_STATUSES.join(', ')}` }).optional(),
  /** Placed on or after this day (New York time), and on or before `to`. */
  from: isoDaySchema.optional(),
  to: isoDaySchema.optional(),
  tag: textField('Tag', PARLAY_TAG_MAX_LENGTH).optional(),
};

/** A range of days whose last is not before its first. */
export const daysInOrder = (days: { from?: string | undefined; to?: string | undefined }): boolean =>
  days.from === undefined || days.to === undefined || days.from <= days.to;
export const DAYS_IN_ORDER_ISSUE = { path: ['to'], message: 'The last day must not be before the first' };

export const parlayHistoryFiltersSchema = z.object(parlayHistoryFilterFields).refine(daysInOrder, DAYS_IN_ORDER_ISSUE);
export type ParlayHistoryFilters = z.infer<typeof parlayHistoryFiltersSchema>;

/** PUT /api/parlays/:id/tags: the parlay's whole list of tags (an empty list removes them). */
export const parlayTagsUpdateSchema = z.object({
  tags: z
    .array(textField('Tag', PARLAY_TAG_MAX_LENGTH), { error: 'Tags must be a list of words' })
    .max(PARLAY_TAGS_MAX, `A parlay has at most ${PARLAY_TAGS_MAX} tags`)
    .transform(normalizeTags),
});
export type ParlayTagsUpdate = z.infer<typeof parlayTagsUpdateSchema>;

/**
 * POST /api/parlays/settle: several of the user's parlays marked won (paying their potential payout) or lost at
 * once, all or none. A partly won parlay has its own payout: its own status call.
 */
export const parlayBulkSettleSchema = z.object({
  ids: z
    .array(requiredNumber('Each id must be a number').int('Each id must be a whole number').positive('Each id must be positive').max(MAX_PARLAY_ID, 'No parlay has this id'), {
      error: 'Ids must be a list of parlay ids',
    })
    .min(1, 'Choose at least one parlay')
    .max(PARLAY_BULK_SETTLE_MAX, `At most ${PARLAY_BULK_SETTLE_MAX} parlays are settled at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each parlay is named once'),
  status: z.enum(['won', 'lost'], { error: 'Status must be won or lost' }),
});
export type ParlayBulkSettle = z.infer<typeof parlayBulkSettleSchema>;

/** GET/PUT /api/parlays/settings: the unit size stakes and profits are also shown in; null shows dollars only. */
export const trackerSettingsSchema = z.object({
  unitSize: requiredNumber('Unit size must be a number')
    .positive('Unit size must be greater than 0')
    .max(PARLAY_MAX_STAKE, `Unit size must be at most ${dollarBound(PARLAY_MAX_STAKE)}`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Unit size must be in whole cents')
    .nullable(),
});
export type TrackerSettings = z.infer<typeof trackerSettingsSchema>;

/** GET /api/parlays/filters: what the user's own parlays hold, for the filter menus. */
export const parlayFilterOptionsSchema = z.object({
  leagues: z.array(hubLeagueSchema),
  books: z.array(z.string()),
  tags: z.array(z.string()),
});
export type ParlayFilterOptions = z.infer<typeof parlayFilterOptionsSchema>;
