import { and, count, desc, eq, gt, inArray, isNull, asc } from 'drizzle-orm';
import { ALERT_LIST_MAX, type Alert, type AlertsReadRequest, type AlertsResponse } from '@playbook/contracts';
import type { Database } from '../../db/connect.ts';
import { alerts } from '../../db/alerts-schema.ts';

type AlertRow = typeof alerts.$inferSelect;
/** An alert a rule raised, before it is stored. */
export type NewAlert = Pick<typeof alerts.$inferInsert, 'userId' | 'ruleId' | 'kind' | 'eventKey' | 'title' | 'body' | 'link'>;

export const alertViewOf = (row: AlertRow): Alert => ({
  id: row.id,
  ruleId: row.ruleId,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

/** Stores the alerts not stored before (the rule and event key are unique); answers those it stored. */
export async function storeNewAlerts(db: Database, raised: readonly NewAlert[]): Promise<Pick<AlertRow, 'id' | 'userId'>[]> {
  if (raised.length === 0) return [];
  return db.insert(alerts).values([...raised]).onConflictDoNothing().returning({ id: alerts.id, userId: alerts.userId });
}

/** Alerts by id, oldest first (what the streams send). */
export async function alertsByIds(db: Database, ids: readonly number[]): Promise<AlertRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(alerts).where(inArray(alerts.id, [...ids])).orderBy(asc(alerts.id));
}

/** A user's alerts after an id, oldest first: what a stream resuming with Last-Event-ID missed. */
export async function alertsAfter(db: Database, userId: number, after: number): Promise<AlertRow[]> {
  return db
    .select()
    .from(alerts)
    .where(and(eq(alerts.userId, userId), gt(alerts.id, after)))
    .orderBy(asc(alerts.id))
    .limit(ALERT_LIST_MAX);
}

/** A user's alerts: every read and write is scoped to the caller. */
export class AlertInbox {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async unread(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(alerts)
      .where(and(eq(alerts.userId, userId), isNull(alerts.readAt)));
    return row?.n ?? 0;
  }

  async list(userId: number): Promise<AlertsResponse> {
    const rows = await this.db.select().from(alerts).where(eq(alerts.userId, userId)).orderBy(desc(alerts.id)).limit(ALERT_LIST_MAX);
    return { alerts: rows.map(alertViewOf), unread: await this.unread(userId), latestId: rows[0]?.id ?? 0 };
  }

  /** Ids that are not the caller's are ignored: the answer is the same as for ids that do not exist. */
  async markRead(userId: number, request: AlertsReadRequest): Promise<{ unread: number }> {
    const which = 'ids' in request ? [inArray(alerts.id, request.ids)] : [];
    await this.db
      .update(alerts)
      .set({ readAt: this.now() })
      .where(and(eq(alerts.userId, userId), isNull(alerts.readAt), ...which));
    return { unread: await this.unread(userId) };
  }
}
