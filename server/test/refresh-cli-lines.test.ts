import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flipped, pregame } from './helpers/espn-week-12.ts';

const cli = fileURLToPath(new URL('../src/cli/refresh.ts', import.meta.url));

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'refresh-cli-lines-'));
  await writeFile(join(folder, 'pregame.json'), JSON.stringify(pregame()));
  // Saturday's scoreboard with a second odds block on Atlanta at New Orleans, from a book the registry does not know
  // (our edge case on top of the real payload).
  const saturday = flipped() as { events: { id: string; competitions: { odds?: { provider: { name: string } }[] }[] }[] };
  const odds = saturday.events.find((event) => event.id === '401772889')?.competitions[0]?.odds;
  const block = odds?.[0];
  if (!odds || !block) throw new Error('the fixture prices Atlanta at New Orleans');
  odds.push({ ...block, provider: { ...block.provider, name: 'Circa Sports' } });
  await writeFile(join(folder, 'flipped.json'), JSON.stringify(saturday));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** `npm run refresh -- --source <source> --league NFL --file <file>` on the folder's own embedded database. */
function refreshCli(source: string, file: string): Promise<{ code: number | null; stdout: string }> {
  const env = { ...process.env, DATA_DIR: join(folder, 'data'), INIT_CWD: folder };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--source', source, '--league', 'NFL', '--file', file], { env, stdio: ['ignore', 'pipe', 'ignore'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout }));
  });
}

// Each run starts a process on its own embedded database (migrations included): slow on a busy machine.
describe('npm run refresh prints the lines superseded and the unknown books (ADR 044)', { timeout: 180_000 }, () => {
  it('counts the four main lines a flipped favourite and a moved total supersede, and names the unknown book once', async () => {
    const first = await refreshCli('espn', 'pregame.json');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Lines superseded (a book moved its main point): 0.');
    expect(first.stdout).toContain('Unknown books (stored under their own names): none.');
    const second = await refreshCli('espn', 'flipped.json');
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('Lines superseded (a book moved its main point): 4.');
    expect(second.stdout).toContain('Unknown books (stored under their own names): Circa Sports.');
  });
});
