import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { HttpError } from './error-handler.ts';

function isApiPath(url: string): boolean {
  return /^\/(api|admin-api)(\/|$|\?)/.test(url);
}

/**
 * Serves the built front end: hashed assets cached for a year, index.html for every other page path so the
 * client router can handle it (the 404 page included). API paths that match nothing get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null): Promise<void> {
  const hasBuild = distDir !== null && existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      // The root URL is a directory to the static plugin: without an index it answers 403, so a reload of
      // the dashboard ('/') failed while every other page path reached the not-found fallback below.
      index: 'index.html',
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || request.method !== 'GET' || !hasBuild) {
      throw new HttpError(404, 'NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0] ?? ''}`);
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
