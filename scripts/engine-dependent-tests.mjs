// The server test files whose database can be PostgreSQL: those whose imports reach a module that reads
// TEST_DATABASE_URL from the environment (the switch between the embedded PGlite and a PostgreSQL server, such as
// createTestApp). Every other file runs the very same code on either step (no database, or always an embedded one),
// so the README's test command runs it once, on PGlite, and only these again on PostgreSQL (ADR 072). Found from the
// imports on each run: a new test joins the PostgreSQL step by using a helper that switches, with no list to keep.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SWITCH = ['process', 'env', 'TEST_DATABASE_URL'].join('.'); // joined, so this file does not read as one
// The server project's files (vitest.config.ts: server/src/**/*.test.ts, server/test/**/*.test.ts).
const TEST_FOLDERS = ['server/src', 'server/test'];

/** A relative import's file: as written, or with the extension or index file the bundler-style resolution adds. */
function resolveImport(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => existsSync(file) && statSync(file).isFile());
}

/** The relative imports of a source file, static and dynamic (`from './x.ts'`, `import('./x.ts')`). */
function relativeImports(file, source) {
  const specifiers = [...source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1]);
  return specifiers.map((specifier) => resolveImport(file, specifier)).filter((resolved) => resolved !== undefined);
}

/** The server test files that can run on PostgreSQL, as paths relative to `root`, sorted. */
export function engineDependentTests(root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')) {
  const reaches = new Map();
  const reachesSwitch = (file) => {
    if (reaches.has(file)) return reaches.get(file);
    reaches.set(file, false); // an import cycle adds nothing the rest of the walk does not find
    const source = readFileSync(file, 'utf8');
    const found = source.includes(SWITCH) || relativeImports(file, source).some(reachesSwitch);
    reaches.set(file, found);
    return found;
  };
  return TEST_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true })
      .map((name) => path.join(folder, String(name)))
      .filter((name) => name.endsWith('.test.ts') && !name.split(path.sep).includes('node_modules')),
  )
    .filter((name) => reachesSwitch(path.join(root, name)))
    .sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(engineDependentTests().join('\n'));
