// The README's test command: every test of the project, then one summary line.
// unit + API (PGlite) → the build and the end-to-end tests in Chromium, with the API files whose database can be
// PostgreSQL (ADR 072) running again on a throwaway PostgreSQL beside them: the browsers mostly wait, so the
// PostgreSQL files, one at a time (about one core), use the core they leave (ADR 072, fifth amendment).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { engineDependentTests } from './engine-dependent-tests.mjs';

// Absolute, because a config with its own root (e2e) resolves relative paths from there.
const reports = path.resolve('.tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function vitest(label, args) {
  const report = `${reports}/${label.replace(/\W+/g, '-')}.json`;
  return { label, report, args: [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`] };
}

const system = { label: 'system packages (Chromium, PostgreSQL)', command: 'bash', args: ['scripts/install-system-deps.sh'] };
const pglite = { ...vitest('unit and API tests (embedded PGlite)', []), command: 'npx', prefix: ['vitest', 'run'] };
const postgres = {
  ...vitest('API tests on PostgreSQL', engineDependentTests()),
  command: 'bash',
  prefix: ['scripts/with-postgres.sh', 'npx', 'vitest', 'run', '--project', 'server', '--maxWorkers=1'],
};
const build = { label: 'build the web app', command: 'npm', args: ['run', 'build', '--silent'] };
const endToEnd = { ...vitest('end-to-end tests (Chromium)', []), command: 'npx', prefix: ['vitest', 'run', '--config', 'e2e/vitest.config.ts'] };

/** Runs a step to its end: its output shown as it comes, or kept and handed back (a step running beside another). */
function run(step, { keepOutput = false } = {}) {
  if (!keepOutput) console.log(`\n=== ${step.label}`);
  const child = spawn(step.command, [...(step.prefix ?? []), ...step.args], { stdio: keepOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ step, ok: code === 0, output: Buffer.concat(output) }));
  });
}

function failed(result) {
  if (!result.ok) console.error(`\n✗ ${result.step.label} failed`);
  return !result.ok;
}

const results = [];
for (const step of [system, pglite]) {
  const result = await run(step);
  results.push(result);
  if (failed(result)) break;
}
if (results.every((result) => result.ok)) {
  const besideEndToEnd = run(postgres, { keepOutput: true });
  const built = await run(build);
  results.push(built);
  if (!failed(built)) {
    const endToEndResult = await run(endToEnd);
    results.push(endToEndResult);
    failed(endToEndResult);
  }
  // Shown whole once the end-to-end output is done, so the two never interleave.
  const postgresResult = await besideEndToEnd;
  console.log(`\n=== ${postgres.label} (ran beside the build and the end-to-end tests)`);
  process.stdout.write(postgresResult.output);
  results.push(postgresResult);
  failed(postgresResult);
}

let passed = 0;
let failedTests = 0;
for (const { step } of results) {
  if (!step.report) continue;
  try {
    const summary = JSON.parse(readFileSync(step.report, 'utf8'));
    passed += summary.numPassedTests;
    failedTests += summary.numFailedTests;
  } catch {
    failedTests += 1; // the step produced no report: count it as a failure
  }
}
console.log(`\n${passed} passed, ${failedTests} failed`);
process.exit(results.every((result) => result.ok) && failedTests === 0 ? 0 : 1);
