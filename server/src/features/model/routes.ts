import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type FootballLeague, modelPredictQuerySchema, modelPredictResponseSchema, modelReportQuerySchema, modelReportResponseSchema } from '@playbook/contracts';
import type { SportsData } from '../sports/sports-data.ts';
import { predictFromStoredRatings, type FittedLeague } from './model-predict.ts';
import { buildModelReport } from './model-report.ts';
import { storedBacktestGames, type StoredBacktestGames } from './stored-games.ts';

/**
 * The Model Report (ADR 022): the walk-forward backtest of the stored games, behind the session gate like every
 * /api/* route. Built once per refresh (the sports read-model cache drops it when a refresh commits).
 */
export function registerModelRoutes(app: FastifyInstance, sports: SportsData): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Reading ~7,000 stored games and their closing prices is the slow part: once per refresh for both routes.
  const storedGames = sports.cache.model<StoredBacktestGames>();
  const storedGamesOf = (league: FootballLeague) => storedGames.get(league, () => storedBacktestGames(sports.db, league));
  routes.get('/api/model/report', { schema: { querystring: modelReportQuerySchema, response: { 200: modelReportResponseSchema } } }, (request, reply) => {
    const { league } = request.query;
    return sports.answers.send(request, reply, `model-report:${league}`, modelReportResponseSchema, () => buildModelReport(sports, league, storedGamesOf));
  });
  // One story per screen (ADR 024): the current ratings, fitted once per refresh like the report.
  const fittedModel = sports.cache.model<FittedLeague>();
  routes.get('/api/model/predict', { schema: { querystring: modelPredictQuerySchema, response: { 200: modelPredictResponseSchema } } }, (request) =>
    predictFromStoredRatings(sports, fittedModel, storedGamesOf, request.query),
  );
}
