import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { apiRequest, getEarly, getJson } from './api';
import { earlyStatus } from './early-requests';
import { writeSession } from './session';
import { z } from 'zod';

const pointSchema = z.object({ x: z.number() });

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(...answers: Response[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const answer of answers) fetchMock.mockResolvedValueOnce(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('reads started with the page (getEarly)', () => {
  it('the first same read takes the early answer, the next asks the server again', async () => {
    const fetchMock = stubFetch(Response.json({ x: 1 }), Response.json({ x: 2 }));
    getEarly('/api/thing');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    await expect(getJson('/api/thing', pointSchema)).resolves.toEqual({ x: 1 });
    await expect(getJson('/api/thing', pointSchema)).resolves.toEqual({ x: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reads the answer at once, so it holds no connection while nobody takes it', async () => {
    const answer = Response.json({ x: 1 });
    stubFetch(answer);
    getEarly('/api/thing');
    await vi.waitFor(() => expect(answer.bodyUsed).toBe(true));
    await expect(getJson('/api/thing', pointSchema)).resolves.toEqual({ x: 1 });
  });

  it('keeps an answer without a body (204) as it came', async () => {
    stubFetch(new Response(null, { status: 204 }));
    getEarly('/api/thing');
    await expect(apiRequest('GET', '/api/thing')).resolves.toBeUndefined();
  });

  it('an early failure is the screen’s failure, as if it had asked itself', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    getEarly('/api/thing');
    await expect(getJson('/api/thing', pointSchema)).rejects.toThrow('503: Service Unavailable');
  });

  it('tells an early answer’s status without taking it, and nothing for a read not started or failed', async () => {
    const fetchMock = stubFetch(new Response('', { status: 503 }));
    getEarly('/api/thing');
    expect(await earlyStatus('/api/thing')).toBe(503);
    await expect(getJson('/api/thing', pointSchema)).rejects.toThrow('503');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await earlyStatus('/api/thing')).toBeUndefined();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    getEarly('/api/other');
    expect(await earlyStatus('/api/other')).toBeUndefined();
  });

  it('a change of session drops the answers not taken (they were the previous identity’s)', async () => {
    const fetchMock = stubFetch(new Response('', { status: 401 }), Response.json({ x: 3 }));
    getEarly('/api/thing');
    writeSession(new QueryClient(), null);
    await expect(getJson('/api/thing', pointSchema)).resolves.toEqual({ x: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
