// Compiles the server for `npm start`: server/src/main.ts bundled into server/dist/main.js with the workspace
// packages (@playbook/core, @playbook/contracts: TypeScript sources) inside it, and every npm dependency left
// as an import of node_modules (native and WebAssembly packages load their own files). The migrations
// folder is found at run time next to the bundle's parent (server/drizzle).
import { execFileSync } from 'node:child_process';
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
await build({ entryPoints: [`${serverDir}src/main.ts`], outfile: `${serverDir}dist/main.js`, ...bundleOptions });
// The parlay search's worker thread starts from a file of its own, found beside main.js.
await build({
  entryPoints: [`${serverDir}src/features/parlays/profit-target-worker.ts`],
  outfile: `${serverDir}dist/profit-target-worker.js`,
  ...bundleOptions,
});
// The migrated empty database a new data folder starts from (ADR 065), made in a process of its own: PGlite's
// initdb holds about 750 MB while it runs. Remade only when PGlite or the migrations changed.
await build({
  entryPoints: [`${serverDir}src/cli/build-empty-database.ts`],
  outfile: `${serverDir}dist/build-empty-database.js`,
  ...bundleOptions,
});
execFileSync(process.execPath, [`${serverDir}dist/build-empty-database.js`], { stdio: 'inherit' });
console.log(`server compiled to server/dist/main.js in ${Math.round(performance.now() - started)} ms`);
