import { z } from 'zod';
import { footballLeagueSchema, hubLeagueSchema } from './leagues.ts';
import { marketTypeSchema } from './lines.ts';
import { textField } from './text-field.ts';

// Alerts that reach the bettor. Rules say what to be told about; the alerts they raise are listed
// (GET /api/alerts), marked read, and streamed live (GET /api/alerts/stream, server-sent events).

/** One account keeps at most this many rules: evaluation after every refresh stays bounded. */
export const ALERT_RULES_MAX = 50;
/** An American price a book could post; a threshold past it could never be crossed. */
export const ALERT_PRICE_MAX = 100_000;
/** No football spread or total comes near it. */
export const ALERT_POINT_MAX = 200;
export const ALERT_LIST_MAX = 100;
export const ALERT_POSITIONS_MAX = 10;

const finite = (label: string) => z.number({ error: `${label} must be a number` }).finite(`${label} must be a number`);
const between = (label: string, min: number, max: number) =>
  finite(label).min(min, `${label} must be between ${min} and ${max}`).max(max, `${label} must be between ${min} and ${max}`);
const listOf = <T extends z.ZodType>(label: string, item: T, max: number) =>
  z
    .array(item, { error: `${label} must be a list` })
    .min(1, `Choose at least one ${label.toLowerCase()}`)
    .max(max, `${label} may hold at most ${max} entries`);

export const alertKindSchema = z.enum(['line', 'ev', 'arbitrage', 'settled', 'injury']);
export type AlertKind = z.infer<typeof alertKindSchema>;

/** A watched line: its price (American odds) or point reaching a threshold from either side. */
const lineRuleSchema = z
  .object({
    kind: z.literal('line'),
    lineId: z.string({ error: 'Line is required' }).regex(/^[1-9]\d{0,9}$/, 'Line must be a line id'),
    measure: z.enum(['price', 'point'], { error: 'Measure must be price or point' }),
    direction: z.enum(['above', 'below'], { error: 'Direction must be above or below' }),
    threshold: between('Threshold', -ALERT_PRICE_MAX, ALERT_PRICE_MAX),
  })
  .refine((rule) => rule.measure === 'point' || Number.isInteger(rule.threshold), { path: ['threshold'], message: 'Threshold must be whole American odds' })
  .refine((rule) => rule.measure === 'point' || Math.abs(rule.threshold) >= 100, { path: ['threshold'], message: 'Threshold must be American odds (-100 or below, +100 or above)' })
  .refine((rule) => rule.measure === 'price' || Math.abs(rule.threshold) <= ALERT_POINT_MAX, {
    path: ['threshold'],
    message: `Threshold must be between -${ALERT_POINT_MAX} and ${ALERT_POINT_MAX} points`,
  });

const evRuleSchema = z.object({
  kind: z.literal('ev'),
  minEvPercent: between('Minimum EV', 0.1, 100),
  leagues: listOf('League', footballLeagueSchema, 2),
  markets: listOf('Market', marketTypeSchema, 3),
});

const arbitrageRuleSchema = z.object({
  kind: z.literal('arbitrage'),
  minProfitPercent: between('Minimum profit', 0, 100),
  leagues: listOf('League', footballLeagueSchema, 2),
});

const settledRuleSchema = z.object({ kind: z.literal('settled') });

const injuryRuleSchema = z.object({
  kind: z.literal('injury'),
  league: hubLeagueSchema,
  /** A team's abbreviation and the positions it is watched for, in any case (stored upper case). */
  team: textField('Team', 10),
  positions: listOf('Position', textField('Position', 5), ALERT_POSITIONS_MAX),
});

/** POST /api/alerts/rules */
export const alertRuleRequestSchema = z.discriminatedUnion('kind', [lineRuleSchema, evRuleSchema, arbitrageRuleSchema, settledRuleSchema, injuryRuleSchema], {
  error: `Kind must be one of ${alertKindSchema.options.join(', ')}`,
});
export type AlertRuleRequest = z.infer<typeof alertRuleRequestSchema>;

/** PATCH /api/alerts/rules/:id */
export const alertRulePatchSchema = z.object({ muted: z.boolean({ error: 'Muted must be true or false' }) });

export const alertIdParamSchema = z.object({ id: z.coerce.number({ error: 'Id must be a number' }).int('Id must be a whole number').min(1, 'Id must be positive').max(2_147_483_647, 'Id is too large') });

export const alertRuleSchema = z.object({
  id: z.number().int(),
  kind: alertKindSchema,
  /** What the rule watches, in words ("BUF -3.5 at DraftKings: price at or above +105"). */
  description: z.string(),
  rule: alertRuleRequestSchema,
  muted: z.boolean(),
  createdAt: z.string(),
});
export type AlertRule = z.infer<typeof alertRuleSchema>;

export const alertRulesResponseSchema = z.object({ rules: z.array(alertRuleSchema), max: z.number().int() });
export type AlertRulesResponse = z.infer<typeof alertRulesResponseSchema>;

export const alertSchema = z.object({
  id: z.number().int(),
  ruleId: z.number().int().nullable(),
  kind: alertKindSchema,
  title: z.string(),
  body: z.string(),
  /** The app's screen the alert opens. */
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Alert = z.infer<typeof alertSchema>;

/** GET /api/alerts: the newest alerts first, the unread count, and the newest id (the stream resumes after it). */
export const alertsResponseSchema = z.object({ alerts: z.array(alertSchema), unread: z.number().int(), latestId: z.number().int() });
export type AlertsResponse = z.infer<typeof alertsResponseSchema>;

/** GET /api/alerts/stream?after= (the first connection; a reconnection sends Last-Event-ID). */
export const alertStreamQuerySchema = z.object({ after: z.coerce.number({ error: 'After must be a number' }).int('After must be a whole number').min(0, 'After must be 0 or more').max(2_147_483_647, 'After is too large').optional() });

/** POST /api/alerts/read: the alerts to mark read, or every one. */
export const alertsReadRequestSchema = z.union(
  [
    z.object({ ids: z.array(z.number().int().min(1).max(2_147_483_647), { error: 'Ids must be a list of alert ids' }).min(1, 'Ids must name at least one alert').max(ALERT_LIST_MAX, `Ids may hold at most ${ALERT_LIST_MAX} alerts`) }).strict(),
    z.object({ all: z.literal(true, { error: 'All must be true' }) }).strict(),
  ],
  { error: 'Send ids (a list of alert ids) or all: true' },
);
export type AlertsReadRequest = z.infer<typeof alertsReadRequestSchema>;
export const alertsReadResponseSchema = z.object({ unread: z.number().int() });

/** The stream's event name for a new alert (its data: one alert; its id: the alert's). */
export const ALERT_STREAM_EVENT = 'alert';
