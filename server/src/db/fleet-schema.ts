import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters shared by every server instance (ADR 014): sign-in limits and refresh cooldowns.
 * One row per key; a reservation is one atomic upsert, so instances racing on a key can never pass its limit.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_reset_at_idx').on(table.resetAt)],
);

/**
 * Counters bumped when shared data changes (a committed sports refresh): an instance compares the value it
 * built its cached answers at with this one before answering, so another instance's refresh is never missed.
 */
export const cacheGenerations = pgTable('cache_generations', {
  name: text('name').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull(),
});
