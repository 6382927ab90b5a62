import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The layers of docs/architecture: core is pure and free of import circles; a provider turns a source into
// snapshots and knows nothing of the app's features or jobs; a feature answers routes and does not reach back
// into the app (app.ts) or its jobs. Tests may cross layers (they exercise the whole path), so only source
// files are held to it.

const repo = path.resolve(import.meta.dirname, '../..');
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The files a source file imports by relative path, resolved to absolute paths. */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? '').filter((specifier) => specifier.startsWith('.')).map((specifier) => path.resolve(path.dirname(file), specifier));
}

function crossings(folder: string, forbidden: readonly string[]): string[] {
  const root = path.resolve(repo, folder);
  return sourceFiles(root).flatMap((file) =>
    relativeImports(file)
      .filter((target) => forbidden.some((place) => target === path.join(repo, place) || target.startsWith(path.join(repo, place) + path.sep)))
      .map((target) => `${path.relative(repo, file)} -> ${path.relative(repo, target)}`),
  );
}

/** Every import circle among the files of a folder, each as the files around it. */
function importCircles(folder: string): string[][] {
  const files = sourceFiles(path.resolve(repo, folder));
  const edges = new Map(files.map((file) => [file, relativeImports(file).filter((target) => files.includes(target))]));
  const circles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    trail.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'open') circles.push(trail.slice(trail.indexOf(next)).map((entry) => path.relative(repo, entry)));
      else if (!state.has(next)) visit(next);
    }
    trail.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return circles;
}

describe('the layers', () => {
  it('keeps core free of import circles', () => {
    expect(importCircles('packages/core/src')).toEqual([]);
  });

  it("keeps providers out of the app's features, jobs and app", () => {
    expect(crossings('server/src/providers', ['server/src/features', 'server/src/jobs', 'server/src/app.ts'])).toEqual([]);
  });

  it("keeps features out of the app's jobs and app", () => {
    expect(crossings('server/src/features', ['server/src/jobs', 'server/src/app.ts'])).toEqual([]);
  });

  it('finds a circle and a crossing when there is one (the checks can fail)', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'layers-'));
    writeFileSync(path.join(folder, 'a.ts'), "import type { B } from './b.ts';\nexport type A = B;\n");
    writeFileSync(path.join(folder, 'b.ts'), "export { type A as B } from './a.ts';\n");
    expect(importCircles(folder)).toHaveLength(1);
    expect(crossings('server/src/cli', ['server/src/features']).length).toBeGreaterThan(0);
  });
});
