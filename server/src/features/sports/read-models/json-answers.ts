import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { preferredEncoding } from '../../../plugins/accept-encoding.ts';
import type { CachedModel, ReadModelCache } from './read-cache.ts';

interface Body {
  readonly json: Buffer;
  readonly gzip: Buffer;
}

/**
 * Read answers serialized and compressed once per cache generation and sent as they are. Why: the route
 * serializer re-validates and re-stringifies every answer on every request (4.7 ms for the 150 KB game hub,
 * 18 ms for the NCAA rosters); here each is checked against the same contract once, when built, and kept
 * as UTF-8 bytes plus their gzip (the game hub shrinks about tenfold, which is most of its cost per request).
 */
export class JsonAnswers {
  private readonly bodies: CachedModel<Body>;

  constructor(cache: ReadModelCache) {
    this.bodies = cache.model<Body>();
  }

  private body<S extends z.ZodType>(key: string, contract: S, build: () => Promise<z.input<S>>): Promise<Body> {
    return this.bodies.get(key, async () => {
      const json = Buffer.from(JSON.stringify(contract.parse(await build())));
      return { json, gzip: gzipSync(json) };
    });
  }

  /** The answer's JSON as `send` sends it: the server-rendered first screen reads the teams so (ADR 080). */
  async json<S extends z.ZodType>(key: string, contract: S, build: () => Promise<z.input<S>>): Promise<Buffer> {
    return (await this.body(key, contract, build)).json;
  }

  async send<S extends z.ZodType>(request: FastifyRequest, reply: FastifyReply, key: string, contract: S, build: () => Promise<z.input<S>>): Promise<void> {
    const body = await this.body(key, contract, build);
    void reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
    // JSON bytes with a JSON content type go out as they are, past the route's serializer. Awaited (a reply
    // settles once the response has gone out): while the async onSend hooks still ran, a handler that had
    // already resolved made Fastify send the unsent-looking reply a second time ("Reply was already sent",
    // logged as a failed request whenever GameHub asked its three feeds at once).
    if (preferredEncoding(request, ['gzip']) === 'gzip') await reply.header('content-encoding', 'gzip').send(body.gzip);
    else await reply.send(body.json);
  }
}
