import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

/** A TCP relay to PostgreSQL that the test can cut (every connection dropped, new ones refused) and restore. */
class CuttableRelay {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: URL) {}

  async open(): Promise<void> {
    if (this.server) return;
    const server = net.createServer((client) => {
      const upstream = net.connect(Number(this.target.port), this.target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', resolve);
    });
    const address = server.address();
    if (address && typeof address === 'object') this.port = address.port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => server?.close(resolve));
  }
}

describe.skipIf(!adminUrl)('GET /api/health while PostgreSQL is unreachable', () => {
  const name = `playbook_health_${randomBytes(6).toString('hex')}`;
  const target = new URL(adminUrl ?? 'postgres://unused');
  const relay = new CuttableRelay(target);
  let t: TestApp;

  const admin = async (sql: string): Promise<void> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    await relay.open();
    const url = new URL(target);
    url.port = String(relay.port);
    url.pathname = `/${name}`;
    t = await createTestApp({ database: { kind: 'postgres', url: url.toString() } });
  });

  afterAll(async () => {
    await t.close();
    await relay.cut();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('answers 503 while the database is down and 200 again once it is back, by itself', async () => {
    const health = () => t.app.inject({ method: 'GET', url: '/api/health' });
    expect((await health()).statusCode).toBe(200);

    await relay.cut();
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', reason: 'database unreachable' });

    await relay.open();
    const started = Date.now();
    while ((await health()).statusCode !== 200) {
      expect(Date.now() - started).toBeLessThan(5_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 30_000);
});
