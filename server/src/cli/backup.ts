// npm run backup [target]: a copy of the embedded database that `DATA_DIR=<target> npm start` opens, taken
// through the running server when there is one; with DATABASE_URL, a pg_dump archive (pg_restore reads it).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { backUp } from '../db/backup.ts';
import { loadSettings } from '../config.ts';

const settings = loadSettings();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const database = settings.app.database;

if (database.kind === 'postgres') {
  const target = path.resolve(process.argv[2] ?? `backups/playbook-${stamp}.dump`);
  const result = spawnSync('pg_dump', ['--format=custom', `--file=${target}`, database.url], { stdio: 'inherit' });
  if (result.error || result.status !== 0) {
    console.error(`pg_dump failed${result.error ? `: ${result.error.message}` : ''} (is PostgreSQL's client installed?)`);
    process.exit(1);
  }
  console.log(`Backup written to ${target} (restore with pg_restore --dbname=<url> ${target})`);
} else {
  const dataDir = database.dataDir;
  if (!dataDir) throw new Error('No data folder to back up');
  const target = path.resolve(process.argv[2] ?? path.join(path.dirname(dataDir), 'backups', `playbook-${stamp}`));
  await backUp(dataDir, target);
  console.log(`Backup written to ${target} (start from it with DATA_DIR=${target} npm start)`);
}
