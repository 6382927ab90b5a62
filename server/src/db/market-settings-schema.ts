import { doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/**
 * A signed-in user's market board settings: how fair prices are found (de-vig method and reference:
 * the consensus of every book or one book taken as sharp), the +EV threshold, and the bankroll and Kelly
 * fraction the stakes are sized from. One row per user, written when the user first saves; absent means the
 * defaults.
 */
export const marketSettings = pgTable('market_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fairMethod: text('fair_method').notNull(),
  /** Null: the consensus of every book (median fair probability); otherwise the one book taken as sharp. */
  referenceBook: text('reference_book'),
  /** Percent of EV a line needs to be listed, e.g. 1 for 1 %. */
  minEvPercent: doublePrecision('min_ev_percent').notNull(),
  bankroll: doublePrecision('bankroll').notNull(),
  /** 1 full Kelly, 0.5 half, 0.25 quarter. */
  kellyFraction: doublePrecision('kelly_fraction').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
