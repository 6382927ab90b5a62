import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/**
 * A signed-in user's display settings (ADR 056): the odds format prices are shown and typed in, and
 * the colour scheme. One row per user, written when the user first changes one; absent means the defaults.
 * Prices themselves are stored as American odds everywhere.
 */
export const displaySettings = pgTable('display_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  oddsFormat: text('odds_format').notNull(),
  theme: text('theme').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
