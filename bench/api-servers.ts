/**
 * The servers bench/api.ts measures, in their own processes so the load generator does not share their
 * event loop: a bare Fastify route here, and Playbook's compiled server (`server/dist/main.js`, what
 * `npm start` runs) in a child process on a fresh embedded data folder, which loads the demo season at
 * start-up. Prints one JSON line ({bareUrl, appUrl, cookie, startUpMs, gameHubBytes}) once both answer, then
 * serves until killed (and stops the compiled server with it).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { SESSION_COOKIE } from '../server/src/auth/sessions.ts';
import { freePort } from './free-port.ts';

const compiled = fileURLToPath(new URL('../server/dist/main.js', import.meta.url));
if (!existsSync(compiled)) throw new Error('No compiled server: run npm run build:server first (npm run bench:api does)');

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ status: 'ok' }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'playbook-bench-'));
const started = performance.now();
const server = spawn(process.execPath, [compiled], {
  // warn: the default (info) logs two lines per request, which a load test would mostly measure.
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATA_SOURCE: 'demo' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = (): void => {
  server.kill('SIGTERM');
  server.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
};
process.once('SIGTERM', () => {
  stop();
  process.exitCode = 0;
  void bare.close();
});

const appUrl = `http://127.0.0.1:${port}`;
while ((await fetch(`${appUrl}/api/health`).then((response) => response.status, () => 0)) !== 200) {
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const startUpMs = performance.now() - started;

const registration = await fetch(`${appUrl}/api/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'bench_user', email: 'bench_user@example.com', password: 'bench password' }),
});
const token = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(registration.headers.get('set-cookie') ?? '')?.[1];
if (!token) throw new Error(`Could not sign in for the benchmark: ${registration.status}`);
const cookie = `${SESSION_COOKIE}=${token}`;

/** Bytes on the wire (not decompressed) of the game hub in one encoding. */
const hubBytes = (encoding: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(`${appUrl}/api/gamehub/all`, { headers: { cookie, 'accept-encoding': encoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
const gameHubBytes = { identity: await hubBytes('identity'), gzip: await hubBytes('gzip') };

console.log(JSON.stringify({ bareUrl, appUrl, cookie, startUpMs, gameHubBytes }));
