import { requestEarly, takeEarlyRequest } from './early-requests';
import { checked, loadFrameSchemas, mismatchOf, schemaOf, type Schema, type SchemaSource } from './schema';

export type { Schema, SchemaSource };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A non-success HTTP answer. `message` follows docs/product/notifications-and-errors.md ("STATUS: body text", or the status text when
 * the body is empty); `serverMessage` is the human sentence of a standard `{error:{code,message}}` body.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly serverMessage: string | undefined;
  /** The body's machine-readable `error.code` (e.g. UNAUTHENTICATED), when it sent one. */
  readonly code: string | undefined;

  constructor(status: number, message: string, serverMessage?: string, code?: string) {
    super(message);
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = code;
  }
}

/** Exported for calls that send what apiRequest does not (an AbortSignal, a multipart form). */
export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text();
  // Loaded with the first failure, not with the page (ADR 068).
  const { serverErrorOf } = await loadFrameSchemas();
  const body = serverErrorOf(text);
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`, body?.message, body?.code);
}

function requestInit(method: HttpMethod, body: unknown): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  return init;
}

/** Starts a read the first screen needs with the page (ADR 068): the app's first same read takes its answer. */
export function getEarly(url: string): void {
  requestEarly(url, requestInit('GET', undefined));
}

/** The server's answer, whatever its status. */
function answerOf(method: HttpMethod, url: string, body: unknown): Promise<Response> {
  const early = method === 'GET' ? takeEarlyRequest(url) : undefined;
  return early ?? fetch(url, requestInit(method, body));
}

async function send(method: HttpMethod, url: string, body: unknown): Promise<Response> {
  const response = await answerOf(method, url, body);
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function parseBody<T>(response: Response, schema: Promise<Schema<T>>, what: string): Promise<T> {
  const [json, ready] = await Promise.all([response.json() as Promise<unknown>, schema]);
  const read = checked(ready, json);
  if (!read) throw new Error(`Unexpected response from ${what}: ${mismatchOf(ready, json)}`);
  return read.value;
}

/** The schema starts loading with the request; a failure to load it is reported when the answer is read. */
function loadingSchema<T>(source: SchemaSource<T>): Promise<Schema<T>> {
  const schema = schemaOf(source);
  schema.catch(() => undefined);
  return schema;
}

/**
 * Sends a JSON request with the session cookie; without a schema the answer is read to its end and dropped. The schema
 * may be given as its import (SchemaSource): it loads while the request is on its way.
 */
export function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<void>;
export function apiRequest<T>(method: HttpMethod, url: string, body: unknown, schema: SchemaSource<T>): Promise<T>;
export async function apiRequest<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  schema?: SchemaSource<T>,
): Promise<T | undefined> {
  const loading = schema === undefined ? undefined : loadingSchema(schema);
  const response = await send(method, url, body);
  if (loading) return parseBody(response, loading, `${method} ${url}`);
  // Read though unused: the browser holds a request open (and its connection busy) until its answer is read.
  await response.arrayBuffer();
  return undefined;
}

/** Query function for reads: any non-success status is an error (docs/product/notifications-and-errors.md). */
export function getJson<T>(url: string, schema: SchemaSource<T>): Promise<T> {
  return apiRequest('GET', url, undefined, schema);
}

/** A read whose answer also says something in its headers (e.g. the next page's cursor, ADR 043). */
export async function getJsonWithHeaders<T>(url: string, schema: SchemaSource<T>): Promise<{ data: T; headers: Headers }> {
  const loading = loadingSchema(schema);
  const response = await send('GET', url, undefined);
  return { data: await parseBody(response, loading, `GET ${url}`), headers: response.headers };
}

/**
 * Query function for session reads: the listed statuses mean "nobody signed in" (docs/product/accounts-and-admin.md),
 * not an error. A schema given as its import loads only for an answer to read: a signed-out page never loads it.
 */
export async function getJsonOrNull<T>(
  url: string,
  schema: SchemaSource<T>,
  nullStatuses: readonly number[] = [401],
): Promise<T | null> {
  const response = await answerOf('GET', url, undefined);
  // Nobody signed in is read from the status alone: the signed-out page loads nothing to read the body (ADR 068).
  if (nullStatuses.includes(response.status)) {
    // Read though unused: the browser holds a request open until its answer is read.
    await response.arrayBuffer();
    return null;
  }
  if (!response.ok) throw await toApiError(response);
  return parseBody(response, loadingSchema(schema), `GET ${url}`);
}

/** The sentence to show a person: the server's own message when it sent one, else the error's message. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}
