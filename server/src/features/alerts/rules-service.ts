import { and, asc, eq } from 'drizzle-orm';
import { ALERT_RULES_MAX, alertRuleRequestSchema, type AlertRule, type AlertRuleRequest, type AlertRulesResponse } from '@playbook/contracts';
import type { Database } from '../../db/connect.ts';
import { alertRules } from '../../db/alerts-schema.ts';
import { users } from '../../db/schema.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { describeRule } from './rule-description.ts';
import { initialStateOf, targetOf, type RuleTarget } from './rule-state.ts';

type RuleRow = typeof alertRules.$inferSelect;

/** What a rule stores: the bettor's request and, for a line or injury rule, what it resolved to. */
export interface StoredParams {
  rule: AlertRuleRequest;
  target: RuleTarget;
}

export const storedParamsOf = (row: Pick<RuleRow, 'params'>): StoredParams => {
  const params = row.params as { rule: unknown; target: RuleTarget };
  return { rule: alertRuleRequestSchema.parse(params.rule), target: params.target };
};

/** Team abbreviations and positions are stored upper case, as the sports data holds them. */
const normalized = (rule: AlertRuleRequest): AlertRuleRequest =>
  rule.kind === 'injury' ? { ...rule, team: rule.team.toUpperCase(), positions: [...new Set(rule.positions.map((position) => position.toUpperCase()))] } : rule;

const notFound = () => new HttpError(404, 'NOT_FOUND', 'No such alert rule');

/** A rule as one comparable text: its fields in name order, its lists (leagues, markets, positions) as sets. */
const ruleKey = (rule: AlertRuleRequest): string =>
  JSON.stringify(
    Object.entries(rule)
      .map(([field, value]) => [field, Array.isArray(value) ? [...new Set(value.map(String))].sort() : value] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );

function viewOf(row: RuleRow): AlertRule {
  const { rule, target } = storedParamsOf(row);
  return {
    id: row.id,
    kind: row.kind,
    description: describeRule(rule, target?.kind === 'line' ? target.line.label : null),
    rule,
    muted: row.muted,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A user's alert rules: every read and write is scoped to the caller (another user's rule is not found). */
export class AlertRulesService {
  /** `now` is the sports data's clock: a settled rule compares its creation with the grading's settle time. */
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async list(userId: number): Promise<AlertRulesResponse> {
    const rows = await this.db.select().from(alertRules).where(eq(alertRules.userId, userId)).orderBy(asc(alertRules.id));
    return { rules: rows.map(viewOf), max: ALERT_RULES_MAX };
  }

  /**
   * The user's row lock orders two creations at once, so neither passes the limit nor stores the same rule twice
   * (two identical rules would send every alert twice).
   */
  async create(userId: number, request: AlertRuleRequest): Promise<AlertRule> {
    const rule = normalized(request);
    const target = await targetOf(this.db, rule);
    const state = await initialStateOf(this.db, rule, target);
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const held = await tx.select({ params: alertRules.params }).from(alertRules).where(eq(alertRules.userId, userId));
      if (held.length >= ALERT_RULES_MAX) {
        throw new HttpError(409, 'LIMIT_REACHED', `You can keep at most ${ALERT_RULES_MAX} alert rules: delete one first`);
      }
      const key = ruleKey(rule);
      if (held.some((row) => ruleKey(storedParamsOf(row).rule) === key)) {
        throw new HttpError(409, 'RULE_EXISTS', 'You already have this alert rule');
      }
      const params: StoredParams = { rule, target };
      const [row] = await tx.insert(alertRules).values({ userId, kind: rule.kind, params, state, createdAt: this.now() }).returning();
      if (!row) throw new Error('the rule was not stored');
      return viewOf(row);
    });
  }

  async setMuted(userId: number, id: number, muted: boolean): Promise<AlertRule> {
    const [row] = await this.db
      .update(alertRules)
      .set({ muted })
      .where(and(eq(alertRules.id, id), eq(alertRules.userId, userId)))
      .returning();
    if (!row) throw notFound();
    return viewOf(row);
  }

  async delete(userId: number, id: number): Promise<void> {
    const deleted = await this.db
      .delete(alertRules)
      .where(and(eq(alertRules.id, id), eq(alertRules.userId, userId)))
      .returning({ id: alertRules.id });
    if (deleted.length === 0) throw notFound();
  }
}
