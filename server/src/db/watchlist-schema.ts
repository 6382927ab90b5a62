import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/**
 * A signed-in user's watchlist (docs/product/watchlist.md watchlist predictions and favorite parlays), kept so it follows the
 * account to another browser. One row per user holding both lists as checked JSON (the browser's own shapes,
 * validated by the contract on the way in and again on the way out); `version` grows on every write so a
 * browser that merged against an older copy is told to merge again instead of overwriting.
 */
export const watchlists = pgTable('watchlists', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  predictions: jsonb('predictions').notNull(),
  favorites: jsonb('favorites').notNull(),
  version: integer('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
