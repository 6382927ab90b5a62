import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const REQUEST_ID_HEADER = 'x-request-id';
/** An id a proxy may pass on: short, and only characters that need no escaping anywhere. */
const ACCEPTABLE_ID = /^[\w.:-]{1,128}$/;

/**
 * Request ids for the logs (every line of a request carries `reqId`): random UUIDs, unique across the
 * instances of a fleet (Fastify's default counter restarts at req-1 in every process), or the proxy's
 * X-Request-Id when the proxy is trusted, so one id follows a request from the load balancer to the log.
 */
export function requestIdOptions(trustProxy: boolean): { requestIdHeader: false; genReqId: (request: IncomingMessage) => string } {
  return {
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers[REQUEST_ID_HEADER];
      return trustProxy && typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : randomUUID();
    },
  };
}

/** Every answer names its request id, so a user's report can be matched with the log lines. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
