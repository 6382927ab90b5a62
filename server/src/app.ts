import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { proxyHopsOf, type AppConfig } from './config.ts';
import { connectDatabase, type Database, type DatabaseHandle } from './db/connect.ts';
import { registerAccessControl, type Access } from './auth/access.ts';
import { SessionStore } from './auth/sessions.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerRequestIdHeader, requestIdOptions } from './plugins/request-ids.ts';
import { REQUEST_TIMEOUT_MS, requestTimeoutOptions } from './plugins/request-timeouts.ts';
import { registerSecurity } from './plugins/security.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { renderedFirstScreen } from './plugins/first-screen-render.ts';
import { registerAuthRoutes } from './features/auth/routes.ts';
import { SignInGuard } from './features/auth/sign-in-guard.ts';
import { registerAdminRoutes } from './features/admin/routes.ts';
import { registerHealthRoutes } from './features/health/routes.ts';
import { registerApiDocs } from './features/docs/routes.ts';
import { registerHedgeRoutes } from './features/hedge/routes.ts';
import { registerParlayRoutes } from './features/parlays/routes.ts';
import { registerScreenshotRoutes } from './features/screenshots/routes.ts';
import { registerWatchlistRoutes } from './features/watchlist/routes.ts';
import { registerDisplaySettingsRoutes } from './features/settings/routes.ts';
import { registerModelRoutes } from './features/model/routes.ts';
import { registerMarketRoutes } from './features/markets/routes.ts';
import { registerSports } from './features/sports/register.ts';
import { startLiveRefresh } from './jobs/live-refresh.ts';
import { runOnOneInstance } from './jobs/one-instance.ts';
import { registerGrading } from './features/grading/register.ts';
import { registerAlerts } from './features/alerts/register.ts';

export interface RouteEntry {
  method: string;
  url: string;
  readonly access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The database connection and what instances share through it (events, its kind, health). */
    database: DatabaseHandle;
    /** Every route registered, with its access level: tests walk it to prove the gate covers all. */
    routeList: RouteEntry[];
  }
}

/**
 * TRUST_PROXY trusts the proxies in front of the server: the peer of the socket is hop 0, the entry it appended
 * to X-Forwarded-For hop 1, and so on; no hop beyond their count. (Fastify reads a bare hop count as "trust
 * nothing"; a function says it.)
 */
const trustNearestProxies =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

/** Builds the whole server without listening: tests drive it with inject() or a real port. */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const database = await connectDatabase(config.database);
  const proxyHops = proxyHopsOf(config.trustProxy);
  const app = Fastify({
    logger: { level: config.logLevel },
    ...requestIdOptions(proxyHops > 0),
    // The client is the address the outermost trusted proxy appended to X-Forwarded-For. `true` trusted every
    // hop, so the first entry, which the client writes itself, was taken as its address (ADR 033).
    trustProxy: proxyHops > 0 ? trustNearestProxies(proxyHops) : false,
    bodyLimit: 1_048_576,
    ...requestTimeoutOptions(config.requestTimeoutMs ?? REQUEST_TIMEOUT_MS),
    frameworkErrors,
    clientErrorHandler,
  });
  app.decorate('db', database.db);
  app.decorate('database', database);
  database.events.setLog(app.log);
  const routeList: RouteEntry[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // Read when asked: a plugin's own onRoute hook (the static files') may set the level after this one runs.
      if (method !== 'HEAD')
        routeList.push({
          method,
          url: route.url,
          get access() {
            return route.config?.access ?? 'user';
          },
        });
    }
  });
  app.addHook('onClose', () => database.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // External plugins, then app-wide hooks, then routes (Fastify's recommended order).
  await app.register(cookie);
  await registerApiDocs(app);
  await registerSecurity(app, config.allowedHosts);
  registerRequestIdHeader(app);
  const sessions = new SessionStore(database);
  registerAccessControl(app, sessions);

  const guard = new SignInGuard(database.db, config.authLimits);
  registerHealthRoutes(app);
  registerAuthRoutes(app, database.db, guard, sessions);
  registerAdminRoutes(app, database.db, guard, sessions);
  const sports = await registerSports(app, database.db, config.sports);
  // The app runs its jobs; a feature only answers routes (the live refresh's hook closes after the first load's).
  const { liveRefreshMs } = config.sports;
  if (liveRefreshMs !== null) {
    // One instance of a fleet runs it (an advisory lock); another takes over when that one stops.
    const job = runOnOneInstance(app.database, 'live-refresh', app.log, () => startLiveRefresh(sports, liveRefreshMs, app.log));
    // preClose: the job's last run finishes while the database is still open.
    app.addHook('preClose', () => job.stop());
  }
  registerGrading(app, sports);
  registerAlerts(app, sports);
  registerModelRoutes(app, sports);
  registerMarketRoutes(app, sports);
  registerHedgeRoutes(app);
  registerParlayRoutes(app, database.db);
  await registerScreenshotRoutes(app);
  registerWatchlistRoutes(app, database.db);
  registerDisplaySettingsRoutes(app, database.db);
  await registerWebApp(app, config.webDistDir, renderedFirstScreen(app, sessions, config.webDistDir));
  return app;
}
