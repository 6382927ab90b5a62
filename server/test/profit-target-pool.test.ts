import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { workerEntry } from '../src/features/parlays/profit-target-pool.ts';

describe('the parlay search worker file', () => {
  const folder = (files: string[]): string => {
    const dir = mkdtempSync(join(tmpdir(), 'parlay-worker-'));
    for (const file of files) writeFileSync(join(dir, file), '');
    return pathToFileURL(join(dir, 'main.js')).href;
  };

  it('is the compiled one beside a compiled server, else the TypeScript one under the loader', () => {
    const compiled = workerEntry(folder(['profit-target-worker.js', 'profit-target-worker.ts']));
    expect(compiled.typescript).toBe(false);
    expect(compiled.file).toMatch(/profit-target-worker\.js$/);
    const source = workerEntry(folder(['profit-target-worker.ts']));
    expect(source.typescript).toBe(true);
    expect(source.file).toMatch(/profit-target-worker\.ts$/);
    expect(() => workerEntry(folder([]))).toThrow(/worker is missing/);
  });

  it('is found beside the pool in this source tree', () => {
    expect(workerEntry().typescript).toBe(true);
  });
});
