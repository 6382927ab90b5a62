import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/error-handler.ts';
import { SESSION_COOKIE, type SessionStore, type UserRow } from './sessions.ts';

/** Who may call a route. Routes say it in `config.access`; anything unsaid needs a signed-in user. */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: UserRow | null;
  }
}

function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/admin-api/') || url === '/admin-api';
}

/**
 * Deny by default: every /api and /admin-api request, unknown paths included, resolves its session and
 * must satisfy its route's access level before any handler runs.
 */
export function registerAccessControl(app: FastifyInstance, sessions: SessionStore): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!isApiPath(request.url)) return;
    const token = request.cookies[SESSION_COOKIE];
    request.user = token ? ((await sessions.findUser(token)) ?? null) : null;
    const access = request.routeOptions.config.access ?? 'user';
    if (access === 'public') return;
    if (!request.user) throw new HttpError(401, 'UNAUTHENTICATED', 'Sign in to continue');
    if (access === 'admin' && request.user.role !== 'admin') {
      throw new HttpError(403, 'FORBIDDEN', 'Administrator access required');
    }
  });
}

/** The signed-in user of a route whose access level guarantees one. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, 'UNAUTHENTICATED', 'Sign in to continue');
  return request.user;
}
