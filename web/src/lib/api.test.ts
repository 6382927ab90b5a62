import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, describeError, getJson, getJsonOrNull } from './api';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

const pointSchema = z.object({ x: z.number() });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('reads the answer with a schema given as its import, loaded while the request is on its way', async () => {
    stubFetch(Response.json({ x: 1 }));
    await expect(apiRequest('POST', '/api/thing', {}, () => Promise.resolve(pointSchema))).resolves.toEqual({ x: 1 });
  });

  it('reports a schema that could not be loaded once the answer is read', async () => {
    stubFetch(Response.json({ x: 1 }));
    const failedLoad = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/schema.js'));
    await expect(apiRequest('POST', '/api/thing', {}, failedLoad)).rejects.toThrow('Failed to fetch dynamically imported module');
  });

  it('sends JSON with same-origin credentials', async () => {
    const fetchMock = stubFetch(Response.json({ x: 1 }));
    await expect(apiRequest('POST', '/api/thing', { a: 1 }, pointSchema)).resolves.toEqual({ x: 1 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/thing');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends no body and reads nothing without a schema (204)', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('POST', '/api/logout')).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined();
  });

  it('reads an answer it has no schema for to its end, so the browser can end the request', async () => {
    const answer = Response.json({ oddsFormat: 'american', theme: 'system', saved: true });
    stubFetch(answer);
    await expect(apiRequest('PUT', '/api/settings/display', { oddsFormat: 'american', theme: 'system' })).resolves.toBeUndefined();
    expect(answer.bodyUsed).toBe(true);
  });

  // docs/product/notifications-and-errors.md: the message is the status code, a colon and a space, then the response body text.
  it('turns an HTTP error into "STATUS: body text" with the raw body', async () => {
    const body = '{"error":{"code":"RATE_LIMITED","message":"Too many attempts, try again in 1 minute"}}';
    stubFetch(new Response(body, { status: 429, statusText: 'Too Many Requests' }));
    const error = await rejectionOf(apiRequest('POST', '/api/login', { username: 'a', password: 'b' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, message: `429: ${body}` });
    expect(describeError(error)).toBe('Too many attempts, try again in 1 minute');
  });

  // docs/product/notifications-and-errors.md: ... or the status text if the body is empty.
  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 404, statusText: 'Not Found' }));
    const error = await rejectionOf(getJson('/api/missing', pointSchema));
    expect(error).toMatchObject({ status: 404, message: '404: Not Found', serverMessage: undefined });
    expect(describeError(error)).toBe('404: Not Found');
  });

  it('keeps a non-JSON body verbatim', async () => {
    stubFetch(new Response('upstream exploded', { status: 502, statusText: 'Bad Gateway' }));
    const error = await rejectionOf(getJson('/api/x', pointSchema));
    expect(error).toMatchObject({ message: '502: upstream exploded', serverMessage: undefined });
  });

  it('rejects a success answer that does not match the schema', async () => {
    stubFetch(Response.json({ x: 'one' }));
    const error = await rejectionOf(getJson('/api/x', pointSchema));
    expect(error).toBeInstanceOf(Error);
    expect(describeError(error)).toMatch(/^Unexpected response from GET \/api\/x/);
  });
});

describe('getJsonOrNull', () => {
  it('maps 401 to null (signed out), its answer read to its end', async () => {
    const answer = new Response('{"error":{"code":"UNAUTHENTICATED","message":"Sign in"}}', { status: 401 });
    stubFetch(answer);
    await expect(getJsonOrNull('/api/user', pointSchema)).resolves.toBeNull();
    expect(answer.bodyUsed).toBe(true);
  });

  it('loads a schema given as its import only for an answer to read', async () => {
    const loadPointSchema = vi.fn(() => Promise.resolve(pointSchema));
    stubFetch(new Response('', { status: 401 }));
    await expect(getJsonOrNull('/api/user', loadPointSchema)).resolves.toBeNull();
    expect(loadPointSchema).not.toHaveBeenCalled();
    stubFetch(Response.json({ x: 2 }));
    await expect(getJsonOrNull('/api/user', loadPointSchema)).resolves.toEqual({ x: 2 });
    stubFetch(Response.json({ x: 'two' }));
    await expect(getJsonOrNull('/api/user', loadPointSchema)).rejects.toThrow(/^Unexpected response from GET \/api\/user: .*x/s);
  });

  it('maps only the statuses it is given', async () => {
    stubFetch(new Response('', { status: 403, statusText: 'Forbidden' }));
    await expect(getJsonOrNull('/admin-api/user', pointSchema, [401, 403])).resolves.toBeNull();
    stubFetch(new Response('', { status: 403, statusText: 'Forbidden' }));
    await expect(getJsonOrNull('/api/user', pointSchema)).rejects.toThrow('403: Forbidden');
  });

  it('passes other errors through', async () => {
    stubFetch(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(getJsonOrNull('/api/user', pointSchema)).rejects.toThrow('500: Internal Server Error');
  });
});
