import type { FastifyInstance } from 'fastify';
import { MarketsService } from '../markets/service.ts';
import { MarketSettingsService } from '../markets/settings-service.ts';
import type { SportsData } from '../sports/sports-data.ts';
import { AlertEvaluator } from './alert-evaluator.ts';
import { AlertInbox } from './alert-store.ts';
import { AlertStreams } from './alert-streams.ts';
import { registerAlertRoutes } from './routes.ts';
import { AlertRulesService } from './rules-service.ts';

/**
 * Alerts (ADR 058): the rules are evaluated after every committed refresh of this instance (after the
 * grading, registered before), and the new alerts reach the open streams of every instance.
 */
export function registerAlerts(app: FastifyInstance, sports: SportsData): AlertStreams {
  const streams = new AlertStreams(app.database);
  const evaluator = new AlertEvaluator(app.database, new MarketsService(sports), new MarketSettingsService(app.db), () => sports.now());
  sports.onRefreshed(async (refresh) => {
    const raised = await evaluator.afterRefresh(refresh);
    if (raised > 0) app.log.info({ alerts: raised }, 'alerts raised');
  });
  // preClose: open streams would keep the server from closing.
  app.addHook('preClose', async () => streams.close());
  registerAlertRoutes(app, new AlertRulesService(app.db, () => sports.now()), new AlertInbox(app.db), streams);
  return streams;
}
