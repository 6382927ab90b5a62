import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './helpers/throwaway-database.ts';

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
  const relay = new CuttableRelay(new URL(adminUrl ?? 'postgres://unused'));
  let database: ThrowawayDatabase;
  let t: TestApp;

  beforeAll(async () => {
    database = await createThrowawayDatabase(adminUrl ?? '', 'playbook_health');
    await relay.open();
    // The app reaches PostgreSQL only through the relay.
    const url = new URL(database.url);
    url.port = String(relay.port);
    t = await createTestApp({ database: { kind: 'postgres', url: url.toString() } });
  });

  afterAll(async () => {
    await t.close();
    await relay.cut();
    await database.drop();
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
      expect(Date.now() - started).toBeLessThan(20_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 30_000);
});
