import { bigint, doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';
import { bettingLines } from './sports-schema.ts';

/** Money is stored in whole cents (DESIGN); bigint because a payout can pass 2^31 cents. */
const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * A user's tracked parlays (spec 2 §3 saved parlay record, spec 3 §3 tracked parlay): the generator's saved
 * parlays and, beyond the spec, parlays placed elsewhere and entered by hand.
 */
export const parlays = pgTable(
  'parlays',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'won', 'lost', 'partially_won'] }).notNull().default('pending'),
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
  },
  (t) => [index('parlays_user_generated_idx').on(t.userId, t.generatedAt)],
);

/** The legs of a parlay in their order (spec 2 §3 parlay leg). */
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
     * The stored betting line the leg was taken from (issue 14, ADR 025): its closing price gives the leg's
     * closing line value. Null for a leg entered by hand, and once a refresh deletes the line's game.
     */
    lineId: integer('line_id').references(() => bettingLines.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.parlayId, t.position] }),
    // A refresh deleting a game's lines sets its legs' line_id to null: the index keeps that a lookup.
    index('parlay_legs_line_idx').on(t.lineId),
  ],
);
