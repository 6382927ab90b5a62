/**
 * npm run bench:api — requests per second and p99 latency of Playbook's API routes beside a bare Fastify
 * route in the same run, printed as a ratio. The servers run in a child process (bench/api-servers.ts) so
 * autocannon does not compete with them for their event loop. Each target gets a fixed duration so the
 * whole run stays bounded. Playbook runs as `npm start` runs it, the compiled server, on the demo season
 * loaded at start-up into an empty data folder (its start-up time is printed too).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { httpLoad } from './http-load.ts';

const SECONDS_PER_TARGET = Number(process.env.BENCH_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Servers {
  bareUrl: string;
  appUrl: string;
  cookie: string;
  startUpMs: number;
  gameHubBytes: { identity: number; gzip: number };
}

interface Result {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Result> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS_PER_TARGET, headers });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return { name, requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, errors: non2xx };
}

const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./api-servers.ts', import.meta.url))], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const servers = await new Promise<Servers>((resolve, reject) => {
  createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line) as Servers));
  child.once('exit', (code) => reject(new Error(`the benchmark servers exited (${code})`)));
});

try {
  // Without Accept-Encoding: autocannon's HTTP parser (http-parser-js) is itself the bottleneck on binary
  // bodies (an 18 KB random body runs ~9x slower than 148 KB of text against a bare server), so the gzipped
  // game hub a browser receives is measured separately below, with Node's own HTTP client.
  const signedIn = { cookie: servers.cookie };
  const targets: [string, string, Record<string, string>?][] = [
    ['bare Fastify GET /bare', `${servers.bareUrl}/bare`],
    ['GET /api/user (signed in)', `${servers.appUrl}/api/user`, signedIn],
    ['GET /api/teams/NFL (signed in)', `${servers.appUrl}/api/teams/NFL`, signedIn],
    ['GET /api/gamehub/all (signed in)', `${servers.appUrl}/api/gamehub/all`, signedIn],
  ];

  // Warm every target up so no measurement pays for JIT compilation or a cold read-model cache.
  for (const [, url, headers] of targets) await autocannon({ url, connections: 10, amount: 500, headers });

  const results: Result[] = [];
  for (const [name, url, headers] of targets) results.push(await measure(name, url, headers));
  const browser = { cookie: servers.cookie, 'accept-encoding': 'gzip, deflate, br' };
  const viaNode = [
    { name: 'bare Fastify GET /bare', ...(await httpLoad(`${servers.bareUrl}/bare`, {}, CONNECTIONS, SECONDS_PER_TARGET)) },
    { name: 'GET /api/gamehub/all (gzip)', ...(await httpLoad(`${servers.appUrl}/api/gamehub/all`, browser, CONNECTIONS, SECONDS_PER_TARGET)) },
  ];

  const baseline = results[0];
  if (!baseline) throw new Error('no baseline');
  console.log(`\nAPI benchmark: ${CONNECTIONS} connections, ${SECONDS_PER_TARGET} s per target, loopback, servers in their own process`);
  console.log(`compiled server (server/dist/main.js): start-up to its first healthy answer, loading the demo season into an empty data folder: ${servers.startUpMs.toFixed(0)} ms`);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(`GET /api/gamehub/all body: ${kb(servers.gameHubBytes.identity)}, ${kb(servers.gameHubBytes.gzip)} gzipped (what a browser receives)\n`);
  console.log('target'.padEnd(38), 'req/s'.padStart(10), 'p99 ms'.padStart(8), 'ratio'.padStart(7), 'errors'.padStart(7));
  const print = (r: Result, ratio: number) =>
    console.log(
      r.name.padEnd(38),
      r.requestsPerSecond.toFixed(0).padStart(10),
      r.p99Ms.toFixed(1).padStart(8),
      `${(ratio * 100).toFixed(0)}%`.padStart(7),
      String(r.errors).padStart(7),
    );
  for (const r of results) print(r, r.requestsPerSecond / baseline.requestsPerSecond);
  // Node's client is itself the limit near 25k requests/s, so this ratio flatters every target alike.
  console.log('\nwhat a browser receives, through Node\'s HTTP client (its own bare baseline):');
  for (const r of viaNode) print(r, r.requestsPerSecond / (viaNode[0]?.requestsPerSecond ?? Number.NaN));
} finally {
  child.kill();
}
