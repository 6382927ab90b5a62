// zod's small API: the first page checks answers without loading the full one (ADR 068); it checks any schema.
import * as z from 'zod/mini';
import { apiErrorSchema } from '@playbook/contracts';

/** Any zod schema (the full API's or the small one's) whose output is T. */
export type Schema<T> = z.core.$ZodType<T>;

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

function serverErrorOf(text: string): { code: string; message: string } | undefined {
  try {
    const json: unknown = JSON.parse(text);
    const parsed = z.safeParse(apiErrorSchema, json);
    return parsed.success ? parsed.data.error : undefined;
  } catch {
    return undefined;
  }
}

/** Exported for calls that send what apiRequest does not (an AbortSignal, a multipart form). */
export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text();
  const body = serverErrorOf(text);
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`, body?.message, body?.code);
}

async function send(method: HttpMethod, url: string, body: unknown): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(url, init);
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function parseBody<T>(response: Response, schema: Schema<T>, what: string): Promise<T> {
  const json: unknown = await response.json();
  const parsed = z.safeParse(schema, json);
  if (!parsed.success) throw new Error(`Unexpected response from ${what}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Sends a JSON request with the session cookie; without a schema the answer is not read (e.g. 204). */
export function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<void>;
export function apiRequest<T>(method: HttpMethod, url: string, body: unknown, schema: Schema<T>): Promise<T>;
export async function apiRequest<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  schema?: Schema<T>,
): Promise<T | undefined> {
  const response = await send(method, url, body);
  return schema ? parseBody(response, schema, `${method} ${url}`) : undefined;
}

/** Query function for reads: any non-success status is an error (docs/product/notifications-and-errors.md). */
export function getJson<T>(url: string, schema: Schema<T>): Promise<T> {
  return apiRequest('GET', url, undefined, schema);
}

/** A read whose answer also says something in its headers (e.g. the next page's cursor, ADR 043). */
export async function getJsonWithHeaders<T>(url: string, schema: Schema<T>): Promise<{ data: T; headers: Headers }> {
  const response = await send('GET', url, undefined);
  return { data: await parseBody(response, schema, `GET ${url}`), headers: response.headers };
}

/** Query function for session reads: the listed statuses mean "nobody signed in" (docs/product/accounts-and-admin.md), not an error. */
export async function getJsonOrNull<T>(
  url: string,
  schema: Schema<T>,
  nullStatuses: readonly number[] = [401],
): Promise<T | null> {
  try {
    return await getJson(url, schema);
  } catch (error) {
    if (error instanceof ApiError && nullStatuses.includes(error.status)) return null;
    throw error;
  }
}

/** The sentence to show a person: the server's own message when it sent one, else the error's message. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}
