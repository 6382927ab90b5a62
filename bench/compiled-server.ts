/**
 * Playbook's compiled server (`server/dist/main.js`, what `npm start` runs) in a child process of its own, on
 * a port the system gives and a data folder of the caller's or a new empty one, once it answers healthy. The
 * benches that measure the server as users run it start it here (first start, footprint).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

export const compiledServer = fileURLToPath(new URL('../server/dist/main.js', import.meta.url));

/** The Node flags `npm start` runs the server with (server/package.json's start script): a bench runs the same. */
function serverNodeFlags(): string[] {
  const serverPackage = JSON.parse(readFileSync(new URL('../server/package.json', import.meta.url), 'utf8')) as { scripts: { start: string } };
  return /node ((?:--\S+ )*)dist\/main\.js/.exec(serverPackage.scripts.start)?.[1]?.split(' ').filter(Boolean) ?? [];
}

export interface CompiledServer {
  appUrl: string;
  /** The server's own process (not a wrapper's): its /proc entry tells its memory. */
  pid: number;
  started: number;
  healthyMs: number;
  /** Stops the server; a data folder made here is removed, one the caller gave is kept. */
  stop(): Promise<void>;
}

export interface CompiledServerOptions {
  env?: Record<string, string>;
  /** An existing data folder to start on (kept); by default a new empty one. */
  dataDir?: string;
  /**
   * A command the server runs under (`bash scripts/with-postgres.sh …`), which must end by exec-ing the
   * server as its only child; the server's pid is then that child's.
   */
  wrapper?: string[];
  /** A start that has not answered healthy by then fails. */
  giveUpMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The first child of `pid` (Linux /proc), or null while it has none. */
function childOf(pid: number): number | null {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  return children.length > 0 ? Number(children[0]) : null;
}

export async function startCompiledServer(options: CompiledServerOptions = {}): Promise<CompiledServer> {
  if (!existsSync(compiledServer)) throw new Error('No compiled server: run npm run build:server first');
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'playbook-bench-server-'));
  const [command = process.execPath, ...args] = [...(options.wrapper ?? []), process.execPath, ...serverNodeFlags(), compiledServer];
  const started = performance.now();
  const child = spawn(command, args, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...options.env },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let serverPid = options.wrapper ? null : (child.pid ?? null);
  const stop = async () => {
    // The server itself gets the signal: a wrapper then cleans up after it and exits.
    if (serverPid !== null) process.kill(serverPid, 'SIGTERM');
    else child.kill('SIGTERM');
    await exited;
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const appUrl = `http://127.0.0.1:${port}`;
  const giveUpMs = options.giveUpMs ?? 300_000;
  while ((await fetch(`${appUrl}/api/health`).then((response) => response.status, () => 0)) !== 200) {
    if (child.exitCode !== null || performance.now() - started > giveUpMs) {
      await stop();
      throw new Error(`the server never answered healthy (${child.exitCode === null ? 'gave up' : `exit code ${child.exitCode}`})`);
    }
    await pause(25);
  }
  const healthyMs = performance.now() - started;
  serverPid ??= child.pid === undefined ? null : childOf(child.pid);
  if (serverPid === null) {
    await stop();
    throw new Error('the server process was not found');
  }
  return { appUrl, pid: serverPid, started, healthyMs, stop };
}
