import type { FastifyRequest } from 'fastify';

/** Whether the request's Accept-Encoding names `coding` (gzip, br): the one reading of it for answers we compress ourselves. */
export function acceptsEncoding(request: FastifyRequest, coding: 'gzip' | 'br'): boolean {
  return new RegExp(`\\b${coding}\\b`).test(request.headers['accept-encoding'] ?? '');
}
