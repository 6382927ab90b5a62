import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamsResponseSchema } from '@playbook/contracts';
import { DEFAULT_AUTH_LIMITS } from '../src/config.ts';
import { SESSION_COOKIE } from '../src/auth/sessions.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './helpers/throwaway-database.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const LEADER_MESSAGE = 'background job runs on this instance';

async function post(server: ServerProcess, path: string, body: unknown, cookie = ''): Promise<Response> {
  return fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
}

function cookieOf(response: Response): string {
  const token = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error(`no session cookie in a ${response.status} answer`);
  return `${SESSION_COOKIE}=${token}`;
}

async function register(server: ServerProcess, username: string): Promise<string> {
  const response = await post(server, '/api/register', { username, email: `${username}@example.com`, password: 'fleet password' });
  expect(response.status).toBe(201);
  return cookieOf(response);
}

const userStatus = async (server: ServerProcess, cookie: string): Promise<number> =>
  (await fetch(`${server.url}/api/user`, { headers: { cookie } })).status;

const leaders = (servers: ServerProcess[]): number =>
  servers.reduce((sum, server) => sum + server.logs.filter((line) => line.msg === LEADER_MESSAGE).length, 0);

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

/** Two server processes on one PostgreSQL database (ADR 014): what one does, the other sees. */
describe.skipIf(!adminUrl)('a fleet of two instances on one PostgreSQL', () => {
  let database: ThrowawayDatabase;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await createThrowawayDatabase(adminUrl ?? '', 'playbook_fleet');
    // The first loads the demo season into the empty database; the second finds it loaded.
    a = await startServerProcess({ DATABASE_URL: database.url }, 120_000);
    b = await startServerProcess({ DATABASE_URL: database.url });
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((server) => stopServerProcess(server)));
    await database.drop();
  }, 30_000);

  it('serves a session made on one on the other, and ends it on the other within 1 s of a logout', async () => {
    const cookie = await register(a, 'fleet_user');
    expect(await userStatus(b, cookie)).toBe(200);
    expect(await userStatus(b, cookie)).toBe(200); // now in b's session cache
    expect((await post(a, '/api/logout', {}, cookie)).status).toBe(204);
    const elapsed = await waitFor(async () => (await userStatus(b, cookie)) === 401, 1_000);
    expect(elapsed).toBeLessThan(1_000);
  });

  it('counts failed sign-ins spread over both instances against one limit', async () => {
    await register(b, 'fleet_target');
    const limit = DEFAULT_AUTH_LIMITS.failuresPerAccountAndAddress;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 2; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push((await post(server, '/api/login', { username: 'fleet_target', password: `wrong ${i}` })).status);
    }
    expect(statuses).toEqual([...Array<number>(limit).fill(401), 429, 429]);
  }, 60_000);

  it('shows a refresh made through one in the other\'s next read, and shares the refresh cooldown', async () => {
    const cookie = await register(a, 'fleet_reader');
    const read = async (server: ServerProcess) => {
      const response = await fetch(`${server.url}/api/teams/NFL`, { headers: { cookie } });
      expect(response.status).toBe(200);
      return teamsResponseSchema.parse(await response.json()).lastUpdated;
    };
    const before = await read(b); // cached by b
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await post(a, '/api/teams/refresh-all', {}, cookie)).status).toBe(200);
    const after = await read(b);
    expect(after).not.toBe(before);
    expect(Date.parse(after ?? '')).toBeGreaterThan(Date.parse(before ?? ''));
    expect((await post(b, '/api/teams/refresh-all', {}, cookie)).status).toBe(429);
  }, 60_000);

  it('runs the live job on exactly one instance; the other takes over when it stops', async () => {
    await waitFor(() => leaders([a, b]) === 1, 5_000);
    const [leader, other] = a.logs.some((line) => line.msg === LEADER_MESSAGE) ? [a, b] : [b, a];
    expect(other.logs.some((line) => line.msg === LEADER_MESSAGE)).toBe(false);
    expect(await stopServerProcess(leader)).toBe(0);
    await waitFor(() => other.logs.some((line) => line.msg === LEADER_MESSAGE), 10_000);
    expect(a.unstructured.concat(b.unstructured)).toEqual([]);
  }, 30_000);
});
