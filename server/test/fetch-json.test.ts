import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fetchJson, fetchText, parsePayload, SourceError, type HttpSource } from '../src/providers/http/fetch-json.ts';
import { mapLimit } from '../src/providers/http/map-limit.ts';
import { retryAfterMs } from '../src/providers/http/retry-after.ts';
import { startStubSourceServer, type StubResponse, type StubSourceServer } from './helpers/stub-source-server.ts';

const scoreboardSchema = z.object({
  events: z.array(z.object({ id: z.string(), competitions: z.array(z.object({ competitors: z.array(z.unknown()) })) })),
});

let stub: StubSourceServer | null = null;
afterEach(async () => {
  await stub?.close();
  stub = null;
});

/** A stub answering each request with the next reply in `replies` (the last one repeats). */
async function serve(...replies: StubResponse[]): Promise<HttpSource> {
  let next = 0;
  stub = await startStubSourceServer(() => replies[Math.min(next++, replies.length - 1)] ?? {});
  // A timeout no local answer reaches even on a busy machine; the timeout's own test shortens it.
  return { name: 'espn', baseUrl: `${stub.baseUrl}/apis/site/v2`, timeoutMs: 5_000, retries: 2, backoffBaseMs: 5 };
}

const goodBody = { events: [{ id: '401', competitions: [{ competitors: [] }] }] };

async function failureOf(promise: Promise<unknown>): Promise<SourceError> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SourceError)) throw new Error(`expected a SourceError, got ${String(error)}`);
  return error;
}

describe('fetchJson', () => {
  it('GETs base URL + path with the query and headers, and returns validated data and headers', async () => {
    const source = await serve({ body: goodBody, headers: { 'x-requests-remaining': '498' } });
    const { data, headers } = await fetchJson(
      { ...source, headers: { authorization: 'Bearer k' } },
      '/sports/football/nfl/scoreboard',
      { dates: '2025', week: '3' },
      scoreboardSchema,
    );
    expect(data.events[0]?.id).toBe('401');
    expect(headers.get('x-requests-remaining')).toBe('498');
    const seen = stub?.requests[0];
    expect(seen?.url.pathname).toBe('/apis/site/v2/sports/football/nfl/scoreboard');
    expect(seen?.url.searchParams.get('week')).toBe('3');
    expect(seen?.headers.authorization).toBe('Bearer k');
  });

  it('retries a 500 and succeeds on the next attempt', async () => {
    const source = await serve({ status: 500, body: { error: 'secret internals' } }, { body: goodBody });
    const { data } = await fetchJson(source, '/scoreboard', {}, scoreboardSchema);
    expect(data.events).toHaveLength(1);
    expect(stub?.requests).toHaveLength(2);
  });

  it('gives up after the bounded retries with a SourceError that holds neither the body nor the key', async () => {
    const source = await serve({ status: 503, body: { error: 'secret internals' } });
    const error = await failureOf(fetchJson(source, '/odds', { apiKey: 'KEY123' }, scoreboardSchema));
    expect(error.message).toBe('espn: /odds answered HTTP 503');
    expect(error.source).toBe('espn');
    expect(stub?.requests).toHaveLength(3);
  });

  it('does not retry a 404', async () => {
    const source = await serve({ status: 404 });
    const error = await failureOf(fetchJson(source, '/nope', {}, scoreboardSchema));
    expect(error.message).toBe('espn: /nope answered HTTP 404');
    expect(error.status).toBe(404);
    expect(stub?.requests).toHaveLength(1);
  });

  it('times each attempt out and reports the timeout after the retries', async () => {
    // The answer would come after 2 s: the failure (not the answer) proves each attempt was cut at 0.2 s.
    const source = await serve({ body: goodBody, delayMs: 2_000 });
    const error = await failureOf(fetchJson({ ...source, timeoutMs: 200, retries: 1 }, '/slow', {}, scoreboardSchema));
    expect(error.message).toBe('espn: /slow timed out after 0.2 s');
    expect(stub?.requests).toHaveLength(2);
  });

  it('reports a network error without the URL', async () => {
    const source: HttpSource = { name: 'odds-api', baseUrl: 'http://127.0.0.1:1', timeoutMs: 500, retries: 0 };
    const error = await failureOf(fetchJson(source, '/v4/sports', { apiKey: 'KEY123' }, scoreboardSchema));
    expect(error.message).toBe('odds-api: /v4/sports could not be reached (network error)');
  });

  it('waits out a 429 Retry-After in seconds, then retries', async () => {
    const source = await serve({ status: 429, headers: { 'retry-after': '1' } }, { body: goodBody });
    const started = Date.now();
    await fetchJson({ ...source, backoffBaseMs: 1 }, '/scoreboard', {}, scoreboardSchema);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(stub?.requests).toHaveLength(2);
  });

  it('fails as rate limited when Retry-After is beyond the cap', async () => {
    const source = await serve({ status: 429, headers: { 'retry-after': '3600' } });
    const error = await failureOf(fetchJson(source, '/scoreboard', {}, scoreboardSchema));
    expect(error.message).toBe('espn: rate limited on /scoreboard (retry after 3600 s)');
    // ADR 040: the wait asked for travels with the error, for the source's backoff to honour.
    expect(error).toMatchObject({ status: 429, retryAfterMs: 3_600_000 });
    expect(stub?.requests).toHaveLength(1);
  });

  it('fails as rate limited when every attempt is a 429', async () => {
    const source = await serve({ status: 429, headers: { 'retry-after': '0' } });
    const error = await failureOf(fetchJson(source, '/scoreboard', {}, scoreboardSchema));
    expect(error.message).toBe('espn: rate limited on /scoreboard (HTTP 429)');
    expect(error).toMatchObject({ status: 429, retryAfterMs: 0 });
    expect(stub?.requests).toHaveLength(3);
  });

  it('names the source and the field path of a malformed payload', async () => {
    const bad = { events: [goodBody.events[0], goodBody.events[0], goodBody.events[0], { id: '4', competitions: [{ competitors: 'x' }] }] };
    const source = await serve({ body: bad });
    const error = await failureOf(fetchJson(source, '/scoreboard', {}, scoreboardSchema));
    expect(error.message).toBe('espn: events.3.competitions.0.competitors: expected array, received string');
  });

  it('reports a body that is not JSON without quoting it', async () => {
    const source = await serve({ rawBody: '<html>secret</html>' });
    const error = await failureOf(fetchJson(source, '/scoreboard', {}, scoreboardSchema));
    expect(error.message).toBe('espn: /scoreboard did not return JSON');
  });
});

describe('fetchText', () => {
  it('returns the body as text', async () => {
    const source = await serve({ rawBody: 'season,week\n2025,1\n' });
    expect(await fetchText(source, '/games.csv', {})).toBe('season,week\n2025,1\n');
  });
});

describe('parsePayload', () => {
  it('returns the data when valid and lists at most three issues when not', () => {
    expect(parsePayload('espn', goodBody, scoreboardSchema)).toEqual(goodBody);
    const schema = z.array(z.number());
    expect(() => parsePayload('cfbd', ['a', 'b', 'c', 'd', 'e'], schema)).toThrow(
      'cfbd: 0: expected number, received string; 1: expected number, received string; 2: expected number, received string (and 2 more)',
    );
    expect(() => parsePayload('cfbd', null, schema)).toThrow('cfbd: (root): expected array, received null');
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2026-11-23T21:00:00Z');
    expect(retryAfterMs('5', now)).toBe(5_000);
    expect(retryAfterMs('Mon, 23 Nov 2026 21:00:07 GMT', now)).toBe(7_000);
    expect(retryAfterMs('Mon, 23 Nov 2026 20:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });

  it('reads the obsolete date forms as GMT, and nothing else as a date (ADR 040)', () => {
    const now = Date.parse('2026-11-23T21:00:00Z');
    expect(retryAfterMs('Monday, 23-Nov-26 21:00:09 GMT', now)).toBe(9_000);
    // asctime names no zone: GMT, whatever the server's own time zone.
    expect(retryAfterMs('Mon Nov 23 21:00:11 2026', now)).toBe(11_000);
    // Date.parse reads these as dates of 2001, which meant "retry at once" and, for a paused source, no wait.
    for (const header of ['1.5', '-5', '1 2', 'Mon 5', '2026-11-23']) expect(retryAfterMs(header, now), header).toBeNull();
  });
});

describe('mapLimit', () => {
  it('keeps the input order with at most `limit` tasks in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const results = await mapLimit([30, 5, 20, 1, 10, 2], 2, async (ms, index) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, ms));
      inFlight -= 1;
      return index * 10;
    });
    expect(results).toEqual([0, 10, 20, 30, 40, 50]);
    expect(most).toBe(2);
    expect(await mapLimit([], 4, () => Promise.resolve(1))).toEqual([]);
  });

  it('rejects with the first failure', async () => {
    await expect(mapLimit([1, 2, 3], 2, (n) => (n === 2 ? Promise.reject(new Error('two')) : Promise.resolve(n)))).rejects.toThrow('two');
  });
});
