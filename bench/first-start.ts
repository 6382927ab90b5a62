/**
 * The first start online: Playbook's compiled server (`server/dist/main.js`, what `npm start`
 * runs) on an EMPTY data folder in real-source mode (DATA_SOURCE=live, an Odds API key set) against a stand-in of
 * ESPN and The Odds API on loopback that serves real payloads (bench/first-start/real-season.ts) at the real
 * paths, 150 ms a request. Prints, per run and as median and worst of the runs: the time to the first healthy
 * answer, to real NFL standings (`/api/teams/NFL` ranks teams), to the week's lines (`/api/live/betting-lines`
 * lists NFL lines), to the whole first load; the requests per source; and what the main screens' APIs answered
 * meanwhile (sampled, each change once).
 *
 *   npm run bench:first-start [-- --runs 3]
 */
import { SESSION_COOKIE } from '../server/src/auth/sessions.ts';
import { startStandIn, type StandInSource } from '../server/test/helpers/stand-in-source.ts';
import { realSeasonAnswers } from './first-start/real-season.ts';
import { startCompiledServer } from './compiled-server.ts';

const LATENCY_MS = 150;
const TARGET_MS = 20_000;
const SAMPLE_EVERY_MS = 250;
/** A first load that has not ended by then is reported as not finished. */
const GIVE_UP_MS = 300_000;

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg >= 0 ? Number(process.argv[runsArg + 1]) : 3;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface RunFigures {
  healthyMs: number;
  standingsMs: number | null;
  linesMs: number | null;
  loadedMs: number | null;
  requests: Record<StandInSource, number>;
  screens: string[];
}

/** What the main screens' APIs answer, in a few words each (the bench prints each change once). */
async function screensSaid(appUrl: string, cookie: string): Promise<Record<string, string>> {
  const get = async (route: string) => {
    const response = await fetch(`${appUrl}${route}`, { headers: { cookie } }).catch(() => null);
    return { status: response?.status ?? 0, body: response?.ok ? ((await response.json()) as Record<string, unknown>) : null };
  };
  const length = (value: unknown) => (Array.isArray(value) ? value.length : 0);
  const [teams, collegeTeams, hub, lines, loading, sources] = await Promise.all([
    get('/api/teams/NFL'),
    get('/api/teams/NCAA'),
    get('/api/gamehub/NFL'),
    get('/api/live/betting-lines'),
    get('/api/data-loading'),
    get('/api/data-sources/NFL'),
  ]);
  const nflLines = ((lines.body?.lines as { league: string }[] | undefined) ?? []).filter((line) => line.league === 'NFL').length;
  const current = loading.body?.current as { league: string; source: string; requests: number } | null | undefined;
  return {
    dashboard: teams.body ? `${length(teams.body.teams)} NFL teams ranked, ${length(teams.body.teamsWithoutStatistics)} without statistics` : `HTTP ${teams.status}`,
    'dashboard (college)': collegeTeams.body ? `${length(collegeTeams.body.teams)} ranked` : `HTTP ${collegeTeams.status}`,
    'game hub': hub.body ? `${length((hub.body.data as { schedule?: unknown } | undefined)?.schedule)} NFL games this week` : `HTTP ${hub.status}`,
    slate: lines.body ? `${nflLines} NFL lines, ${length(lines.body.lines)} in all` : `HTTP ${lines.status}`,
    'progress note': loading.body ? (current ? `loading ${current.league} from ${current.source}` : loading.body.active ? 'waiting' : 'none') : `HTTP ${loading.status}`,
    footer: sources.body ? `sources ${JSON.stringify((sources.body.sources as { source: string }[]).map((entry) => entry.source))}` : `HTTP ${sources.status}`,
  };
}

async function oneRun(): Promise<RunFigures> {
  const standIn = await startStandIn({ answers: realSeasonAnswers(), latencyMs: LATENCY_MS });
  const sources = standIn.liveSources;
  const server = await startCompiledServer({
    giveUpMs: GIVE_UP_MS,
    env: {
      DATA_SOURCE: 'live',
      ESPN_BASE_URL: sources.espnBaseUrl,
      ODDS_API_BASE_URL: sources.oddsApiBaseUrl,
      ODDS_API_KEY: sources.oddsApiKey ?? '',
      CFBD_BASE_URL: sources.cfbdBaseUrl,
      CFBD_API_KEY: '',
    },
  }).catch(async (error: unknown) => {
    await standIn.close();
    throw error;
  });
  const { appUrl, healthyMs } = server;
  const elapsed = () => performance.now() - server.started;
  try {
    const registration = await fetch(`${appUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'first_start', email: 'first_start@example.com', password: 'first start password' }),
    });
    const token = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(registration.headers.get('set-cookie') ?? '')?.[1];
    if (!token) throw new Error(`Could not sign up: HTTP ${registration.status}`);
    const cookie = `${SESSION_COOKIE}=${token}`;

    let standingsMs: number | null = null;
    let linesMs: number | null = null;
    let loadedMs: number | null = null;
    const said = new Map<string, string>();
    const screens: string[] = [];
    while (loadedMs === null && elapsed() < GIVE_UP_MS) {
      const at = elapsed();
      const now = await screensSaid(appUrl, cookie);
      for (const [screen, text] of Object.entries(now)) {
        if (said.get(screen) === text) continue;
        said.set(screen, text);
        screens.push(`${(at / 1000).toFixed(1).padStart(6)} s  ${screen}: ${text}`);
      }
      if (standingsMs === null && !now.dashboard?.startsWith('0 ') && !now.dashboard?.startsWith('HTTP')) standingsMs = at;
      if (linesMs === null && !now.slate?.startsWith('0 ') && !now.slate?.startsWith('HTTP')) linesMs = at;
      if (now['progress note'] === 'none') loadedMs = at;
      await pause(SAMPLE_EVERY_MS);
    }
    return { healthyMs, standingsMs, linesMs, loadedMs, requests: { ...standIn.requests }, screens };
  } finally {
    await server.stop();
    await standIn.close();
  }
}

/**
 * The same server started with nothing to load (DATA_SOURCE=demo, SPORTS_LOAD_ON_EMPTY=false): what the start
 * itself costs on this machine (migrating a new data folder), apart from any source.
 */
async function bareStartMs(): Promise<number> {
  const server = await startCompiledServer({ env: { DATA_SOURCE: 'demo', SPORTS_LOAD_ON_EMPTY: 'false' } });
  await server.stop();
  return server.healthyMs;
}

const seconds = (ms: number | null) => (ms === null ? 'never' : `${(ms / 1000).toFixed(1)} s`);
const results: (RunFigures & { bareMs: number })[] = [];
for (let run = 1; run <= runs; run += 1) {
  const figures = { ...(await oneRun()), bareMs: await bareStartMs() };
  results.push(figures);
  console.log(`\nRun ${run}: healthy ${seconds(figures.healthyMs)}, NFL standings ${seconds(figures.standingsMs)}, NFL lines ${seconds(figures.linesMs)}, every league ${seconds(figures.loadedMs)}`);
  console.log(`  the same server with nothing to load answers healthy after ${seconds(figures.bareMs)} on this machine now`);
  console.log(`  requests: ${Object.entries(figures.requests).map(([source, count]) => `${source} ${count}`).join(', ')}`);
  if (run === 1) {
    console.log('  what the screens\' APIs answered (each change once):');
    for (const line of figures.screens) console.log(`  ${line}`);
  }
}

const summary = (label: string, pick: (figures: (typeof results)[number]) => number | null) => {
  const values = results.map(pick).map((value) => value ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
  const median = values[Math.floor((values.length - 1) / 2)] ?? Number.POSITIVE_INFINITY;
  const worst = values.at(-1) ?? Number.POSITIVE_INFINITY;
  const show = (value: number) => (Number.isFinite(value) ? seconds(value) : 'never');
  console.log(`${label.padEnd(38)} median ${show(median).padStart(8)}   worst ${show(worst).padStart(8)}`);
  return worst;
};
console.log(`\nFirst start against the stand-in (${LATENCY_MS} ms a request), ${runs} run(s):`);
summary('first healthy answer', (figures) => figures.healthyMs);
const standingsWorst = summary('real NFL standings', (figures) => figures.standingsMs);
const linesWorst = summary("the NFL week's lines", (figures) => figures.linesMs);
summary('every league loaded', (figures) => figures.loadedMs);
const after = (ms: number | null, figures: RunFigures) => (ms === null ? null : ms - figures.healthyMs);
summary('  standings after the healthy answer', (figures) => after(figures.standingsMs, figures));
summary('  lines after the healthy answer', (figures) => after(figures.linesMs, figures));
summary('start with nothing to load', (figures) => figures.bareMs);
const met = Math.max(standingsWorst, linesWorst) <= TARGET_MS;
console.log(`Target (NFL standings and lines within ${TARGET_MS / 1000} s, worst run): ${met ? 'met' : 'NOT met'}`);
