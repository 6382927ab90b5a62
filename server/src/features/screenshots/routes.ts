import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analyzeScreenshotsResponseSchema,
  SCREENSHOT_FIELD,
  SCREENSHOT_MAX_BYTES,
  SCREENSHOT_MAX_FILES,
} from '@playbook/contracts';
import { limitedAddressOf } from '../../auth/limited-address.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { OcrPool } from './ocr-pool.ts';
import { readScreenshots, screenshotOf, type Screenshot } from './service.ts';
import { limitUploadBody } from './upload-body-limit.ts';
import { UploadPlaces, type RequestPlaces } from './upload-places.ts';

const MAX_MB = SCREENSHOT_MAX_BYTES / (1024 * 1024);

const LIMIT_ERRORS = {
  notMultipart: () =>
    new HttpError(400, 'NOT_MULTIPART', `Send the screenshots as multipart/form-data in the '${SCREENSHOT_FIELD}' field`),
  malformed: () =>
    new HttpError(400, 'MALFORMED_MULTIPART', `Send the screenshots as a complete multipart/form-data body in the '${SCREENSHOT_FIELD}' field`),
  wrongField: (field: string) =>
    new HttpError(400, 'WRONG_FIELD', `Screenshots go in the '${SCREENSHOT_FIELD}' field; '${field}' is not accepted`),
  // A text part in the right field (a form that sent a file's name or a pasted line instead of the file): the
  // field is right, so "'screenshots' is not accepted" would contradict itself.
  textPart: () =>
    new HttpError(400, 'NOT_A_FILE', `The '${SCREENSHOT_FIELD}' field takes image files; send each screenshot as a file, not as text`),
  noFiles: () => new HttpError(400, 'NO_SCREENSHOTS', `Add at least one screenshot (at most ${SCREENSHOT_MAX_FILES})`),
  tooMany: () => new HttpError(413, 'TOO_MANY_FILES', `At most ${SCREENSHOT_MAX_FILES} screenshots per request`),
  tooLarge: (name: string) => new HttpError(413, 'FILE_TOO_LARGE', `Each screenshot must be at most ${MAX_MB} MB; ${name} is larger`),
} as const;

function hasCode(error: unknown): error is { code: string } {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string';
}

/** A client error Fastify or its multipart plugin already answers with its own 4xx (a `__proto__` field name). */
function isClientError(error: unknown): boolean {
  if (error instanceof HttpError) return true;
  if (typeof error !== 'object' || error === null || !('statusCode' in error) || typeof error.statusCode !== 'number') return false;
  return error.statusCode >= 400 && error.statusCode < 500;
}

/**
 * Every file of the form, checked as it arrives (each first takes its queue place), so an over-limit or
 * non-image part fails the request before any OCR runs. Multipart's own limit errors become ours, which name
 * the limit.
 */
async function screenshotsOf(request: FastifyRequest, places: RequestPlaces): Promise<Screenshot[]> {
  if (!request.isMultipart()) throw LIMIT_ERRORS.notMultipart();
  const screenshots: Screenshot[] = [];
  let name = 'a screenshot';
  const parts = request.parts();
  // Its first step below pipes the body into the parser, in this same tick: the limit counts every byte.
  limitUploadBody(request.raw);
  try {
    for await (const part of parts) {
      if (part.fieldname !== SCREENSHOT_FIELD) throw LIMIT_ERRORS.wrongField(part.fieldname);
      if (part.type !== 'file') throw LIMIT_ERRORS.textPart();
      name = part.filename === '' ? `screenshot ${screenshots.length + 1}` : part.filename;
      // Before its bytes are buffered: the uploads in memory stay within the queue's places (ADR 041).
      places.take();
      screenshots.push(screenshotOf(name, await part.toBuffer()));
    }
  } catch (error) {
    if (hasCode(error) && (error.code === 'FST_FILES_LIMIT' || error.code === 'FST_PARTS_LIMIT')) throw LIMIT_ERRORS.tooMany();
    if (hasCode(error) && error.code === 'FST_REQ_FILE_TOO_LARGE') throw LIMIT_ERRORS.tooLarge(name);
    if (isClientError(error)) throw error;
    // Anything else here is the multipart parser refusing the body (no boundary, a body cut off before its
    // closing boundary, parts under another boundary): plain Errors with no status, which answered 500.
    throw LIMIT_ERRORS.malformed();
  }
  if (screenshots.length === 0) throw LIMIT_ERRORS.noFiles();
  return screenshots;
}

/**
 * docs/product/profit-target.md POST /api/analyze-screenshots. Multipart parsing is registered in this route's own
 * scope, so no other route accepts multipart bodies. The OCR worker is made on the first upload and ended
 * when the app closes.
 */
export async function registerScreenshotRoutes(app: FastifyInstance): Promise<void> {
  const ocr = new OcrPool();
  const uploads = new UploadPlaces(ocr);
  app.addHook('onClose', () => ocr.close());

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: SCREENSHOT_MAX_BYTES,
        files: SCREENSHOT_MAX_FILES,
        // Every part must be a screenshot; one past the files limit is enough to say so.
        parts: SCREENSHOT_MAX_FILES + 1,
        fields: 1,
        fieldSize: 1024,
        headerPairs: 100,
      },
    });
    // An answer given before the body has all arrived (a refused part, no queue place) left the rest unread:
    // the multipart parser stops reading, so the connection stayed open and paused for good, holding what it
    // had buffered (ADR 041). The rest is now read and thrown away, as Node does with a body nobody reads.
    // (Closing the connection instead resets it under a client still sending, which then never reads the answer.)
    scope.addHook('onResponse', async (request) => {
      if (request.raw.complete) return;
      request.raw.unpipe();
      request.raw.resume();
    });
    // An upload answered before the parser saw it (no session: 401) is counted too, from before its answer:
    // Node then drops the rest below any listener, and read it on to the request timeout.
    scope.addHook('onSend', async (request, _reply, payload) => {
      if (!request.raw.complete) limitUploadBody(request.raw);
      return payload;
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/analyze-screenshots',
      {
        config: { access: 'user' },
        schema: { consumes: ['multipart/form-data'], response: { 200: analyzeScreenshotsResponseSchema } },
      },
      async (request, reply) => {
        const address = limitedAddressOf(request.ip);
        const places = uploads.forRequest(address);
        // The connection closed before the answer was sent: the client has gone (ADR 041).
        const gone = new AbortController();
        reply.raw.once('close', () => {
          if (!reply.raw.writableFinished) gone.abort();
        });
        try {
          return await readScreenshots(ocr, await screenshotsOf(request, places), address, gone.signal);
        } finally {
          places.release();
        }
      },
    );
  });
}
