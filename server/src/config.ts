import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { SportsDataProvider } from './providers/provider.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DATABASE_URL: z.url().optional(),
  ODDS_API_KEY: z.string().optional(),
  CFBD_API_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Trust X-Forwarded-* from a reverse proxy (needed for Secure cookies behind TLS termination). */
  TRUST_PROXY: z.stringbool().default(false),
});

export interface AppConfig {
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  /** Built front end to serve, or null for an API-only server (tests, `npm run dev`). */
  webDistDir: string | null;
  authLimits: AuthLimits;
  sports: SportsSettings;
}

export interface SportsSettings {
  /** Where refreshes read from; null means the embedded demo season. */
  provider: SportsDataProvider | null;
  /** Load every league and the injuries before answering when the database holds no teams. */
  loadOnEmpty: boolean;
  /** How often the live job re-fetches leagues with games live or about to start; null disables the job. */
  liveRefreshMs: number | null;
  /** A provider call that takes longer fails the refresh. */
  providerTimeoutMs: number;
  /** A second injury refresh of one league within this window answers 429. */
  injuryRefreshCooldownMs: number;
  /** The server's notion of now (tests move it). */
  clock: () => Date;
}

export const DEFAULT_SPORTS_SETTINGS: SportsSettings = {
  provider: null,
  loadOnEmpty: true,
  liveRefreshMs: 60_000,
  providerTimeoutMs: 30_000,
  injuryRefreshCooldownMs: 60_000,
  clock: () => new Date(),
};

export interface AuthLimits {
  /** Sign-in and sign-up attempts one IP may make per window. */
  attemptsPerIp: number;
  /** Failed sign-ins one username may take per window before it is locked until the window ends. */
  failuresPerUsername: number;
  windowMs: number;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = { attemptsPerIp: 30, failuresPerUsername: 5, windowMs: 15 * 60_000 };

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
      webDistDir: path.join(repoRoot, 'web', 'dist'),
      authLimits: DEFAULT_AUTH_LIMITS,
      sports: DEFAULT_SPORTS_SETTINGS,
    },
  };
}
