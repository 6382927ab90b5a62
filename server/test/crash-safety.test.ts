import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parlayHistoryResponseSchema, parlayHistoryItemSchema, type SaveParlayRequest } from '@playbook/contracts';
import { SESSION_COOKIE } from '../src/auth/sessions.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from './helpers/server-process.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'playbook-crash-'));
const backupDir = `${dataDir}-backup`;
const backupCli = fileURLToPath(new URL('../src/cli/backup.ts', import.meta.url));
const env = { DATA_DIR: dataDir, SPORTS_LOAD_ON_EMPTY: 'false' };

const parlay = (n: number): SaveParlayRequest => ({
  parlayDescription: `Crash test parlay ${n}`,
  totalOdds: 264,
  impliedProbability: 0.27,
  numLegs: 2,
  category: 'standard',
  stakeAmount: 10,
  potentialPayout: 36.4,
  legs: [
    { game: 'KC @ BUF', selection: 'KC -2.5', odds: -110, type: 'spread' },
    { game: 'DAL @ PHI', selection: 'Over 47.5', odds: -110, type: 'total' },
  ],
});

const credentials = { username: 'crash_tester', password: 'crash test password' };

/** Registers the test's user (`register`) or signs it in; the session cookie to send. */
async function session(server: ServerProcess, route: 'register' | 'login'): Promise<string> {
  const response = await fetch(`${server.url}/api/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(route === 'register' ? { ...credentials, email: 'crash@example.com' } : credentials),
  });
  const token = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (response.status > 299 || !token) throw new Error(`${route}: ${response.status}`);
  return `${SESSION_COOKIE}=${token}`;
}

/** One save; the id when the server answered 2xx, null when it failed or the connection died. */
async function save(server: ServerProcess, cookie: string, n: number): Promise<number | null> {
  try {
    const response = await fetch(`${server.url}/api/parlays/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(parlay(n)),
    });
    if (response.status < 200 || response.status > 299) return null;
    return parlayHistoryItemSchema.parse(await response.json()).id;
  } catch {
    return null;
  }
}

async function savedIds(server: ServerProcess, cookie: string): Promise<Set<number>> {
  const response = await fetch(`${server.url}/api/parlays/history`, { headers: { cookie } });
  expect(response.status).toBe(200);
  const history = parlayHistoryResponseSchema.parse(await response.json());
  return new Set(history.map((item) => item.id));
}

// The embedded database's own test: the PostgreSQL run of the suite (TEST_DATABASE_URL) has nothing to add.
describe.skipIf(process.env.TEST_DATABASE_URL)('crash safety of the embedded database', () => {
  afterAll(() => {
    for (const dir of [dataDir, backupDir]) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every save answered 2xx through a kill -9 in the middle of a save loop', async () => {
    const first = await startServerProcess(env);
    const cookie = await session(first, 'register');
    const acknowledged: number[] = [];
    let n = 0;
    let killed = false;
    // Four writers in a loop, killed mid-flight: some saves are answered, some die with the process.
    const writer = async (): Promise<void> => {
      while (!killed) {
        const id = await save(first, cookie, n++);
        if (id !== null) acknowledged.push(id);
      }
    };
    const writers = [writer(), writer(), writer(), writer()];
    const deadline = Date.now() + 30_000;
    while (acknowledged.length < 40 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    first.child.kill('SIGKILL');
    killed = true;
    await Promise.all(writers);
    expect(await first.exited).toBe('SIGKILL');
    // Every line it printed was a JSON log line; request lines carry a request id unique across instances.
    expect(first.unstructured).toEqual([]);
    const completed = first.logs.filter((line) => line.msg === 'request completed');
    expect(completed.length).toBeGreaterThan(0);
    expect(completed.every((line) => /^[0-9a-f-]{36}$/.test(line.reqId ?? ''))).toBe(true);

    const second = await startServerProcess(env);
    try {
      const ids = await savedIds(second, cookie);
      expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
      expect(second.unstructured).toEqual([]);
    } finally {
      await stopServerProcess(second);
    }
  }, 120_000);

  it('on SIGTERM finishes the requests in flight, closes the database and exits 0 within 10 s', async () => {
    const server = await startServerProcess(env);
    const cookie = await session(server, 'login');
    const inFlight = Array.from({ length: 8 }, (_, i) => save(server, cookie, 1000 + i));
    await new Promise((resolve) => setTimeout(resolve, 30));
    const stopping = Date.now();
    const exit = stopServerProcess(server, 'SIGTERM');
    const answered = (await Promise.all(inFlight)).filter((id) => id !== null);
    expect(answered.length).toBeGreaterThan(0);
    expect(await exit).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(10_000);
    expect(server.logs.some((line) => line.msg === 'stopped')).toBe(true);

    const again = await startServerProcess(env);
    try {
      const ids = await savedIds(again, cookie);
      expect(answered.filter((id) => !ids.has(id))).toEqual([]);
    } finally {
      await stopServerProcess(again);
    }
  }, 120_000);

  it('npm run backup copies the database of a running server into a folder a fresh start opens', async () => {
    const server = await startServerProcess(env);
    let cookie: string;
    let saved: number | null;
    try {
      cookie = await session(server, 'login');
      saved = await save(server, cookie, 5000);
      const backup = spawnSync(process.execPath, ['--import', 'tsx', backupCli, backupDir], { env: { ...process.env, ...env }, encoding: 'utf8' });
      expect(backup.stderr).toBe('');
      expect(backup.status).toBe(0);
      expect(backup.stdout).toContain(`Backup written to ${backupDir}`);
    } finally {
      await stopServerProcess(server);
    }
    const restored = await startServerProcess({ ...env, DATA_DIR: backupDir });
    try {
      expect(saved).not.toBeNull();
      expect((await savedIds(restored, cookie)).has(saved ?? -1)).toBe(true);
    } finally {
      await stopServerProcess(restored);
    }
  }, 120_000);
});
