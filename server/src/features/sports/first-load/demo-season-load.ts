/**
 * The demo season's load into the server's PostgreSQL database, run by the starting server in a process of its
 * own (demo-season-apart.ts, ADR 075): the leagues the database lacks, each with its football injuries. Exits 0
 * once the database holds them (a league that failed is logged and left missing: the server loads it itself).
 */
import pino from 'pino';
import { loadSettings } from '../../../config.ts';
import { connectDatabase } from '../../../db/connect.ts';
import { SharedGeneration } from '../../../db/shared-generation.ts';
import { SourceSelection } from '../source-selection/source-selection.ts';
import { sourcePlanOf } from '../source-selection/source-plan.ts';
import { SportsData } from '../sports-data.ts';
import type { LoadLog } from './load-log.ts';
import { StartUpLoad } from './start-up-load.ts';

const { app: config } = loadSettings();
/**
 * The server's logger (pino, at the server's level): the load's lines read as the server's own. Written
 * synchronously: the process ends with process.exit, and no line may be left in a buffer.
 */
const log: LoadLog = pino({ level: config.logLevel }, pino.destination({ dest: 1, sync: true }));

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
