import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { normalizeHostname } from '../config.ts';
import { HttpError } from './error-handler.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The asterisk-form target (RFC 9112 §3.2.4): `OPTIONS *` asks about the server as a whole and names no host. */
const ASTERISK_TARGET = '*';
/** The methods routes of this server answer: the answer to `OPTIONS *` (RFC 9110 §9.3.7). */
const SERVER_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';

const crossOrigin = (): HttpError => new HttpError(403, 'CROSS_ORIGIN', 'Cross-origin requests are not allowed');

/** The name of a Host header's value: `localhost:5000` → `localhost`, `[::1]:5000` → `[::1]`. */
function hostnameOfHeader(host: string): string {
  return /^\[[^\]]*\]/.exec(host)?.[0] ?? host.replace(/:\d*$/, '');
}

/**
 * The hosts a request names: the host Fastify reads (behind a trusted proxy, X-Forwarded-Host when sent), the
 * Host header itself and, for an absolute-form target (`GET http://host/path`), that host. The Host header
 * is checked even behind the proxy: a proxy that passes a client's X-Forwarded-Host on let a DNS-rebinding
 * page (Host: attacker.example) name `localhost` there and pass (ADR 033).
 */
function requestedHostnames(request: FastifyRequest): string[] {
  const names = [request.hostname];
  const { host } = request.headers;
  if (host !== undefined) names.push(hostnameOfHeader(host));
  const target = request.raw.url ?? '';
  if (!target.startsWith('/') && target !== ASTERISK_TARGET) {
    try {
      names.push(new URL(target).hostname);
    } catch {
      names.push(''); // neither origin-form nor a URL: matches no allowed host
    }
  }
  return names.map(normalizeHostname);
}

/** Header lines named Host: Node keeps the first and drops the rest, so only the raw headers show a second one. */
function hostLines(request: FastifyRequest): number {
  return request.raw.rawHeaders.filter((name, index) => index % 2 === 0 && name.toLowerCase() === 'host').length;
}

/** Scheme, host and port of the request as this server sees it, in the form URL.origin writes. */
function ownOrigin(request: FastifyRequest): string {
  return new URL(`${request.protocol}://${request.host}`).origin;
}

/**
 * Security headers with a CSP the built app satisfies (scripts only from our origin, no inline scripts),
 * refusal of Host names the server does not serve (DNS rebinding), and refusal of state-changing requests
 * sent by another origin (CSRF defence beside SameSite=Lax).
 */
export async function registerSecurity(app: FastifyInstance, allowedHosts: readonly string[]): Promise<void> {
  const allowed = new Set(allowedHosts.map(normalizeHostname));
  app.addHook('onRequest', async (request, reply) => {
    // RFC 9112 §3.2: two Host lines are a 400. Checked was the first; a proxy in front may route by the last.
    if (hostLines(request) > 1) {
      throw new HttpError(400, 'DUPLICATE_HOST', 'A request names its host once (two Host header lines were sent)');
    }
    if (requestedHostnames(request).some((name) => !allowed.has(name))) {
      throw new HttpError(400, 'HOST_NOT_ALLOWED', 'This server does not answer for that host name (see ALLOWED_HOSTS)');
    }
    // Asked of the server as a whole, `OPTIONS *` is told the methods it answers; `*` means nothing to another method.
    if (request.raw.url === ASTERISK_TARGET) {
      if (request.method !== 'OPTIONS') throw new HttpError(400, 'BAD_TARGET', 'Only an OPTIONS request may name * as its target');
      return reply.code(204).header('allow', SERVER_METHODS).send();
    }
    return undefined;
  });

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
    if (fetchSite === 'cross-site') throw crossOrigin();
    if (origin === undefined) return;
    // Scheme, host and port must all match: https://localhost:5000 is another origin than http://localhost:5000.
    if (!URL.canParse(origin) || new URL(origin).origin !== ownOrigin(request)) throw crossOrigin();
  });
}
