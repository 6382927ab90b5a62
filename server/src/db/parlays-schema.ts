import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { LEG_PICKS, LEG_RESULTS, PARLAY_STATUSES } from '@playbook/core';
import { users } from './schema.ts';
import { bettingLines, games } from './sports-schema.ts';

/** Money is stored in whole cents (ADR 010); bigint because a payout can pass 2^31 cents. */
const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * A user's tracked parlays (docs/product/profit-target.md saved parlay record, docs/product/parlay-tracker.md tracked parlay): the generator's saved
 * parlays and parlays placed elsewhere and entered by hand.
 */
export const parlays = pgTable(
  'parlays',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PARLAY_STATUSES }).notNull().default('pending'),
    /**
     * Who set the status (ADR 050): 'auto' when graded from the final scores, 'user' when the user set
     * it (an override, kept: grading never changes it again); null while pending.
     */
    settledBy: text('settled_by', { enum: ['auto', 'user'] }),
    category: text('category', { enum: ['optimal', 'lowRisk', 'standard'] }).notNull(),
    source: text('source', { enum: ['generated', 'manual'] }).notNull(),
    parlayDescription: text('parlay_description').notNull(),
    numLegs: integer('num_legs').notNull(),
    totalOdds: integer('total_odds').notNull(),
    impliedProbability: doublePrecision('implied_probability').notNull(),
    stakeCents: cents('stake_cents').notNull(),
    potentialPayoutCents: cents('potential_payout_cents').notNull(),
    targetProfitCents: cents('target_profit_cents'),
    actualPayoutCents: cents('actual_payout_cents'),
    notes: text('notes'),
    /** YYYY-MM-DD of the games, as the generator sends it. */
    gameDate: text('game_date'),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last status update: where the profit curve places the parlay. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The user's own labels ("boosted", "live"), each once whatever its case, for filtering. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('parlays_user_generated_idx').on(t.userId, t.generatedAt)],
);

/** The legs of a parlay in their order (docs/product/profit-target.md parlay leg). */
export const parlayLegs = pgTable(
  'parlay_legs',
  {
    parlayId: integer('parlay_id')
      .notNull()
      .references(() => parlays.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    game: text('game').notNull(),
    selection: text('selection').notNull(),
    odds: integer('odds').notNull(),
    type: text('type', { enum: ['spread', 'moneyline', 'total'] }).notNull(),
    /**
     * The stored betting line the leg was taken from (ADR 025): its closing price gives the leg's
     * closing line value. Null for a leg entered by hand, and once a refresh deletes the line's game.
     */
    lineId: integer('line_id').references(() => bettingLines.id, { onDelete: 'set null' }),
    /**
     * ADR 050: the stored game the leg is on, its side and point, so it is graded from the final score.
     * Taken from the linked line, or for a leg typed by hand from the one game its teams play around its date.
     * Null when no single game matched or the selection could not be read: the leg is then graded by hand.
     */
    gameId: integer('game_id').references(() => games.id, { onDelete: 'set null' }),
    pick: text('pick', { enum: LEG_PICKS }),
    point: doublePrecision('point'),
    /** The leg's grade once its game is over (null while open or ungradable). */
    result: text('result', { enum: LEG_RESULTS }),
  },
  (t) => [
    primaryKey({ columns: [t.parlayId, t.position] }),
    // A refresh deleting a game's lines sets its legs' line_id to null: the index keeps that a lookup.
    index('parlay_legs_line_idx').on(t.lineId),
    // Grading reads the ungraded legs of the games just finished, never the graded history.
    index('parlay_legs_open_game_idx').on(t.gameId).where(sql`${t.result} is null`),
  ],
);

/**
 * The tracker's settings of a signed-in user: the unit size stakes and profits are also shown in. One
 * row per user, written when the user first saves; absent means no unit size (amounts in dollars only).
 */
export const trackerSettings = pgTable('tracker_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  unitSizeCents: cents('unit_size_cents'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
