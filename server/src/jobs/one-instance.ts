import type pg from 'pg';
import type { DatabaseHandle } from '../db/connect.ts';

/** Something running in the background that can be stopped (the live refresh). */
export interface BackgroundJob {
  /** Stops scheduling and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface OneInstanceRunner {
  /** Whether the job runs on this instance now. */
  readonly running: boolean;
  stop(): Promise<void>;
}

/** How often an instance without the lock tries to take it, and the holder checks its connection. */
export const LOCK_POLL_MS = 2_000;
/** Advisory locks of two int4 keys live apart from the one-bigint locks the refreshes take (hashtext keys). */
const LOCK_CLASS = 7007;

/**
 * Runs a background job on one instance of a fleet at a time (ADR 014): the one holding a session-level
 * advisory lock on a connection of its own. The lock belongs to that connection, so an instance that dies,
 * or loses its connection, releases it, and another instance takes over at its next try. On the embedded
 * database there is one process: the job simply runs.
 */
export function runOnOneInstance(
  database: Pick<DatabaseHandle, 'kind' | 'dedicatedClient'>,
  name: string,
  log: JobLog,
  start: () => BackgroundJob,
  pollMs: number = LOCK_POLL_MS,
): OneInstanceRunner {
  let job: BackgroundJob | null = null;
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let tick: Promise<void> = Promise.resolve();

  if (database.kind === 'pglite') {
    job = start();
    return { running: true, stop: () => job?.stop() ?? Promise.resolve() };
  }

  const release = async (reason: string): Promise<void> => {
    const [ended, lost] = [job, client];
    job = null;
    client = null;
    if (ended) log.info({ job: name, reason }, 'background job stopped on this instance');
    await ended?.stop();
    await lost?.end().catch(() => undefined);
  };

  const attempt = async (): Promise<void> => {
    if (client) {
      // The holder checks its connection: a lock on a dead connection is already someone else's.
      await client.query('SELECT 1').catch(() => release('the lock connection failed'));
      return;
    }
    const next = database.dedicatedClient();
    if (!next) return;
    next.on('error', () => void release('the lock connection failed'));
    try {
      await next.connect();
      const result = await next.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked', [LOCK_CLASS, name]);
      if (result.rows[0]?.locked !== true || stopped) {
        await next.end();
        return;
      }
    } catch {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    job = start();
    log.info({ job: name, pid: process.pid }, 'background job runs on this instance');
  };

  const schedule = (): void => {
    if (stopped) return;
    timer = setTimeout(() => {
      tick = attempt().finally(schedule);
    }, pollMs);
    timer.unref();
  };
  tick = attempt().finally(schedule);

  return {
    get running() {
      return job !== null;
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await tick;
      // Ending the connection releases the lock at once: the next instance takes over at its next try.
      await release('the server is stopping');
    },
  };
}
