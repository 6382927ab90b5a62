import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * An optional data source (The Odds API, CollegeFootballData) paused after failing (ADR 040): no refresh of any
 * instance asks it for the league before `retry_at`. One row per source, league and credential (a fingerprint of
 * the key, so a replaced key starts afresh); the first answer deletes it. A row, not process memory: every instance
 * of a fleet refreshes (Refresh All Data, the live job on one of them), and each would otherwise find the outage anew.
 */
export const sourceBackoff = pgTable(
  'source_backoff',
  {
    source: text('source').notNull(),
    league: text('league').notNull(),
    credential: text('credential').notNull(),
    /** Failed attempts in a row; the pause doubles with each. */
    failures: integer('failures').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
    retryAt: timestamp('retry_at', { withTimezone: true }).notNull(),
    /** The last failure as the source error says it (never a key or a response body). */
    reason: text('reason').notNull(),
  },
  (table) => [primaryKey({ columns: [table.source, table.league, table.credential] })],
);
