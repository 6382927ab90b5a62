import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertIdParamSchema,
  alertRulePatchSchema,
  alertRuleRequestSchema,
  alertRuleSchema,
  alertRulesResponseSchema,
  alertsReadRequestSchema,
  alertsReadResponseSchema,
  alertsResponseSchema,
  alertStreamQuerySchema,
} from '@playbook/contracts';
import { requireUser } from '../../auth/access.ts';
import { SESSION_COOKIE, tokenHash } from '../../auth/sessions.ts';
import type { AlertInbox } from './alert-store.ts';
import type { AlertStreams } from './alert-streams.ts';
import type { AlertRulesService } from './rules-service.ts';

/** A reconnecting browser's Last-Event-ID: the id of the last alert it got (anything else is ignored). */
const lastEventIdOf = (header: string | string[] | undefined): number | null => {
  const id = Number(typeof header === 'string' ? header : NaN);
  return Number.isSafeInteger(id) && id >= 0 ? id : null;
};

/** The alerts of the signed-in user: rules, the alert list, marking read, and the live stream. */
export function registerAlertRoutes(app: FastifyInstance, rules: AlertRulesService, inbox: AlertInbox, streams: AlertStreams): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/alerts/rules', { schema: { response: { 200: alertRulesResponseSchema } } }, (request) => rules.list(requireUser(request).id));

  routes.post('/api/alerts/rules', { schema: { body: alertRuleRequestSchema, response: { 201: alertRuleSchema } } }, async (request, reply) =>
    reply.code(201).send(await rules.create(requireUser(request).id, request.body)),
  );

  routes.patch('/api/alerts/rules/:id', { schema: { params: alertIdParamSchema, body: alertRulePatchSchema, response: { 200: alertRuleSchema } } }, (request) =>
    rules.setMuted(requireUser(request).id, request.params.id, request.body.muted),
  );

  routes.delete('/api/alerts/rules/:id', { schema: { params: alertIdParamSchema, response: { 204: z.null() } } }, async (request, reply) => {
    await rules.delete(requireUser(request).id, request.params.id);
    return reply.code(204).send(null);
  });

  routes.get('/api/alerts', { schema: { response: { 200: alertsResponseSchema } } }, (request) => inbox.list(requireUser(request).id));

  routes.post('/api/alerts/read', { schema: { body: alertsReadRequestSchema, response: { 200: alertsReadResponseSchema } } }, (request) =>
    inbox.markRead(requireUser(request).id, request.body),
  );

  // Server-sent events: `after` on the first connection (the list's latestId), Last-Event-ID on a reconnection.
  routes.get('/api/alerts/stream', { schema: { querystring: alertStreamQuerySchema } }, async (request, reply) => {
    const user = requireUser(request);
    const resumed = lastEventIdOf(request.headers['last-event-id']);
    const after = resumed ?? request.query.after ?? null;
    await streams.open(reply, user.id, tokenHash(request.cookies[SESSION_COOKIE] ?? ''), after);
  });
}
