import type { STATUS_CODES as StatusCodes } from 'node:http';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-handler.ts';

// Required, not imported: an ESM import of node:http reads every export, and its lazy WebSocket export loads
// Node's fetch library (undici), which the server never uses (ADR 069).
const { STATUS_CODES } = createRequire(import.meta.url)('node:http') as { STATUS_CODES: typeof StatusCodes };

/**
 * Failures Fastify answers before any route or error handler runs (a URL whose percent-escapes do not
 * decode, say): the standard `{error: {code, message}}` body like every other answer.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  const message = error.code === 'FST_ERR_BAD_URL' ? 'The request path is not a valid URL' : error.message;
  void reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errorBody(error.code || 'BAD_REQUEST', message));
}

interface ConnectionError extends Error {
  code?: string;
}

const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'HEADERS_TOO_LARGE', message: 'The request headers are larger than the 16 KB allowed' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive' },
};

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (oversized headers, malformed request
 * lines): written straight to the socket, in the standard error shape, then the connection is closed.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, code: 'BAD_REQUEST', message: 'The request is not valid HTTP' };
  const body = errorBody(known.code, known.message);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${STATUS_CODES[known.status] ?? ''}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
