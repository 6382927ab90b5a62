import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsResponseSchema, alertSchema } from '@playbook/contracts';
import { SESSION_COOKIE } from '../src/auth/sessions.ts';
import { bettingLines } from '../src/db/sports-schema.ts';
import { openAlertStream } from './helpers/alert-stream-client.ts';
import { scheduledMoneyline } from './helpers/scheduled-moneyline.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './helpers/throwaway-database.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

async function post(server: ServerProcess, path: string, body: unknown, cookie = ''): Promise<Response> {
  return fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
}

/** Two server processes on one PostgreSQL database (ADR 014, 058): an alert raised on one reaches a stream held on the other. */
describe.skipIf(!adminUrl)('alerts on a fleet of two instances', () => {
  let database: ThrowawayDatabase;
  let pool: pg.Pool;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await createThrowawayDatabase(adminUrl ?? '', 'playbook_alerts_fleet');
    a = await startServerProcess({ DATABASE_URL: database.url }, 120_000);
    b = await startServerProcess({ DATABASE_URL: database.url });
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
  }, 180_000);

  afterAll(async () => {
    await pool.end();
    await Promise.all([a, b].filter(Boolean).map((server) => stopServerProcess(server)));
    await database.drop();
  }, 30_000);

  it('a refresh on one raises the alert once, and the stream held on the other receives it once', async () => {
    const registered = await post(a, '/api/register', { username: 'fleet_alerts', email: 'fleet_alerts@example.com', password: 'fleet password' });
    const token = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(registered.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const cookie = `${SESSION_COOKIE}=${token}`;
    const db = drizzle(pool);
    const line = await scheduledMoneyline(db);
    // As an earlier refresh would have left it: the next refresh moves the price back past the threshold.
    await db.update(bettingLines).set({ americanOdds: line.price - 400 }).where(eq(bettingLines.id, line.id));
    const rule = await post(a, '/api/alerts/rules', { kind: 'line', lineId: String(line.id), measure: 'price', direction: 'above', threshold: line.price }, cookie);
    expect(rule.status).toBe(201);

    const stream = await openAlertStream(b.url, cookie, { after: 0 });
    expect(stream.status).toBe(200);
    expect((await post(a, '/api/teams/refresh-all', {}, cookie)).status).toBe(200);
    const [event] = await stream.waitForEvents(1);
    const alert = alertSchema.parse(JSON.parse(event?.data ?? ''));
    expect(alert).toMatchObject({ kind: 'line', read: false });

    // Once: one stored alert, and a stream resuming before it on the other instance gets that one alert.
    const listed = alertsResponseSchema.parse(await (await fetch(`${b.url}/api/alerts`, { headers: { cookie } })).json());
    expect(listed.alerts.map((stored) => stored.id)).toEqual([alert.id]);
    const resumed = await openAlertStream(a.url, cookie, { lastEventId: '0' });
    expect((await resumed.waitForEvents(1)).map((e) => e.id)).toEqual([String(alert.id)]);
    resumed.close();
    expect(stream.events.map((e) => e.id)).toEqual([String(alert.id)]);

    // A sign-out on one instance ends the stream held on the other.
    expect((await post(a, '/api/logout', {}, cookie)).status).toBe(204);
    await stream.ended;
  }, 120_000);
});
