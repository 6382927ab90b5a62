import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/connect.ts';
import { alertRules } from '../../db/alerts-schema.ts';
import type { CommittedRefresh } from '../sports/sports-data.ts';
import type { MarketsService } from '../markets/service.ts';
import type { MarketSettingsService } from '../markets/settings-service.ts';
import { storeNewAlerts } from './alert-store.ts';
import { activeRules, boardAlerts, stateAlerts } from './evaluate-rules.ts';

/** NOTIFY channel of new alerts: payload `userId:alertId` pairs, comma-separated. */
export const ALERTS_CHANNEL = 'playbook_alerts';
/** PostgreSQL's NOTIFY payload must stay under 8,000 bytes: a long list goes as several messages. */
const PAYLOAD_MAX = 7_000;
/** The advisory lock class of the one-instance jobs (jobs/one-instance.ts); the key names this evaluation. */
const LOCK_CLASS = 7007;

export function payloadsOf(created: readonly { id: number; userId: number }[]): string[] {
  const payloads: string[] = [];
  let current = '';
  for (const { id, userId } of created) {
    const pair = `${userId}:${id}`;
    if (current.length + pair.length + 1 > PAYLOAD_MAX) {
      payloads.push(current);
      current = '';
    }
    current = current ? `${current},${pair}` : pair;
  }
  return current ? [...payloads, current] : payloads;
}

/**
 * Evaluates every unmuted rule after a committed refresh of this instance. The writes run under a transaction
 * advisory lock, so two instances refreshing at once evaluate one after the other (the second sees the first's
 * states and raises nothing twice; the unique rule and event key would refuse a duplicate anyway). The new
 * alerts are announced once committed: every instance's streams hear it (NOTIFY, or in memory on PGlite).
 */
export class AlertEvaluator {
  constructor(
    private readonly database: Pick<DatabaseHandle, 'db' | 'events'>,
    private readonly markets: MarketsService,
    private readonly settings: MarketSettingsService,
    private readonly now: () => Date,
  ) {}

  async afterRefresh(refresh: CommittedRefresh): Promise<number> {
    const { db } = this.database;
    const unmuted = eq(alertRules.muted, false);
    // The boards are read through the sports cache, outside the transaction (PGlite has one connection).
    const fromBoards = await boardAlerts(activeRules(await db.select().from(alertRules).where(unmuted)), refresh, this.markets, this.settings);
    const created = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_CLASS}, hashtext('alert-evaluation'))`);
      const rules = activeRules(await tx.select().from(alertRules).where(unmuted));
      const live = new Set(rules.map(({ row }) => row.id));
      const { raised, states } = await stateAlerts(tx, rules, refresh, this.now());
      // One statement for every changed state: a thousand rules crossing at once are one write, not a thousand.
      if (states.length > 0) {
        await tx.execute(
          sql`UPDATE alert_rules AS r SET state = s.state FROM jsonb_to_recordset(${JSON.stringify(states)}::jsonb) AS s(id int, state jsonb) WHERE r.id = s.id`,
        );
      }
      return storeNewAlerts(tx, [...fromBoards.filter((alert) => alert.ruleId !== null && alert.ruleId !== undefined && live.has(alert.ruleId)), ...raised]);
    });
    for (const payload of payloadsOf(created)) await this.database.events.publish(ALERTS_CHANNEL, payload);
    return created.length;
  }
}
