// Compiles the server for `npm start`: server/src/main.ts bundled into server/dist/main.js with the workspace
// packages (@playbook/core, @playbook/contracts: TypeScript sources) inside it, and every npm dependency left
// as an import of node_modules (native and WebAssembly packages load their own files). The migrations
// folder is found at run time next to the bundle's parent (server/drizzle).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../server/', import.meta.url));
const started = performance.now();

/** Bare imports other than the workspace's own packages stay imports: resolved from node_modules at run time. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@playbook/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const bundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
};
/**
 * esbuild escapes non-ASCII characters in strings but keeps them in regular expressions and comments; one such
 * character makes V8 hold the whole file's source text as two bytes a character (ADR 075). Escaped here: `\uXXXX`
 * means the same character in a regular expression (a pair of them outside the BMP, as in a string) and is
 * plain text in a comment. The source map's columns after such a character on its line move a few places.
 */
function asciiOnly(file) {
  const text = readFileSync(file, 'utf8');
  const escape = (character) => character.split('').map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
  writeFileSync(file, text.replace(/[^ -~\t\n\r]/gu, escape));
}

/** Bundles a server entry into dist/ (ASCII only). */
async function bundle(entry, outName) {
  const outfile = `${serverDir}dist/${outName}`;
  await build({ entryPoints: [`${serverDir}src/${entry}`], outfile, ...bundleOptions });
  asciiOnly(outfile);
}
await bundle('main.ts', 'main.js');
// The parlay search's worker thread starts from a file of its own, found beside main.js.
await bundle('features/parlays/profit-target-worker.ts', 'profit-target-worker.js');
// On PostgreSQL the demo season loads in a process of its own (ADR 075), from a file beside main.js.
await bundle('features/sports/first-load/demo-season-load.ts', 'demo-season-load.js');
// The migrated empty database a new data folder starts from (ADR 065), made in a process of its own: PGlite's
// initdb holds about 750 MB while it runs. Remade only when PGlite or the migrations changed.
await build({
  entryPoints: [`${serverDir}src/cli/build-empty-database.ts`],
  outfile: `${serverDir}dist/build-empty-database.js`,
  ...bundleOptions,
});
execFileSync(process.execPath, [`${serverDir}dist/build-empty-database.js`], { stdio: 'inherit' });
console.log(`server compiled to server/dist/main.js in ${Math.round(performance.now() - started)} ms`);
