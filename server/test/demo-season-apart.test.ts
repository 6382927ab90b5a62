import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SPORTS_SETTINGS } from '../src/config.ts';
import { demoSeasonLoadEntry, demoSeasonMayBeMissing, loadDemoSeasonApart, loadsDemoSeasonApart } from '../src/features/sports/first-load/demo-season-apart.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './helpers/throwaway-database.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const loadSource = fileURLToPath(new URL('../src/features/sports/first-load/demo-season-load.ts', import.meta.url));
const postgres = { kind: 'postgres' as const, url: 'postgres://nobody@127.0.0.1:1/none' };

describe('the demo season loaded in a process of its own (ADR 075)', () => {
  it('on PostgreSQL with the demo season loading before the server answers, and only then', () => {
    expect(loadsDemoSeasonApart({ database: postgres, sports: DEFAULT_SPORTS_SETTINGS })).toBe(true);
    expect(loadsDemoSeasonApart({ database: { kind: 'pglite', dataDir: null }, sports: DEFAULT_SPORTS_SETTINGS })).toBe(false);
    expect(loadsDemoSeasonApart({ database: postgres, sports: { ...DEFAULT_SPORTS_SETTINGS, dataSource: 'auto' } })).toBe(false);
    expect(loadsDemoSeasonApart({ database: postgres, sports: { ...DEFAULT_SPORTS_SETTINGS, loadOnEmpty: false } })).toBe(false);
  });

  it('runs nothing when the server runs from its sources (no compiled load beside it): the server loads itself', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'playbook-no-compiled-'));
    try {
      expect(demoSeasonLoadEntry(pathToFileURL(path.join(folder, 'main.js')).href)).toBeNull();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    expect(await loadDemoSeasonApart({ database: postgres, sports: DEFAULT_SPORTS_SETTINGS }, null)).toBe(false);
  });
});

describe.skipIf(!adminUrl)('the demo season load process on PostgreSQL', () => {
  let database: ThrowawayDatabase;
  beforeAll(async () => {
    database = await createThrowawayDatabase(adminUrl ?? '', 'playbook_demo_apart');
  });
  afterAll(() => database.drop());

  /** The load as the server starts it, from its sources: exit code and stdout lines. */
  const runLoad = () =>
    new Promise<{ code: number | null; lines: string[] }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', loadSource], {
        env: { ...process.env, DATABASE_URL: database.url, DATA_SOURCE: 'demo', LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.once('exit', (code) => resolve({ code, lines: out.split('\n').filter(Boolean) }));
    });

  it('a database that is unreachable or new may lack the season', async () => {
    expect(await demoSeasonMayBeMissing(postgres.url)).toBe(true);
    expect(await demoSeasonMayBeMissing(database.url)).toBe(true);
  });

  it('loads every league into a new database, then finds nothing to load; its output is the server’s log lines (pino)', async () => {
    const first = await runLoad();
    expect(first.code).toBe(0);
    const entries = first.lines.map((line) => JSON.parse(line) as { msg: string; level: number; hostname: string });
    // The server's logger (pino) wrote them: its fields on every line.
    for (const entry of entries) expect([typeof entry.level, typeof entry.hostname]).toEqual(['number', 'string']);
    const messages = entries.map((entry) => entry.msg);
    expect(messages.some((message) => message.startsWith('Loaded the sports data'))).toBe(true);
    expect(await demoSeasonMayBeMissing(database.url)).toBe(false);

    const second = await runLoad();
    expect(second).toEqual({ code: 0, lines: [] });
  }, 180_000);
});
