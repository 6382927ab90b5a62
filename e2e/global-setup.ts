import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../bench/free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    adminUsername: string;
    adminPassword: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '..');
const ADMIN_USERNAME = 'e2e_admin';
const ADMIN_PASSWORD = 'e2e admin password';

async function waitForHealth(url: string, deadline: number, exited: () => boolean): Promise<void> {
  while (Date.now() < deadline) {
    if (exited()) throw new Error('The server exited before it answered (see its output above)');
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url} in time`);
}

/**
 * Starts the real server (built front end, fresh embedded database, an admin made by the CLI) the way a user
 * would with `npm start`, on a port the system says is free; every end-to-end file drives it through Chromium.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'playbook-e2e-'));
  // Every test signs up its own user from 127.0.0.1: more than the 30 attempts an address gets by default.
  // The screens are tested on the demo season whatever network the machine has.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', AUTH_ATTEMPTS_PER_IP: '10000', DATA_SOURCE: 'demo' };
  delete env.DATABASE_URL;
  execFileSync('npx', ['tsx', 'server/src/cli/create-admin.ts', ADMIN_USERNAME], {
    cwd: repoRoot,
    env: { ...env, ADMIN_PASSWORD },
    stdio: 'inherit',
  });
  const port = await freePort();
  // Its own process group, so teardown stops npx, tsx and node together rather than orphaning the server.
  const server = spawn('npx', ['tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port) },
    stdio: 'inherit',
    detached: true,
  });
  let exited = false;
  server.once('exit', () => {
    exited = true;
  });
  const stop = async (): Promise<void> => {
    if (exited || server.pid === undefined) return;
    process.kill(-server.pid, 'SIGTERM');
    await once(server, 'exit');
  };
  const baseURL = `http://localhost:${port}`;
  try {
    await waitForHealth(`${baseURL}/api/health`, Date.now() + 90_000, () => exited);
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('baseURL', baseURL);
  project.provide('adminUsername', ADMIN_USERNAME);
  project.provide('adminPassword', ADMIN_PASSWORD);
  return async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
