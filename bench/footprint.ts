/**
 * npm run bench:footprint — the server's and the page's footprint, each figure beside its target, in
 * one run. The compiled server (`server/dist/main.js`, what `npm start` runs) on the demo season:
 *
 * - on a new empty data folder (the demo season loads before it answers): its peak resident memory over that
 *   first load (VmHWM, /proc/<pid>/status) and its resident memory once idle (VmRSS, a few seconds later);
 * - in Debian's Chromium against it: the bytes a cold signed-in dashboard loads besides the API (as sent, the
 *   browser accepting brotli and gzip), the sign-in page's JavaScript and CSS as gzip sends them, and the
 *   dashboard's largest contentful paint over cold loads (median and worst);
 * - restarted on that folder, several times: the time to its first healthy answer (median and worst);
 * - on a throwaway PostgreSQL (scripts/with-postgres.sh): its resident memory once idle, or why not.
 *
 * The machine's load average is printed beside: other work on it slows the times.
 *
 *   npm run bench:footprint [-- --runs 3 --loads 7]
 *   npm run bench:footprint -- --postgres-only    (only the PostgreSQL figure: `runs` fresh starts, median)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/launch-browser.ts';
import { SESSION_COOKIE } from '../server/src/auth/sessions.ts';
import { benchSession } from './bench-session.ts';
import { startCompiledServer, type CompiledServer } from './compiled-server.ts';

const IDLE_AFTER_MS = 5_000;
const argument = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const restarts = argument('runs', 3);
const coldLoads = argument('loads', 7);
const postgresOnly = process.argv.includes('--postgres-only');

const TARGETS = {
  idleEmbeddedMb: 250,
  peakFirstLoadMb: 500,
  idlePostgresMb: 100,
  dashboardKb: 200,
  restartMs: 1_500,
  firstPageKb: 150,
  lcpMs: 500,
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory now (VmRSS) and at its highest so far (VmHWM) of a process, in MB. */
function memoryOf(pid: number): { residentMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { residentMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** Resident memory once the server has had nothing to do for a while. */
async function idleMb(server: CompiledServer): Promise<number> {
  await pause(IDLE_AFTER_MS);
  return memoryOf(server.pid).residentMb;
}

function medianAndWorst(values: readonly number[]): { median: number; worst: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN, worst: sorted.at(-1) ?? Number.NaN };
}

/** Bytes on the wire (not decoded) of one GET with this Accept-Encoding. */
const bytesSent = (url: string, encoding: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });

interface PageLoad {
  /** The page's own files (not the API), as the browser received them: bytes on the wire, by URL. */
  files: Map<string, { bytes: number; type: string }>;
  lcpMs: number;
}

/** One cold load of `pathname` in a new browser context (no cache), waiting for `ready` to show, then its LCP. */
async function coldLoad(browser: Browser, appUrl: string, pathname: string, token: string | null, ready: (page: Page) => Promise<void>): Promise<PageLoad> {
  const context = await browser.newContext({ baseURL: appUrl, viewport: { width: 1280, height: 900 } });
  try {
    if (token) await context.addCookies([{ name: SESSION_COOKIE, value: token, url: appUrl }]);
    const page = await context.newPage();
    const files = new Map<string, { bytes: number; type: string }>();
    const sized: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (/^\/(api|admin-api)\//.test(url.pathname)) return;
      // A file that finishes as the context closes, after the count, is not the first view's: its sizes are gone.
      sized.push(request.sizes().then((sizes) => void files.set(url.pathname, { bytes: sizes.responseBodySize, type: request.resourceType() }), () => undefined));
    });
    await page.goto(pathname);
    // Shown, its code has loaded: what loads after it (a poll, a prefetch) is not the first view's.
    await ready(page);
    await Promise.all(sized);
    // The content's frame is painted two animation frames after it shows; only then is its LCP entry sure to be
    // queued, so an earlier, smaller element is never read as the page's largest paint.
    const lcpMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          // No named function in here: tsx's keepNames would wrap it in a `__name` call the page does not have.
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)).observe({
                type: 'largest-contentful-paint',
                buffered: true,
              }),
            ),
          );
        }),
    );
    return { files, lcpMs };
  } finally {
    await context.close();
  }
}

// The server renders a signed-in '/' (ADR 080): its table shows from the page itself, before the code that hydrates
// it has loaded; the page's load event waits for that code (the page preloads all of it).
const showDashboard = async (page: Page) => {
  await page.getByRole('table', { name: 'NFL team rankings' }).waitFor();
  await page.waitForLoadState('load');
};
const showSignIn = (page: Page) => page.getByRole('tab', { name: 'Sign In' }).waitFor();

interface Row {
  figure: string;
  measured: string;
  target: string;
  met: boolean | null;
}
const rows: Row[] = [];
const mb = (value: number) => `${value.toFixed(0)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

console.log(`Load average at the start: ${load()}`);
if (postgresOnly) {
  await measureOnPostgres();
  printRows();
  process.exit(0);
}

// 1. The first start on an empty embedded data folder, then the browser against it.
const dataDir = mkdtempSync(path.join(tmpdir(), 'playbook-footprint-'));
try {
  const firstStart = await startCompiledServer({ dataDir, env: { DATA_SOURCE: 'demo' } });
  try {
    const idle = await idleMb(firstStart);
    const { peakMb } = memoryOf(firstStart.pid);
    console.log(`First start (empty folder, demo season loaded): healthy after ${ms(firstStart.healthyMs)}`);
    rows.push({ figure: 'resident memory, idle, embedded database', measured: mb(idle), target: `≤ ${TARGETS.idleEmbeddedMb} MB`, met: idle <= TARGETS.idleEmbeddedMb });
    rows.push({ figure: 'resident memory, peak during the first demo load', measured: mb(peakMb), target: `≤ ${TARGETS.peakFirstLoadMb} MB`, met: peakMb <= TARGETS.peakFirstLoadMb });

    const cookie = await benchSession(firstStart.appUrl, 'footprint_bench');
    const token = cookie.slice(SESSION_COOKIE.length + 1);
    const browser = await launchBrowser();
    try {
      const signIn = await coldLoad(browser, firstStart.appUrl, '/auth', null, showSignIn);
      const scriptsAndStyles = [...signIn.files].filter(([, file]) => file.type === 'script' || file.type === 'stylesheet');
      const gzipped = await Promise.all(scriptsAndStyles.map(([pathname]) => bytesSent(`${firstStart.appUrl}${pathname}`, 'gzip')));
      const firstPageBytes = gzipped.reduce((sum, bytes) => sum + bytes, 0);
      rows.push({ figure: `first page (sign-in), gzipped JS + CSS (${scriptsAndStyles.length} files)`, measured: kb(firstPageBytes), target: `≤ ${TARGETS.firstPageKb} KB`, met: firstPageBytes / 1024 <= TARGETS.firstPageKb });

      const dashboards: PageLoad[] = [];
      for (let run = 0; run < coldLoads; run += 1) dashboards.push(await coldLoad(browser, firstStart.appUrl, '/', token, showDashboard));
      const sent = Math.max(...dashboards.map((page) => [...page.files.values()].reduce((sum, file) => sum + file.bytes, 0)));
      rows.push({ figure: 'front-end bytes sent for the dashboard, cold (br, gzip)', measured: kb(sent), target: `≤ ${TARGETS.dashboardKb} KB`, met: sent / 1024 <= TARGETS.dashboardKb });
      const lcp = medianAndWorst(dashboards.map((page) => page.lcpMs));
      rows.push({ figure: `dashboard LCP, signed in, median of ${coldLoads} cold loads`, measured: `${ms(lcp.median)} (worst ${ms(lcp.worst)})`, target: `< ${TARGETS.lcpMs} ms`, met: lcp.median < TARGETS.lcpMs });
    } finally {
      await browser.close();
    }
    console.log(`After the browser's loads: resident ${mb(memoryOf(firstStart.pid).residentMb)}, peak ${mb(memoryOf(firstStart.pid).peakMb)}`);
  } finally {
    await firstStart.stop();
  }

  // 2. Restarts on the folder the first start filled.
  const startUps: number[] = [];
  for (let run = 0; run < restarts; run += 1) {
    const restart = await startCompiledServer({ dataDir, env: { DATA_SOURCE: 'demo' } });
    startUps.push(restart.healthyMs);
    if (run === 0) {
      const idle = await idleMb(restart);
      console.log(`Restart on the filled folder: idle ${mb(idle)}, peak ${mb(memoryOf(restart.pid).peakMb)}`);
    }
    await restart.stop();
  }
  const startUp = medianAndWorst(startUps);
  rows.push({ figure: `start-up on existing data to a healthy answer (${restarts} starts)`, measured: `${ms(startUp.median)} (worst ${ms(startUp.worst)})`, target: `≤ ${ms(TARGETS.restartMs)}`, met: startUp.median <= TARGETS.restartMs });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

await measureOnPostgres();
printRows();

/**
 * The same server on a throwaway PostgreSQL, when this machine has one: `restarts` starts, each on a new database
 * (the demo season loads first, as on a first start), its resident memory once idle (median and worst).
 */
async function measureOnPostgres(): Promise<void> {
  const withPostgres = fileURLToPath(new URL('../scripts/with-postgres.sh', import.meta.url));
  const figure = `resident memory, idle, on PostgreSQL (${restarts} starts)`;
  const target = `≤ ${TARGETS.idlePostgresMb} MB`;
  try {
    const idles: number[] = [];
    for (let run = 0; run < restarts; run += 1) {
      // with-postgres.sh runs the command it is given with TEST_DATABASE_URL set; the server reads DATABASE_URL.
      const onPostgres = await startCompiledServer({
        wrapper: ['bash', withPostgres, 'bash', '-c', 'DATABASE_URL="$TEST_DATABASE_URL" exec "$0" "$@"'],
        env: { DATA_SOURCE: 'demo' },
      });
      try {
        idles.push(await idleMb(onPostgres));
        console.log(`On PostgreSQL: healthy after ${ms(onPostgres.healthyMs)}, idle ${mb(idles.at(-1) ?? Number.NaN)}, peak ${mb(memoryOf(onPostgres.pid).peakMb)}`);
      } finally {
        await onPostgres.stop();
      }
    }
    const idle = medianAndWorst(idles);
    rows.push({ figure, measured: `${mb(idle.median)} (worst ${mb(idle.worst)})`, target, met: idle.median <= TARGETS.idlePostgresMb });
  } catch (error) {
    rows.push({ figure, measured: `not measured: ${(error as Error).message} (is PostgreSQL installed?)`, target, met: null });
  }
}

function printRows(): void {
  console.log(`\nLoad average at the end: ${load()}\n`);
  const width = Math.max(...rows.map((row) => row.figure.length));
  const measuredWidth = Math.max(...rows.map((row) => row.measured.length));
  for (const row of rows) {
    const verdict = row.met === null ? '' : row.met ? 'met' : 'NOT met';
    console.log(`${row.figure.padEnd(width)}  ${row.measured.padStart(measuredWidth)}  target ${row.target.padEnd(9)} ${verdict}`);
  }
}
