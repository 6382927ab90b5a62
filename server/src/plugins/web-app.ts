import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { FIRST_SCREEN_HTML } from '@playbook/contracts/web-build-files';
import { preferredEncoding } from './accept-encoding.ts';
import { HttpError } from './error-handler.ts';
import type { FirstScreenPage } from './first-screen-render.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Brotli's quality for a page made per request: about a millisecond for the dashboard, within a few % of the best. */
const PAGE_BROTLI_QUALITY = 5;

/** A page made for one request, compressed as the browser accepts: personal, so never stored by a cache. */
async function sendPersonalPage(request: FastifyRequest, reply: FastifyReply, page: string): Promise<FastifyReply> {
  void reply.header('Cache-Control', 'no-store').header('Vary', 'Cookie, Accept-Encoding').type('text/html; charset=utf-8');
  const encoding = preferredEncoding(request, ['br', 'gzip']);
  if (encoding === 'br') {
    return reply.header('Content-Encoding', 'br').send(await brotli(page, { params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } }));
  }
  if (encoding === 'gzip') return reply.header('Content-Encoding', 'gzip').send(await gzipped(page));
  return reply.send(page);
}

/** Decoded, so that `/%61pi/x` is an API path too: it only chooses a JSON 404 over the page, never access. */
function isApiPath(url: string): boolean {
  let path = url.split('?')[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    return true;
  }
  return /^\/+(api|admin-api)(\/|$)/.test(path);
}

/**
 * Serves the built front end: hashed assets cached for a year, index.html for every other page path so the
 * client router can handle it (the 404 page included). API paths that match nothing get a JSON 404. A signed-in
 * '/' is the page `firstScreen` renders when it does (ADR 080).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null, firstScreen: FirstScreenPage | null = null): Promise<void> {
  const indexHtml = distDir === null ? null : readIndexHtml(distDir);
  const notFound = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    // HEAD answers what GET answers (RFC 9110 §9.3.2): Node drops the body of a HEAD answer, and keeps the
    // status and headers (Content-Length included), so a link checker or a proxy sees the page exists.
    const pageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isApiPath(request.url) || !pageRequest || indexHtml === null) {
      throw new HttpError(404, 'NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0] ?? ''}`);
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  };
  app.setNotFoundHandler(notFound);
  if (distDir !== null && indexHtml !== null) {
    await app.register(async (scope) => {
      // The files of the front end are public (the sign-in page is one of them) and keep their own cache headers.
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public', staticAsset: true };
        // Files, not API operations: left out of the OpenAPI document.
        route.schema = { ...route.schema, hide: true };
      });
      // '/' (the dashboard) is index.html with its first screen's code preloaded, which the build writes beside
      // it (ADR 074); a build without it sends index.html.
      const rootPage = existsSync(path.join(distDir, FIRST_SCREEN_HTML)) ? FIRST_SCREEN_HTML : 'index.html';
      const rootTemplate = readFileSync(path.join(distDir, rootPage), 'utf8');
      scope.get('/', async (request, reply) => {
        // Who is signed in (the session cookie) decides the page.
        const rendered = firstScreen && (await firstScreen(request, rootTemplate));
        if (rendered) return sendPersonalPage(request, reply, rendered);
        return reply.header('Vary', 'Cookie').sendFile(rootPage);
      });
      // A path the static plugin refuses (`//api/x` is forbidden to it) is one we do not serve: the not-found
      // handler answers it like any other, a JSON 404 for an API path, the page otherwise.
      scope.setErrorHandler(async (error: FastifyError, request, reply) => {
        if (error.statusCode === 403 || error.statusCode === 404) return notFound(request, reply);
        throw error;
      });
      await scope.register(fastifyStatic, {
        root: distDir,
        wildcard: true,
        // The build writes a brotli and a gzip copy of every text file: sent as they are to a browser that
        // accepts them (775 KB of JavaScript and CSS becomes about 200 KB), with Vary: Accept-Encoding.
        preCompressed: true,
        setHeaders(reply, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  }
}

function readIndexHtml(distDir: string): Buffer | null {
  const file = path.join(distDir, 'index.html');
  return existsSync(file) ? readFileSync(file) : null;
}
