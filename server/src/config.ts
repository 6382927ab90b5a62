import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { SportsDataProvider } from './providers/provider.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const DEFAULT_ATTEMPTS_PER_IP = 30;

/** The real sources' addresses and keys; a keyed source joins only when its key is set. */
export interface LiveSourceSettings {
  espnBaseUrl: string;
  oddsApiBaseUrl: string;
  oddsApiKey: string | null;
  cfbdBaseUrl: string;
  cfbdApiKey: string | null;
}

export const DEFAULT_LIVE_SOURCES: LiveSourceSettings = {
  espnBaseUrl: 'https://site.api.espn.com/apis/site/v2/sports',
  oddsApiBaseUrl: 'https://api.the-odds-api.com',
  oddsApiKey: null,
  cfbdBaseUrl: 'https://api.collegefootballdata.com',
  cfbdApiKey: null,
};

const MAX_PROXY_HOPS = 10;
const PROXIES_ERROR = { error: `expected true, false or a number of proxies from 1 to ${MAX_PROXY_HOPS}` };

/** How many proxies in front are trusted: none, one, or the count given. */
export function proxyHopsOf(trustProxy: boolean | number): number {
  return trustProxy === true ? 1 : trustProxy === false ? 0 : trustProxy;
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DATABASE_URL: z.url().optional(),
  ODDS_API_KEY: z.string().optional(),
  CFBD_API_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Trust X-Forwarded-* from the reverse proxies in front (needed for Secure cookies behind TLS termination):
   * `true` (or 1) for one proxy, whose appended X-Forwarded-For entry is the client (ADR 033); a number of
   * hops for a chain, e.g. 2 for a CDN in front of a load balancer. More hops than there are proxies would
   * let a client name its own address, so count them exactly.
   */
  TRUST_PROXY: z
    .union([z.stringbool(), z.coerce.number().int(PROXIES_ERROR).min(2, PROXIES_ERROR).max(MAX_PROXY_HOPS, PROXIES_ERROR)], PROXIES_ERROR)
    .default(false)
    .transform(proxyHopsOf),
  /** Where users reach the app when it is not localhost (e.g. https://playbook.example.com): its host is served. */
  PUBLIC_ORIGIN: z.url().optional(),
  /** More host names to answer, comma-separated (a LAN address, say); any other Host header gets 400. */
  ALLOWED_HOSTS: z.string().optional(),
  /**
   * Sign-in and sign-up attempts one address may make per 15 minutes (ADR 005). Raise it where many people
   * share one address (an office behind NAT) or for a test run that signs up a user per test.
   */
  AUTH_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(DEFAULT_ATTEMPTS_PER_IP),
  /** Load each league not loaded yet (all of them in a new database) from DATA_SOURCE at start-up. */
  SPORTS_LOAD_ON_EMPTY: z.stringbool().default(true),
  /**
   * Where sports data comes from: `auto` tries the real sources and falls back to the demo season when they
   * cannot be reached (never over real data already stored); `demo` and `live` force one side.
   */
  DATA_SOURCE: z.enum(['auto', 'demo', 'live']).default('auto'),
  /** How long `auto` waits for the first answer of a real source at start-up before loading the demo season. */
  DATA_SOURCE_PROBE_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** The sources' addresses (tests and mirrors point them elsewhere). */
  ESPN_BASE_URL: z.url().default(DEFAULT_LIVE_SOURCES.espnBaseUrl),
  ODDS_API_BASE_URL: z.url().default(DEFAULT_LIVE_SOURCES.oddsApiBaseUrl),
  CFBD_BASE_URL: z.url().default(DEFAULT_LIVE_SOURCES.cfbdBaseUrl),
});

export interface AppConfig {
  database:
    | {
        kind: 'pglite';
        dataDir: string | null;
        /**
         * A dump (`dumpDataDir`) of an already migrated database to start an in-memory one from: tests load one
         * made once per run instead of creating and migrating a database per file (ADR 037). Migrations still
         * run after it, so a dump behind the committed ones is brought up to date.
         */
        template?: Blob;
      }
    | { kind: 'postgres'; url: string };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Reverse proxies in front whose X-Forwarded-* are trusted: false (none), true (one) or a count. */
  trustProxy: boolean | number;
  /** Host names the server answers (DNS-rebinding defence); compared without the port, case-insensitively. */
  allowedHosts: readonly string[];
  /** Built front end to serve, or null for an API-only server (tests, `npm run dev`). */
  webDistDir: string | null;
  authLimits: AuthLimits;
  sports: SportsSettings;
  /** How long a request may take to arrive (ADR 041); REQUEST_TIMEOUT_MS when unsaid. Tests use a short one. */
  requestTimeoutMs?: number;
}

export type DataSourceMode = 'auto' | 'demo' | 'live';

export interface SportsSettings {
  /** Where refreshes read from, overriding `dataSource` (tests inject a fixture provider); null: by dataSource. */
  provider: SportsDataProvider | null;
  dataSource: DataSourceMode;
  /** `auto`: how long the first answer of a real source may take at start-up before the demo season loads. */
  probeTimeoutMs: number;
  liveSources: LiveSourceSettings;
  /** Load every league not loaded yet (and its injuries) before answering. */
  loadOnEmpty: boolean;
  /** How often the live job re-fetches leagues with games live or about to start; null disables the job. */
  liveRefreshMs: number | null;
  /**
   * A provider call that takes longer fails the refresh. Generous: a first real refresh reads every week's
   * scoreboard and every finished game's summary (hundreds of requests, four at a time); later ones reuse them.
   */
  providerTimeoutMs: number;
  /** A second user-started refresh of one league's teams (or injuries) within this window answers 429. */
  refreshCooldownMs: number;
  /** The server's notion of now (tests move it). */
  clock: () => Date;
}

/** What code and tests get without an environment: the demo season, so nothing reaches the network unasked. */
export const DEFAULT_SPORTS_SETTINGS: SportsSettings = {
  provider: null,
  dataSource: 'demo',
  probeTimeoutMs: 3000,
  liveSources: DEFAULT_LIVE_SOURCES,
  loadOnEmpty: true,
  liveRefreshMs: 60_000,
  providerTimeoutMs: 180_000,
  refreshCooldownMs: 60_000,
  clock: () => new Date(),
};

export interface AuthLimits {
  /** Sign-in and sign-up attempts one IP may make per window. */
  attemptsPerIp: number;
  /** Failed sign-ins one account may take from one address per window (ADR 005: locks that address only). */
  failuresPerAccountAndAddress: number;
  /** Failed sign-ins one account may take from all addresses together per window: the distributed ceiling. */
  failuresPerAccount: number;
  windowMs: number;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  attemptsPerIp: DEFAULT_ATTEMPTS_PER_IP,
  failuresPerAccountAndAddress: 5,
  failuresPerAccount: 50,
  windowMs: 15 * 60_000,
};

/** Loopback names: what a local install is reached by. */
export const DEFAULT_ALLOWED_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '::1'];

/** The hosts to answer: loopback, the public origin's host, the listening host when it names one, and ALLOWED_HOSTS. */
export function allowedHostsOf(values: { HOST: string; PUBLIC_ORIGIN?: string | undefined; ALLOWED_HOSTS?: string | undefined }): string[] {
  const hosts = new Set(DEFAULT_ALLOWED_HOSTS);
  if (values.PUBLIC_ORIGIN) hosts.add(new URL(values.PUBLIC_ORIGIN).hostname);
  if (!['0.0.0.0', '::'].includes(values.HOST)) hosts.add(values.HOST);
  for (const host of values.ALLOWED_HOSTS?.split(',') ?? []) if (host.trim()) hosts.add(host.trim());
  return [...hosts].map(normalizeHostname);
}

/** Lower case, no IPv6 brackets: the form Host headers are compared in. */
export function normalizeHostname(hostname: string): string {
  return hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
}

export interface ServerSettings {
  port: number;
  host: string;
  app: AppConfig;
}

/** Reads the environment once at start-up; a bad value stops the server with a message naming it. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    app: {
      database: values.DATABASE_URL
        ? { kind: 'postgres', url: values.DATABASE_URL }
        : { kind: 'pglite', dataDir: path.resolve(repoRoot, values.DATA_DIR) },
      logLevel: values.LOG_LEVEL,
      trustProxy: values.TRUST_PROXY,
      allowedHosts: allowedHostsOf(values),
      webDistDir: path.join(repoRoot, 'web', 'dist'),
      authLimits: { ...DEFAULT_AUTH_LIMITS, attemptsPerIp: values.AUTH_ATTEMPTS_PER_IP },
      sports: {
        ...DEFAULT_SPORTS_SETTINGS,
        loadOnEmpty: values.SPORTS_LOAD_ON_EMPTY,
        dataSource: values.DATA_SOURCE,
        probeTimeoutMs: values.DATA_SOURCE_PROBE_MS,
        liveSources: {
          espnBaseUrl: values.ESPN_BASE_URL,
          oddsApiBaseUrl: values.ODDS_API_BASE_URL,
          oddsApiKey: values.ODDS_API_KEY || null,
          cfbdBaseUrl: values.CFBD_BASE_URL,
          cfbdApiKey: values.CFBD_API_KEY || null,
        },
      },
    },
  };
}
