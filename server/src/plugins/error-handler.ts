import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Headers the answer carries (Retry-After on a 429). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/** A 429 that says in its message and its Retry-After header when to try again. */
export function rateLimited(message: string, retryAfterSeconds: number): HttpError {
  return new HttpError(429, 'RATE_LIMITED', message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
}

/** The standard error body, for the few answers written outside Fastify's reply (bad URLs, client errors). */
export function errorBody(code: string, message: string): string {
  return JSON.stringify({ error: { code, message } });
}

/** The validation layer's own words for a value of the wrong kind ("Invalid input: expected array, received string"), said plainly. */
const WRONG_KIND_MESSAGES: Readonly<Record<string, string>> = {
  object: 'Must be an object',
  array: 'Must be a list',
  string: 'Must be text',
  number: 'Must be a number',
  int: 'Must be a whole number',
  boolean: 'Must be true or false',
};

function issueMessage(issue: FastifySchemaValidationError, isRoot: boolean): string {
  const expected = issue.keyword === 'invalid_type' && issue.message?.startsWith('Invalid input: expected') ? String(issue.params.expected) : undefined;
  if (expected === 'object' && isRoot) return 'Send a JSON object';
  return (expected && WRONG_KIND_MESSAGES[expected]) ?? issue.message ?? 'is invalid';
}

/**
 * "username: Username must be at least 3 characters" — the field first, then what is wrong with it: the first thing
 * wrong with each field (a date that is not a date is not also out of range).
 */
function validationMessage(error: FastifyError): string {
  const context = error.validationContext ?? 'request';
  const byField = new Map<string, string>();
  for (const issue of error.validation ?? []) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (!byField.has(field || context)) byField.set(field || context, issueMessage(issue, field === ''));
  }
  return byField.size > 0 ? [...byField].map(([field, message]) => `${field}: ${message}`).join('; ') : error.message;
}

/**
 * Fastify's own answers to a body it cannot read, said as every other bad input is: the field (the body) first,
 * then what is wrong, instead of the framework's code and its words about content types.
 */
const UNREADABLE_BODY_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'body: The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body: The request body is empty; send a JSON object',
};

/** One place that turns every failure into `{error: {code, message}}`; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ error: { code: error.code, message: error.message } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ error: { code: 'VALIDATION_ERROR', message: validationMessage(error) } });
    }
    const unreadableBody = UNREADABLE_BODY_MESSAGES[error.code];
    if (unreadableBody !== undefined) {
      return reply.code(400).send({ error: { code: 'VALIDATION_ERROR', message: unreadableBody } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      return reply.code(status).send({ error: { code: error.code || 'BAD_REQUEST', message: error.message } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side' } });
  });
}
