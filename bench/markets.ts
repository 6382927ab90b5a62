/**
 * npm run bench:markets — the market board's three answers (odds, +EV, arbitrage and middles) for a full NFL
 * week of 9 books with alternates (bench/markets-week.ts, about 3,000 current lines), measured over HTTP on the
 * compiled server (`server/dist/main.js`, what `npm start` runs) beside a bare Fastify route: the median, 95th
 * percentile and worst of sequential requests, each answer asked once before to count it (the first of all
 * reads the lines, fits the model and builds the board). Target: each under 100 ms. Then the first request
 * after a refresh, warmed and not (bench/markets-refresh.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { connectDatabase } from '../server/src/db/connect.ts';
import { benchSession } from './bench-session.ts';
import { firstRequestAfterRefresh } from './markets-refresh.ts';
import { loadBenchWeek } from './markets-week.ts';
import { freePort } from './free-port.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const TARGET_MS = 100;

const compiled = fileURLToPath(new URL('../server/dist/main.js', import.meta.url));
if (!existsSync(compiled)) throw new Error('No compiled server: run npm run build:server first (npm run bench:markets does)');

const dataDir = mkdtempSync(path.join(tmpdir(), 'playbook-bench-markets-'));
const database = await connectDatabase({ kind: 'pglite', dataDir });
const loaded = await loadBenchWeek(database.db, new Date(), true);
await database.close();

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ status: 'ok' }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const port = await freePort();
// No source is reachable and nothing loads at start-up: the server answers from the loaded week alone.
const unreachable = 'http://127.0.0.1:9';
const server = spawn(process.execPath, [compiled], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATA_SOURCE: 'live',
    SPORTS_LOAD_ON_EMPTY: 'false',
    ESPN_BASE_URL: unreachable,
    ODDS_API_BASE_URL: unreachable,
    CFBD_BASE_URL: unreachable,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function timed(url: string, headers: Record<string, string>): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`);
  return { ms: performance.now() - started, body };
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

try {
  const appUrl = `http://127.0.0.1:${port}`;
  while ((await fetch(`${appUrl}/api/health`).then((response) => response.status, () => 0)) !== 200) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const headers = { cookie: await benchSession(appUrl, 'bench_markets'), 'accept-encoding': 'gzip' };

  const targets: [string, string][] = [
    ['bare Fastify GET /bare', `${bareUrl}/bare`],
    ['GET /api/markets/odds?league=NFL', `${appUrl}/api/markets/odds?league=NFL`],
    ['GET /api/markets/ev?league=NFL', `${appUrl}/api/markets/ev?league=NFL`],
    ['GET /api/markets/arbitrage?league=NFL', `${appUrl}/api/markets/arbitrage?league=NFL`],
  ];
  console.log(`\nMarket board benchmark: compiled server, loopback, ${REQUESTS} sequential requests per answer after its first`);
  console.log(`week loaded: ${loaded.espn} ESPN lines, ${loaded.oddsApi} Odds API lines (9 books) with alternates\n`);
  const cold = await timed(`${appUrl}/api/markets/odds?league=NFL`, { cookie: headers.cookie });
  const odds = JSON.parse(cold.body) as {
    books: string[];
    games: { markets: { sides: { prices: unknown[] }[] }[] }[];
  };
  const prices = odds.games.flatMap((game) => game.markets.flatMap((market) => market.sides.flatMap((side) => side.prices))).length;
  const ev = JSON.parse((await timed(`${appUrl}/api/markets/ev?league=NFL`, { cookie: headers.cookie })).body) as { bets: unknown[] };
  const scan = JSON.parse((await timed(`${appUrl}/api/markets/arbitrage?league=NFL`, { cookie: headers.cookie })).body) as { arbitrage: unknown[]; middles: unknown[] };
  console.log(`the board: ${odds.games.length} games, ${odds.books.length} books (${odds.books.join(', ')}), ${prices} current lines priced`);
  console.log(`answers: ${ev.bets.length} lines at 1 % EV or more, ${scan.arbitrage.length} arbitrage, ${scan.middles.length} middles`);
  console.log(`first request after start-up (reads the lines, fits the model, builds the board): ${cold.ms.toFixed(0)} ms\n`);
  console.log('answer'.padEnd(40), 'first ms'.padStart(9), 'median ms'.padStart(10), 'p95 ms'.padStart(8), 'worst ms'.padStart(9), 'under 100 ms'.padStart(13));
  for (const [name, url] of targets) {
    // Each answer was asked once above to count it: 'first' is the first gzip request (the answer's first
    // compression is cached with it), then the sequential requests.
    const first = (await timed(url, headers)).ms;
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) times.push((await timed(url, headers)).ms);
    times.sort((a, b) => a - b);
    const worst = Math.max(first, quantile(times, 1));
    console.log(
      name.padEnd(40),
      first.toFixed(1).padStart(9),
      quantile(times, 0.5).toFixed(1).padStart(10),
      quantile(times, 0.95).toFixed(1).padStart(8),
      worst.toFixed(1).padStart(9),
      (worst < TARGET_MS ? 'yes' : 'NO').padStart(13),
    );
  }
} finally {
  server.kill('SIGTERM');
  await bare.close();
  await new Promise((resolve) => server.once('exit', resolve));
}
try {
  await firstRequestAfterRefresh(dataDir, Number(process.env.BENCH_REFRESH_ROUNDS ?? 5));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
