import { buildApp } from './app.ts';
import { loadSettings } from './config.ts';
import { assertDataDirFree, markDataDir, serveBackupRequests } from './db/backup.ts';
import { loadDemoSeasonApart } from './features/sports/first-load/demo-season-apart.ts';
import { restoreTierUpThresholds } from './start-up-tiering.ts';

/** SIGTERM/SIGINT: in-flight requests get this long to finish before the process exits anyway. */
export const SHUTDOWN_LIMIT_MS = 10_000;

const settings = loadSettings();
const database = settings.app.database;
const dataDir = database.kind === 'pglite' ? database.dataDir : null;
// The embedded database's JavaScript side (its file system layer) runs hot while PGlite opens and loads: it keeps
// V8's own thresholds for that, so its start-up is not slowed; on PostgreSQL the start-up keeps them raised (ADR 069).
if (database.kind === 'pglite') restoreTierUpThresholds();
// Two processes on one embedded data folder would corrupt it: the second refuses to start.
if (dataDir) assertDataDirFree(dataDir);
// On PostgreSQL an empty database gets the demo season from a process of its own, which ends once it is loaded:
// what that load touches does not stay with the idle server (ADR 075).
await loadDemoSeasonApart(settings.app);
const app = await buildApp(settings.app);
const releaseDataDir = dataDir ? markDataDir(dataDir) : () => undefined;

/**
 * Stop taking connections, let requests in flight finish, stop the background job, close the database
 * (PGlite writes its last pages), then exit; a shutdown that hangs is cut off at the limit.
 */
function shutDown(signal: NodeJS.Signals): void {
  app.log.info({ signal }, 'shutting down');
  const limit = setTimeout(() => {
    app.log.error({ signal }, `shutdown took over ${SHUTDOWN_LIMIT_MS / 1000} s; exiting`);
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS);
  limit.unref();
  app
    .close()
    .then(() => {
      releaseDataDir();
      app.log.info({ signal }, 'stopped');
      process.exit(0);
    })
    .catch((error: unknown) => {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, shutDown);
if (dataDir) serveBackupRequests(dataDir, (target) => app.database.copyTo(target), app.log);

// The start-up's work (migrations, the demo season's load) leaves about 30 MB of garbage that V8 neither collects
// nor hands back while the server idles (nothing allocates to trigger it). One compacting collection before
// listening returns it to the system (about 40 MB resident, ~0.1 s; ADR 065). `gc` exists under npm start's
// --expose-gc; a start without that flag skips it.
globalThis.gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
// The start-up ran with V8's optimizing thresholds raised (npm start; ADR 069): requests get V8's own back.
restoreTierUpThresholds();
const url = await app.listen({ port: settings.port, host: settings.host });
const where = database.kind === 'postgres' ? 'PostgreSQL' : `embedded database in ${dataDir ?? 'memory'}`;
// From the process's start (loading the code included) to listening, and the memory it holds then.
const startUpMs = Math.round(performance.now());
const residentMb = Math.round(process.memoryUsage().rss / 1_048_576);
const port = new URL(url).port;
app.log.info({ url, startUpMs, residentMb }, `Playbook is running on http://localhost:${port} (${where})`);
