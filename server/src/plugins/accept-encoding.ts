import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

/**
 * The coding among `offered` (in the server's order of preference) that the request's Accept-Encoding prefers, or
 * null for the plain bytes: quality values count (`br;q=0` refuses brotli), read by the same negotiator that picks
 * the build's precompressed files, so a page and its assets are answered alike.
 */
export function preferredEncoding<C extends 'br' | 'gzip'>(request: FastifyRequest, offered: C[]): C | null {
  const header = request.headers['accept-encoding'];
  return header ? negotiate(header, offered) : null;
}
