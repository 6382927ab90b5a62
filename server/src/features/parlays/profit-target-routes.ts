import { availableParallelism } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { optimalRangeRequestSchema, optimalRangeResponseSchema, profitTargetRequestSchema, profitTargetResponseSchema } from '@playbook/contracts';
import { SEARCH_WORK_LIMITS } from '@playbook/core';
import { requireUser } from '../../auth/access.ts';
import { limitedAddressOf } from '../../auth/limited-address.ts';
import { SlateService } from '../sports/slate/service.ts';
import { ParlaySearchPool } from './profit-target-pool.ts';
import { PARLAY_SEARCH_TIMEOUT_MS, ProfitTargetService } from './profit-target-service.ts';

export interface ProfitTargetSettings {
  /** The search's time bound (10 s); tests use a small one. */
  timeoutMs: number;
  /** Searches run at once: one per core by default, each bounded by the search's own work bound. */
  workers: number;
  /** The search's work bound, when not core's default (ADR 046): tests raise it to reach the time bound. */
  searchWork?: number;
}

/**
 * Settings from the environment: PLAYBOOK_PARLAY_SEARCH_TIMEOUT_MS, PLAYBOOK_PARLAY_SEARCH_WORKERS and
 * PLAYBOOK_PARLAY_SEARCH_WORK, else 10 s, one worker per core and core's work bound.
 */
export function profitTargetSettingsOf(env: NodeJS.ProcessEnv): ProfitTargetSettings {
  const positive = (text: string | undefined, fallback: number): number => {
    const value = Number(text);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    timeoutMs: positive(env.PLAYBOOK_PARLAY_SEARCH_TIMEOUT_MS, PARLAY_SEARCH_TIMEOUT_MS),
    workers: positive(env.PLAYBOOK_PARLAY_SEARCH_WORKERS, availableParallelism()),
    ...(env.PLAYBOOK_PARLAY_SEARCH_WORK ? { searchWork: positive(env.PLAYBOOK_PARLAY_SEARCH_WORK, SEARCH_WORK_LIMITS.work) } : {}),
  };
}

/** docs/product/profit-target.md POST /api/parlays/profit-target, both modes; signed-in only, like every parlay call. */
export function registerProfitTargetRoute(app: FastifyInstance, settings: ProfitTargetSettings = profitTargetSettingsOf(process.env)): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const pool = new ParlaySearchPool(settings.timeoutMs, settings.workers);
  app.addHook('onClose', () => pool.close());
  // The slate service is made on first use: the sports data is registered before the parlay routes.
  let slate: SlateService | undefined;
  const workLimits = settings.searchWork === undefined ? undefined : { work: settings.searchWork, countWork: settings.searchWork, countBandWork: settings.searchWork };
  const service = new ProfitTargetService(
    pool,
    async () => {
      slate ??= new SlateService(app.sports);
      return (await slate.bettingLines()).lines;
    },
    workLimits,
  );

  routes.post(
    '/api/parlays/profit-target',
    { config: { access: 'user' }, schema: { body: profitTargetRequestSchema, response: { 200: profitTargetResponseSchema } } },
    (request) => service.search(requireUser(request).id, limitedAddressOf(request.ip), request.body),
  );
  // ADR 055: the optimal range table's pages, for the same inputs, sorted and searched on the server.
  routes.post(
    '/api/parlays/optimal-range',
    { config: { access: 'user' }, schema: { body: optimalRangeRequestSchema, response: { 200: optimalRangeResponseSchema } } },
    (request) => service.optimalRange(requireUser(request).id, limitedAddressOf(request.ip), request.body),
  );
}
