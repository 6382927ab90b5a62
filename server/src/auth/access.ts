import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/error-handler.ts';
import { SESSION_COOKIE, type SessionStore, type UserRow } from './sessions.ts';

/** Who may call a route. Routes say it in `config.access`; anything unsaid needs a signed-in user. */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A file of the built front end: public, and cached by its own headers rather than `no-store`. */
    staticAsset?: boolean;
  }
  interface FastifyRequest {
    user: UserRow | null;
  }
}

/** The access level of the route a request matched; deny by default. */
export function accessOf(request: FastifyRequest): Access {
  return request.routeOptions.config.access ?? 'user';
}

/**
 * Deny by default, decided by the route the router matched (never by the URL's text, which can be
 * spelled many ways: `/%61pi/…`, absolute-form targets): every route needs a session unless it says
 * otherwise. A request that matched no route reaches only the not-found handler, which serves no data.
 * Authenticated answers are never stored by a browser or proxy cache.
 */
export function registerAccessControl(app: FastifyInstance, sessions: SessionStore): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    if (request.is404) return;
    const access = accessOf(request);
    if (access === 'public') return;
    const token = request.cookies[SESSION_COOKIE];
    request.user = token ? ((await sessions.findUser(token)) ?? null) : null;
    if (!request.user) throw new HttpError(401, 'UNAUTHENTICATED', 'Sign in to continue');
    if (access === 'admin' && request.user.role !== 'admin') {
      throw new HttpError(403, 'FORBIDDEN', 'Administrator access required');
    }
  });
  app.addHook('onSend', async (request, reply) => {
    if (!request.routeOptions.config.staticAsset && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });
}

/** The signed-in user of a route whose access level guarantees one. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, 'UNAUTHENTICATED', 'Sign in to continue');
  return request.user;
}
