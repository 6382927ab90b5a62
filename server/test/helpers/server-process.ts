import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const mainTs = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const logLineSchema = z.looseObject({ msg: z.string().optional(), url: z.string().optional(), reqId: z.string().optional() });
export type LogLine = z.infer<typeof logLineSchema>;

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Every JSON log line the server printed so far. */
  logs: LogLine[];
  /** Lines of stdout that were not JSON log lines (there should be none). */
  unstructured: string[];
  /** Resolves with the exit code (or the signal's name) once the process has exited. */
  exited: Promise<number | string>;
}

/**
 * A real server process (the production entry point, through tsx) on a free loopback port, resolved once it
 * logs that it listens. Its stdout must be JSON log lines: anything else fails the start.
 */
export async function startServerProcess(env: Record<string, string>, startTimeoutMs = 60_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATA_SOURCE: 'demo', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  const unstructured: string[] = [];
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Stopped, or it would outlive the test run (found still running 20 minutes after a start timed out).
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${startTimeoutMs} ms: ${stderr}`));
    }, startTimeoutMs);
    createInterface({ input: child.stdout ?? process.stdin }).on('line', (line) => {
      const parsed = logLineSchema.safeParse(parseJson(line));
      if (!parsed.success) {
        unstructured.push(line);
        return;
      }
      logs.push(parsed.data);
      if (parsed.data.url && parsed.data.msg?.startsWith('Playbook is running')) {
        clearTimeout(timer);
        resolve(parsed.data.url);
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening: ${stderr}`));
    });
  });
  return { url, child, logs, unstructured, exited };
}

/** Stops a server process: SIGTERM, or SIGKILL when asked; resolves with how it exited. */
export async function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | string> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}
