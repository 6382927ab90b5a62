// npm run backup [target]: a copy of the embedded database that `DATA_DIR=<target> npm start` opens, taken
// through the running server when there is one; with DATABASE_URL, a pg_dump archive (pg_restore reads it).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { backUp } from '../db/backup.ts';
import { loadSettings } from '../config.ts';

const settings = loadSettings();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const database = settings.app.database;
// npm runs workspace scripts in server/: a relative target means relative to where the command was typed.
const typedIn = process.env.INIT_CWD ?? process.cwd();
const given = process.argv[2] === undefined ? null : path.resolve(typedIn, process.argv[2]);

if (database.kind === 'postgres') {
  const target = given ?? path.resolve(typedIn, 'backups', `playbook-${stamp}.dump`);
  mkdirSync(path.dirname(target), { recursive: true });
  const result = spawnSync('pg_dump', ['--format=custom', `--file=${target}`, database.url], { stdio: 'inherit' });
  if (result.error || result.status !== 0) {
    console.error(`pg_dump failed${result.error ? `: ${result.error.message}` : ''} (is PostgreSQL's client installed?)`);
    process.exit(1);
  }
  console.log(`Backup written to ${target} (restore with pg_restore --dbname=<url> ${target})`);
} else {
  const dataDir = database.dataDir;
  if (!dataDir) throw new Error('No data folder to back up');
  const target = given ?? path.join(path.dirname(dataDir), 'backups', `playbook-${stamp}`);
  await backUp(dataDir, target);
  console.log(`Backup written to ${target} (start from it with DATA_DIR=${target} npm start)`);
}
