// The README's test command: every test of the project, in order, then one summary line.
// unit + API (PGlite) → again on a throwaway PostgreSQL, the API files whose database can be PostgreSQL (ADR 072)
// → end-to-end in Chromium.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { engineDependentTests } from './engine-dependent-tests.mjs';

// Absolute, because a config with its own root (e2e) resolves relative paths from there.
const reports = path.resolve('.tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function vitest(label, args) {
  const report = `${reports}/${label.replace(/\W+/g, '-')}.json`;
  return { label, report, args: [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`] };
}

const steps = [
  { label: 'system packages (Chromium, PostgreSQL)', command: 'bash', args: ['scripts/install-system-deps.sh'] },
  { ...vitest('unit and API tests (embedded PGlite)', []), command: 'npx', prefix: ['vitest', 'run'] },
  { ...vitest('API tests on PostgreSQL', engineDependentTests()), command: 'bash', prefix: ['scripts/with-postgres.sh', 'npx', 'vitest', 'run', '--project', 'server'] },
  { label: 'build the web app', command: 'npm', args: ['run', 'build', '--silent'] },
  { ...vitest('end-to-end tests (Chromium)', []), command: 'npx', prefix: ['vitest', 'run', '--config', 'e2e/vitest.config.ts'] },
];

let passed = 0;
let failed = 0;
let ok = true;
for (const step of steps) {
  const args = [...(step.prefix ?? []), ...step.args];
  if (!run(step.label, step.command, args)) {
    ok = false;
    console.error(`\n✗ ${step.label} failed`);
  }
  if (step.report) {
    try {
      const summary = JSON.parse(readFileSync(step.report, 'utf8'));
      passed += summary.numPassedTests;
      failed += summary.numFailedTests;
    } catch {
      failed += 1; // the step produced no report: count it as a failure
    }
  }
  if (!ok) break;
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
