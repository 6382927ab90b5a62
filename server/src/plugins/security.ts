import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { HttpError } from './error-handler.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers with a CSP the built app satisfies (scripts only from our origin, no inline scripts),
 * and refusal of state-changing requests sent by another origin (CSRF defence beside SameSite=Lax).
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  // Built once: @fastify/helmet rebuilds helmet (parsing every CSP directive) on every request, which cost
  // a tenth of a signed-in request's time.
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and Radix position popovers through element.style; style attributes stay allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Plain-HTTP localhost is the default deployment; HSTS belongs to whoever terminates TLS.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet throws rather than passing an error on; with a fixed configuration it has none to pass.
    setSecurityHeaders(request.raw, reply.raw, () => done());
  });

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') throw new HttpError(403, 'CROSS_ORIGIN', 'Cross-origin requests are not allowed');
    if (origin === undefined) return;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw new HttpError(403, 'CROSS_ORIGIN', 'Cross-origin requests are not allowed');
    }
    if (originHost !== request.host) throw new HttpError(403, 'CROSS_ORIGIN', 'Cross-origin requests are not allowed');
  });
}
