import type { FastifyInstance } from 'fastify';
import type { SportsSettings } from '../../config.ts';
import type { Database } from '../../db/connect.ts';
import { SharedGeneration } from '../../db/shared-generation.ts';
import { registerRecommendationRoutes } from '../recommendations/routes.ts';
import { registerCfbRoutes } from './cfb/routes.ts';
import { registerDataSourceRoutes } from './data-sources/routes.ts';
import { LoadProgress } from './first-load/load-progress.ts';
import { registerDataLoadingRoute } from './first-load/routes.ts';
import { StartUpLoad } from './first-load/start-up-load.ts';
import { registerGameHubRoutes } from './gamehub/routes.ts';
import { registerInjuryRoutes } from './injuries/routes.ts';
import { registerLineRoutes } from './games-and-lines/routes.ts';
import { registerRosterRoutes } from './rosters/routes.ts';
import { registerSlateRoutes } from './slate/routes.ts';
import { RefreshCooldown } from './refresh/refresh-cooldown.ts';
import { SportsData } from './sports-data.ts';
import { sourcePlanOf } from './source-selection/source-plan.ts';
import { SourceSelection } from './source-selection/source-selection.ts';
import { registerTeamRoutes, type TeamsJson } from './teams/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's sports data (refreshes, read-model cache): the CLI and tests reach it here. */
    sports: SportsData;
    /** The load of an empty database at the start (tests wait for the part behind the start here). */
    sportsLoad: StartUpLoad;
    /** A league's teams as their route answers them: the server-rendered first screen reads them (ADR 080). */
    teamsJson: TeamsJson;
  }
}

/**
 * The sports data of the app: loads the season into an empty database (before the server answers, or behind it
 * when it comes from the real sources over the network), registers
 * every sports route (all behind the session gate); the app starts the live refresh beside it.
 */
export async function registerSports(app: FastifyInstance, db: Database, settings: SportsSettings): Promise<SportsData> {
  // Several instances may share PostgreSQL: their caches follow each other's refreshes (ADR 014).
  const generation = app.database.kind === 'postgres' ? new SharedGeneration(db, 'sports') : null;
  const progress = new LoadProgress();
  const sources = new SourceSelection(sourcePlanOf(settings, db, () => progress.answered()), db, settings.clock, settings.probeTimeoutMs, app.log);
  const sports = new SportsData(db, sources, settings, generation, app.log);
  const load = new StartUpLoad(sports, sources);
  app.decorate('sports', sports);
  app.decorate('sportsLoad', load);
  await sources.checkPrimaryReachable();
  const { missing, demo } = await load.leaguesToLoad();
  const toLoad = settings.loadOnEmpty ? missing : [];
  // The real sources' first load (minutes) runs behind the start, the NFL first, with its progress on the screens;
  // the demo season or a test's provider loads before the server answers. Leagues waiting stay empty meanwhile.
  const inBackground = sources.loadsFromNetwork ? toLoad : [];
  if (toLoad.length > 0 && inBackground.length === 0) await load.loadEverything(app.log, toLoad);
  // Demo data stored by an offline start gives way to the real sources in the background once they answer.
  const behind = [...inBackground, ...demo];
  if (behind.length > 0) load.loadBehind(app.log, behind, progress);
  app.addHook('preClose', () => load.loadedBehind());

  const cooldown = new RefreshCooldown(db, settings.refreshCooldownMs, () => sports.now());
  app.decorate('teamsJson', registerTeamRoutes(app, sports, cooldown));
  registerInjuryRoutes(app, sports, cooldown);
  registerRosterRoutes(app, sports);
  registerGameHubRoutes(app, sports);
  registerCfbRoutes(app, sports);
  registerSlateRoutes(app, sports);
  registerLineRoutes(app, sports);
  registerDataSourceRoutes(app, sports);
  registerDataLoadingRoute(app, progress);
  registerRecommendationRoutes(app, sports);

  return sports;
}
