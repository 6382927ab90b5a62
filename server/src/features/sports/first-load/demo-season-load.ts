/**
 * The demo season's load into the server's PostgreSQL database, run by the starting server in a process of its
 * own (demo-season-apart.ts, ADR 075): the leagues the database lacks, each with its football injuries. Exits 0
 * once the database holds them (a league that failed is logged and left missing: the server loads it itself).
 */
import { loadSettings } from '../../../config.ts';
import { connectDatabase } from '../../../db/connect.ts';
import { SharedGeneration } from '../../../db/shared-generation.ts';
import { SourceSelection } from '../source-selection/source-selection.ts';
import { sourcePlanOf } from '../source-selection/source-plan.ts';
import { SportsData } from '../sports-data.ts';
import type { LoadLog } from './load-log.ts';
import { StartUpLoad } from './start-up-load.ts';

const { app: config } = loadSettings();
/** pino's levels: the server's log level applies to these lines too. */
const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Number.POSITIVE_INFINITY };
/** One JSON line per message, in the shape of the server's own log, so the output reads as one. */
const line = (level: number, message: string, err?: unknown) => {
  if (level < LEVELS[config.logLevel]) return;
  const error = err instanceof Error ? { type: err.name, message: err.message, stack: err.stack } : err;
  process.stdout.write(`${JSON.stringify({ level, time: Date.now(), pid: process.pid, msg: message, ...(err === undefined ? {} : { err: error }) })}\n`);
};
const log: LoadLog = {
  info: (message) => line(LEVELS.info, message),
  warn: ({ err }, message) => line(LEVELS.warn, message, err),
  error: ({ err }, message) => line(LEVELS.error, message, err),
};

const database = await connectDatabase(config.database);
let failures = 0;
try {
  const { db } = database;
  const sources = new SourceSelection(sourcePlanOf(config.sports, db), db, config.sports.clock, config.sports.probeTimeoutMs, log);
  const generation = database.kind === 'postgres' ? new SharedGeneration(db, 'sports') : null;
  const load = new StartUpLoad(new SportsData(db, sources, config.sports, generation, log), sources);
  const { missing } = await load.leaguesToLoad();
  if (missing.length > 0) ({ failures } = await load.loadEverything(log, missing));
} finally {
  await database.close();
}
process.exit(failures === 0 ? 0 : 1);
