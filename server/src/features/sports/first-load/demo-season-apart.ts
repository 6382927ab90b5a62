import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { hubLeagueSchema } from '@playbook/contracts';
import pg from 'pg';
import type { AppConfig } from '../../../config.ts';
import { CONNECT_TIMEOUT_MS } from '../../../db/connect.ts';

/**
 * Whether the demo season's load into an empty database runs in a process of its own before the server starts
 * (ADR 075): on PostgreSQL, which another process may use meanwhile, when the demo season is the source and loads
 * before the server answers. The load is the start's heaviest work; in the server's own process it left about
 * 10 MB resident for good (the pages of the compilers and of ICU it touched, the C heap it grew) for code the
 * server never runs again. The embedded database is open in one process only: it loads in the server.
 */
export function loadsDemoSeasonApart(config: Pick<AppConfig, 'database' | 'sports'>): config is Pick<AppConfig, 'sports'> & { database: { kind: 'postgres'; url: string } } {
  const { database, sports } = config;
  return database.kind === 'postgres' && sports.provider === null && sports.dataSource === 'demo' && sports.loadOnEmpty;
}

/**
 * A quick look before starting a process: whether a league may lack its data (no league_state table yet, as in
 * a new database, or a league without its row). The process looks again, league by league; any doubt says yes.
 */
export async function demoSeasonMayBeMissing(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  try {
    await client.connect();
    const { rows } = await client.query<{ league: string }>('SELECT league FROM league_state');
    const stored = new Set(rows.map((row) => row.league));
    return hubLeagueSchema.options.some((league) => !stored.has(league));
  } catch {
    return true;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The load's compiled entry beside the compiled server (dist/); null when the server runs from its sources. */
export function demoSeasonLoadEntry(from: string = import.meta.url): string | null {
  const compiled = fileURLToPath(new URL('./demo-season-load.js', from));
  return existsSync(compiled) ? compiled : null;
}

/**
 * When the demo season loads apart and may be missing, runs the compiled load (demo-season-load.ts) in a child
 * process with the server's environment and waits for its end; its log lines go to the server's output. Its
 * failure is not the server's: the server then finds the leagues missing and loads them itself, as before.
 * Answers whether it ran to its end.
 */
export async function loadDemoSeasonApart(config: Pick<AppConfig, 'database' | 'sports'>, entry: string | null = demoSeasonLoadEntry()): Promise<boolean> {
  if (entry === null || !loadsDemoSeasonApart(config) || !(await demoSeasonMayBeMissing(config.database.url))) return false;
  const child = spawn(process.execPath, [entry], { stdio: ['ignore', 'inherit', 'inherit'] });
  return new Promise((resolve) => {
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}
