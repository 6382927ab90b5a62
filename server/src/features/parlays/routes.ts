import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  manualParlayRequestSchema,
  PARLAY_HISTORY_NEXT_HEADER,
  PARLAY_HISTORY_PAGE_DEFAULT,
  PARLAY_HISTORY_PAGE_MAX,
  parlayHistoryQuerySchema,
  parlayHistoryItemSchema,
  parlayHistoryResponseSchema,
  parlayBulkSettleSchema,
  parlayFilterOptionsSchema,
  parlayIdParamSchema,
  parlayTagsUpdateSchema,
  trackerSettingsSchema,
  parlayPerformanceResponseSchema,
  parlayStatusUpdateSchema,
  saveParlayRequestSchema,
} from '@playbook/contracts';
import type { Database } from '../../db/connect.ts';
import { requireUser } from '../../auth/access.ts';
import { registerProfitTargetRoute } from './profit-target-routes.ts';
import { SlateService } from '../sports/slate/service.ts';
import { ParlayService } from './service.ts';
import { filterOptionsOf } from './history-filters.ts';
import { TrackerSettingsService } from './tracker-settings-service.ts';

/**
 * The parlay tracker's calls (docs/product/profit-target.md, docs/product/parlay-tracker.md) and adding a parlay placed elsewhere.
 * Signed-in only; each call sees and changes only the caller's own parlays.
 */
export function registerParlayRoutes(app: FastifyInstance, db: Database): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The slate service is made on first use: the sports data is registered before the parlay routes.
  let slate: SlateService | undefined;
  const service = new ParlayService(db, undefined, async () => {
    slate ??= new SlateService(app.sports);
    return (await slate.bettingLines()).lines;
  });
  const trackerSettings = new TrackerSettingsService(db);
  registerProfitTargetRoute(app);

  routes.post(
    '/api/parlays/save',
    { config: { access: 'user' }, schema: { body: saveParlayRequestSchema, response: { 201: parlayHistoryItemSchema } } },
    async (request, reply) => reply.code(201).send(await service.save(requireUser(request).id, request.body)),
  );

  routes.post(
    '/api/parlays/manual',
    { config: { access: 'user' }, schema: { body: manualParlayRequestSchema, response: { 201: parlayHistoryItemSchema } } },
    async (request, reply) => reply.code(201).send(await service.addManual(requireUser(request).id, request.body)),
  );

  routes.get(
    '/api/parlays/history',
    {
      config: { access: 'user' },
      schema: {
        // The only place a client generator or a reader of /api/docs learns of the header (ADR 043).
        description: `One page of the saved parlays, newest first: ${PARLAY_HISTORY_PAGE_DEFAULT} unless \`limit\` says (at most ${PARLAY_HISTORY_PAGE_MAX}). The answer's \`X-Next-Cursor\` header is the \`before\` of the next page; it is absent on the last page.`,
        querystring: parlayHistoryQuerySchema,
        response: { 200: parlayHistoryResponseSchema },
      },
    },
    async (request, reply) => {
      // The body stays docs/product/profit-target.md list, one page of it; the next page's cursor is a header (ADR 043).
      const page = await service.history(requireUser(request).id, request.query);
      if (page.nextCursor !== null) void reply.header(PARLAY_HISTORY_NEXT_HEADER, page.nextCursor);
      return page.items;
    },
  );

  routes.get(
    '/api/parlays/performance',
    { config: { access: 'user' }, schema: { response: { 200: parlayPerformanceResponseSchema } } },
    (request) => service.performance(requireUser(request).id),
  );

  routes.patch(
    '/api/parlays/:id/status',
    {
      config: { access: 'user' },
      schema: { params: parlayIdParamSchema, body: parlayStatusUpdateSchema, response: { 200: parlayHistoryItemSchema } },
    },
    (request) => service.updateStatus(requireUser(request).id, request.params.id, request.body),
  );

  // The tracker for daily use: tags, several parlays settled at once, the unit size, the filter menus.
  routes.put(
    '/api/parlays/:id/tags',
    { config: { access: 'user' }, schema: { params: parlayIdParamSchema, body: parlayTagsUpdateSchema, response: { 200: parlayHistoryItemSchema } } },
    (request) => service.setTags(requireUser(request).id, request.params.id, request.body.tags),
  );

  routes.post(
    '/api/parlays/settle',
    { config: { access: 'user' }, schema: { body: parlayBulkSettleSchema, response: { 200: parlayHistoryResponseSchema } } },
    (request) => service.settleMany(requireUser(request).id, request.body),
  );

  routes.get('/api/parlays/filters', { config: { access: 'user' }, schema: { response: { 200: parlayFilterOptionsSchema } } }, (request) =>
    filterOptionsOf(db, requireUser(request).id),
  );

  routes.get('/api/parlays/settings', { config: { access: 'user' }, schema: { response: { 200: trackerSettingsSchema } } }, (request) =>
    trackerSettings.get(requireUser(request).id),
  );

  routes.put('/api/parlays/settings', { config: { access: 'user' }, schema: { body: trackerSettingsSchema, response: { 200: trackerSettingsSchema } } }, (request) =>
    trackerSettings.put(requireUser(request).id, request.body),
  );
}
