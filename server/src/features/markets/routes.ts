import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MARKET_DEFAULT_TOTAL_STAKE,
  marketSettingsSchema,
  marketsArbitrageQuerySchema,
  marketsArbitrageResponseSchema,
  marketsEvQuerySchema,
  marketsEvResponseSchema,
  marketsOddsQuerySchema,
  marketsOddsResponseSchema,
} from '@playbook/contracts';
import { requireUser } from '../../auth/access.ts';
import type { SportsData } from '../sports/sports-data.ts';
import { BoardWarmer } from './board-warmer.ts';
import { MarketsService } from './service.ts';
import { MarketSettingsService } from './settings-service.ts';

/**
 * The market board: every book's current prices with fair prices, +EV bets with Kelly stakes, and
 * arbitrage and middles, for the signed-in user's fair method, reference book, threshold and bankroll. The
 * answers are serialized once per refresh and per the settings they depend on.
 */
export function registerMarketRoutes(app: FastifyInstance, sports: SportsData): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = new MarketsService(sports);
  const settings = new MarketSettingsService(sports.db);
  // The board is built again when a refresh commits, off the request path: the first request after a refresh
  // would otherwise wait seconds for the lines and the model fit. Shutdown waits for a warm-up in progress.
  const warmer = new BoardWarmer((stopping) => service.warm(stopping), app.log);
  sports.onRefreshed(() => {
    warmer.request();
    return Promise.resolve();
  });
  app.addHook('preClose', () => warmer.stop());

  routes.get('/api/markets/odds', { schema: { querystring: marketsOddsQuerySchema, response: { 200: marketsOddsResponseSchema } } }, async (request, reply) => {
    const { league } = request.query;
    const basis = await settings.get(requireUser(request).id);
    const key = `markets-odds:${league}:${basis.fairMethod}:${basis.referenceBook ?? ''}:${sports.today()}`;
    return sports.answers.send(request, reply, key, marketsOddsResponseSchema, () => service.odds(league, basis));
  });

  routes.get('/api/markets/ev', { schema: { querystring: marketsEvQuerySchema, response: { 200: marketsEvResponseSchema } } }, async (request, reply) => {
    const { league } = request.query;
    const saved = await settings.get(requireUser(request).id);
    // A threshold typed into the filter is answered from the cached board without keeping its answer: the answers
    // cache is shared by every read route (64 keys), and a key per keystroke would push the others out.
    if (request.query.minEv !== undefined) return reply.send(await service.ev(league, saved, request.query.minEv));
    // Keyed by everything the answer depends on (no user id: two users with the same settings share it).
    const key = `markets-ev:${league}:${saved.fairMethod}:${saved.referenceBook ?? ''}:${saved.minEvPercent}:${saved.bankroll}:${saved.kellyFraction}:${sports.today()}`;
    return sports.answers.send(request, reply, key, marketsEvResponseSchema, () => service.ev(league, saved, saved.minEvPercent));
  });

  routes.get(
    '/api/markets/arbitrage',
    { schema: { querystring: marketsArbitrageQuerySchema, response: { 200: marketsArbitrageResponseSchema } } },
    async (request, reply) => {
      const { league, total } = request.query;
      // As for a typed EV threshold: only the default total's answer is kept.
      if (total !== undefined && total !== MARKET_DEFAULT_TOTAL_STAKE) return reply.send(await service.arbitrage(league, total));
      const key = `markets-arbitrage:${league}:${sports.today()}`;
      return sports.answers.send(request, reply, key, marketsArbitrageResponseSchema, () => service.arbitrage(league, MARKET_DEFAULT_TOTAL_STAKE));
    },
  );

  routes.get('/api/markets/settings', { schema: { response: { 200: marketSettingsSchema } } }, (request) => settings.get(requireUser(request).id));

  routes.put('/api/markets/settings', { schema: { body: marketSettingsSchema, response: { 200: marketSettingsSchema } } }, (request) =>
    settings.put(requireUser(request).id, request.body),
  );
}
