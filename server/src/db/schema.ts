import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
    subscriptionType: text('subscription_type').notNull().default('free'),
    subscriptionStatus: text('subscription_status', { enum: ['active', 'inactive', 'expired'] })
      .notNull()
      .default('active'),
    subscriptionStartDate: timestamp('subscription_start_date', { withTimezone: true }).defaultNow(),
    subscriptionEndDate: timestamp('subscription_end_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (table) => [
    // Usernames are unique regardless of case, so "Alice" cannot shadow "alice".
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    // The sign-up's "email taken" check reads it (ADR 079); not unique: accounts from before that rule keep a shared address.
    index('users_email_folded_idx').on(sql`lower(btrim(${table.email}))`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a stolen table does not yield usable cookies. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId), index('sessions_expires_at_idx').on(table.expiresAt)],
);
