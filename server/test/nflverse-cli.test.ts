import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readNflverseInputs } from '../src/providers/nflverse/nflverse-files.ts';

const cli = fileURLToPath(new URL('../src/cli/import-nflverse.ts', import.meta.url));
const fixtures = fileURLToPath(new URL('./fixtures/nflverse/', import.meta.url));
const HTTP = { timeoutMs: 1_000, retries: 0 };

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'nflverse-cli-'));
  // A release folder as a user keeps it: files at any depth, and other files beside them.
  await cp(fixtures, join(folder, 'release', 'nested'), { recursive: true });
  await writeFile(join(folder, 'release', 'cfb-team-week-metrics-2025.csv'), 'season,week,team\n');
  await writeFile(join(folder, 'release', 'games.json'), '[]');
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** The CLI as `npm run import:nflverse` runs it, on its own embedded database: its exit code and output. */
function importCli(...inputs: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env = { ...process.env, DATA_DIR: join(folder, 'data'), INIT_CWD: folder };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, ...inputs], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the files of an import', () => {
  it('are found in a folder at any depth by name, passing over other files', async () => {
    const files = await readNflverseInputs([join(folder, 'release')], HTTP);
    expect(files.map((file) => `${file.kind} ${file.name.slice(folder.length)}`)).toEqual([
      'games /release/nested/games.csv',
      'injuries /release/nested/injuries_2025.csv',
      'team-week /release/nested/stats_team_week_2025.csv',
    ]);
  });

  it('must be named like an nflverse CSV when given one by one', async () => {
    await expect(readNflverseInputs([join(folder, 'release', 'games.json')], HTTP)).rejects.toThrow('is not a games, stats_team_week_<season> or injuries CSV');
  });
});

describe('npm run import:nflverse', () => {
  it('imports a folder and prints the games per season and the total time', async () => {
    const { code, stdout } = await importCli('release');
    expect(code).toBe(0);
    expect(stdout).toContain('2024: 3 games (3 finished), 16 closing lines, 0 box scores');
    expect(stdout).toContain('2025: 4 games (3 finished), 24 closing lines, 6 box scores');
    expect(stdout).toContain('Injuries: 4 players on the 2025 week 2 report');
    expect(stdout).toMatch(/NFL from nflverse: 7 games and 40 closing lines over 2 seasons; 0 unresolved; \d+\.\d s\./);
  });

  it('fails with exit code 1 naming the file and the missing column', async () => {
    const broken = join(folder, 'broken', 'games.csv');
    await cp(join(fixtures, 'games.csv'), broken);
    await writeFile(broken, (await readFile(broken, 'utf8')).replace('gameday', 'game_day'));
    const { code, stderr } = await importCli(broken);
    expect(code).toBe(1);
    expect(stderr).toContain(`nflverse: ${broken}: missing column gameday`);
  });
});
