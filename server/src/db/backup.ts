import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { loadPglite } from './pglite-modules.ts';

/** The server's process id, in the data folder it has open: a second process must not open it too. */
const PID_FILE = 'playbook-server.pid';
/** Where `npm run backup` asks the running server for a copy (the target folder), and reads the outcome. */
const REQUEST_FILE = 'playbook-backup-request';
const OUTCOME_FILE = 'playbook-backup-outcome';

export const BACKUP_WAIT_MS = 120_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/** The pid of a live server that has the data folder open, or null (none, or one killed without cleaning up). */
export function serverOf(dataDir: string): number | null {
  const file = path.join(dataDir, PID_FILE);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
}

/** Refuses when a live server has the data folder open (two PGlite processes on one folder would corrupt it). */
export function assertDataDirFree(dataDir: string): void {
  const other = serverOf(dataDir);
  if (other !== null) throw new Error(`Another Playbook server (pid ${other}) has ${dataDir} open; stop it first`);
}

/**
 * Marks the data folder as this process's, once the database is open (a pid file in a folder PGlite has not
 * initialised yet would be in initdb's way); one left by a killed server is overwritten. Returns the release.
 */
export function markDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, PID_FILE);
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

/**
 * A copy of an open embedded database as a ready data folder (`DATA_DIR=<target> npm start` opens it).
 * PGlite's dump runs between queries: a snapshot of the folder as a crash would leave it, which PostgreSQL
 * recovers from its write-ahead log (committed transactions kept, unfinished ones rolled back).
 */
export async function copyDatabase(client: PGlite, target: string): Promise<void> {
  if (existsSync(target)) throw new Error(`${target} already exists`);
  const tarball = await client.dumpDataDir('none');
  const copy = await (await loadPglite()).PGlite.create(target, { loadDataDir: tarball });
  await copy.close();
}

/** In the server: a copy is written when `npm run backup` signals (SIGUSR2) with a request in the data folder. */
export function serveBackupRequests(
  dataDir: string,
  copyTo: (target: string) => Promise<void>,
  log: { info(details: object, message: string): void; error(details: object, message: string): void },
): void {
  process.on('SIGUSR2', () => {
    void (async () => {
      const target = (await readFile(path.join(dataDir, REQUEST_FILE), 'utf8')).trim();
      await rm(path.join(dataDir, REQUEST_FILE), { force: true });
      try {
        await copyTo(target);
        log.info({ target }, 'backup written');
        await writeFile(path.join(dataDir, OUTCOME_FILE), `ok\n${target}`);
      } catch (error) {
        log.error({ err: error, target }, 'backup failed');
        await writeFile(path.join(dataDir, OUTCOME_FILE), `failed\n${error instanceof Error ? error.message : String(error)}`);
      }
    })().catch((error: unknown) => log.error({ err: error }, 'backup request unreadable'));
  });
}

/**
 * Writes a copy of the embedded database in dataDir to target: through the running server when one has the
 * folder open (signalled, since a second process must not open it), else by opening the folder itself.
 */
export async function backUp(dataDir: string, target: string): Promise<void> {
  const server = serverOf(dataDir);
  if (server === null) {
    const client = await (await loadPglite()).PGlite.create(dataDir);
    const release = markDataDir(dataDir);
    try {
      await copyDatabase(client, target);
    } finally {
      await client.close();
      release();
    }
    return;
  }
  const outcomeFile = path.join(dataDir, OUTCOME_FILE);
  await rm(outcomeFile, { force: true });
  await writeFile(path.join(dataDir, REQUEST_FILE), target);
  process.kill(server, 'SIGUSR2');
  const deadline = Date.now() + BACKUP_WAIT_MS;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (!existsSync(outcomeFile)) continue;
    const [status, detail] = (await readFile(outcomeFile, 'utf8')).split('\n');
    await rm(outcomeFile, { force: true });
    if (status === 'ok') return;
    throw new Error(`The server could not write the backup: ${detail ?? 'no reason given'}`);
  }
  throw new Error(`The server (pid ${server}) did not answer the backup request within ${BACKUP_WAIT_MS / 1000} s`);
}
