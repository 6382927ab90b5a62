import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/**
 * A user's alert rules (ADR 058): what to be told about. `params` is the rule's own settings, checked by
 * the contract on the way in and again on the way out; `state` is what the evaluation remembers between refreshes
 * (whether a watched line already met its threshold, the last injury report seen), so a rule alerts on a change.
 */
export const alertRules = pgTable(
  'alert_rules',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['line', 'ev', 'arbitrage', 'settled', 'injury'] }).notNull(),
    params: jsonb('params').notNull(),
    state: jsonb('state'),
    muted: boolean('muted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('alert_rules_user_idx').on(t.userId)],
);

/**
 * The alerts the rules raised. `event_key` names the event (a line's price at a time, an arbitrage's prices, a
 * settled parlay): with the rule it is unique, so an event evaluated twice, or on two instances, is one alert.
 * The id orders a user's alerts and is the stream's event id (`Last-Event-ID` resumes after it).
 */
export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ruleId: integer('rule_id').references(() => alertRules.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['line', 'ev', 'arbitrage', 'settled', 'injury'] }).notNull(),
    eventKey: text('event_key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The screen the alert opens (a path of the app). */
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('alerts_rule_event_idx').on(t.ruleId, t.eventKey),
    index('alerts_user_id_idx').on(t.userId, t.id),
    index('alerts_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
