import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { PARLAY_MAX_PER_USER, parlayHistoryResponseSchema, watchlistResponseSchema } from '@playbook/contracts';
import { parlays } from '../src/db/parlays-schema.ts';
import { users } from '../src/db/schema.ts';
import type { Database } from '../src/db/connect.ts';
import { SESSION_COOKIE, SessionStore } from '../src/auth/sessions.ts';
import { favoriteParlay, matchupPrediction } from '@playbook/contracts/testing/watchlist-fixtures';
import { errorMessageOf, registerUser } from './helpers/test-app.ts';
import { useTestApp } from './helpers/use-test-app.ts';
import { rawRequest } from './helpers/raw-http.ts';

// The attacker's review of ADR 033: each finding tried as an attacker would, and shown fixed. What was
// tried and found sound is listed in the ADR rather than in tests that could not fail.

const t = useTestApp();
const mallory = t.userSession('mallory_odd');

/** A JSON body written by hand: JSON.stringify would never send the escapes these tests need. */
const sendRaw = (method: 'POST' | 'PUT' | 'PATCH', url: string, json: string, cookies: Record<string, string> = mallory) =>
  t.app.inject({ method, url, cookies, headers: { 'content-type': 'application/json' }, payload: json });

/** `value` as a JSON string whose `\ud800` stays an escape: half a surrogate pair, no character at all. */
const withLoneSurrogate = (value: string): string => JSON.stringify(value).replace('#', '\\ud800');

describe('finding 1: half a surrogate pair ("\\ud800") is refused with a 400 naming the field, never stored', () => {
  const legs = JSON.stringify([
    { game: 'KC @ BUF', selection: 'KC -3.5', odds: -110, type: 'spread' },
    { game: 'KC @ BUF', selection: 'Over 47.5', odds: -110, type: 'total' },
  ]);
  const history = async () => parlayHistoryResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/parlays/history', cookies: mallory })).json());

  it('PUT /api/watchlist: was a 500 (PostgreSQL jsonb refuses the escape); the list stays as it was', async () => {
    const prediction = JSON.stringify(matchupPrediction('p1')).replace('"Kansas City Chiefs"', withLoneSurrogate('Kansas City #'));
    const response = await sendRaw('PUT', '/api/watchlist', `{"predictions":[${prediction}],"favorites":[],"version":0}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorMessageOf(response)).toBe('predictions.0.awayTeam: Away team must be valid Unicode text');
    const favorite = JSON.stringify(favoriteParlay).replace(`"${favoriteParlay.id}"`, withLoneSurrogate('fav-#'));
    const second = await sendRaw('PUT', '/api/watchlist', `{"predictions":[],"favorites":[${favorite}],"version":0}`);
    expect(errorMessageOf(second)).toBe('favorites.0.id: Id must be valid Unicode text');
    const stored = watchlistResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/watchlist', cookies: mallory })).json());
    expect(stored.version).toBe(0);
  });

  it.each([
    [
      'POST',
      '/api/parlays/save',
      `{"category":"standard","parlayDescription":${withLoneSurrogate('KC -3.5 #')},"numLegs":2,"totalOdds":264,"impliedProbability":0.27,"stakeAmount":10,"potentialPayout":36.4,"legs":${legs}}`,
      'parlayDescription: Description must be valid Unicode text',
    ],
    ['POST', '/api/parlays/manual', `{"stakeAmount":10,"notes":${withLoneSurrogate('a note #')},"legs":${legs}}`, 'notes: Notes must be valid Unicode text'],
    ['POST', '/api/parlays/manual', `{"stakeAmount":10,"legs":${legs.replace('"KC -3.5"', withLoneSurrogate('KC #'))}}`, 'legs.0.selection: Selection must be valid Unicode text'],
  ] as const)('%s %s: was stored with U+FFFD in its place (a changed value)', async (method, url, body, message) => {
    const response = await sendRaw(method, url, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorMessageOf(response)).toBe(message);
    expect(await history()).toEqual([]);
  });

  it('PATCH /api/parlays/:id/status leaves the parlay unsettled', async () => {
    const saved = await sendRaw('POST', '/api/parlays/manual', `{"stakeAmount":10,"legs":${legs}}`);
    expect(saved.statusCode, saved.body).toBe(201);
    const [parlay] = await history();
    const response = await sendRaw('PATCH', `/api/parlays/${parlay?.id ?? 0}/status`, `{"status":"won","notes":${withLoneSurrogate('paid #')}}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorMessageOf(response)).toBe('notes: Notes must be valid Unicode text');
    expect((await history())[0]).toMatchObject({ status: 'pending', notes: null });
  });

  it('POST /api/register: a password with half a pair would be hashed as another password (U+FFFD)', async () => {
    const response = await sendRaw('POST', '/api/register', `{"username":"surrogate_pw","email":"s@example.com","password":${withLoneSurrogate('long enough #')}}`, {});
    expect(response.statusCode, response.body).toBe(400);
    expect(errorMessageOf(response)).toBe('password: Password must be valid Unicode text');
  });

  it('still takes whole characters beyond the basic plane (an emoji is a surrogate pair)', async () => {
    const response = await sendRaw('POST', '/api/parlays/manual', `{"stakeAmount":10,"notes":"paid \\ud83d\\ude00","legs":${legs}}`);
    expect(response.statusCode, response.body).toBe(201);
    expect((await history())[0]?.notes).toBe('paid 😀');
  });
});

describe('finding 2: the sign-in limits per address count an IPv6 client by its /64 network', () => {
  // Small limits, so each test reaches them in a few requests.
  const limited = useTestApp({ authLimits: { attemptsPerIp: 4, failuresPerAccountAndAddress: 3, failuresPerAccount: 100, windowMs: 60_000 } });
  /** The n-th address of one subscriber's /64 (a host picks any of 2^64 for each request). */
  const inNetwork = (network: string, n: number): string => `${network}:${n.toString(16)}:${(n * 7).toString(16)}:0:1`;
  const signIn = (remoteAddress: string, username: string, password = 'a wrong guess') =>
    limited.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { username, password } });
  const signUp = (remoteAddress: string, username: string) =>
    limited.app.inject({ method: 'POST', url: '/api/register', remoteAddress, payload: { username, email: `${username}@example.com`, password: 'long enough' } });

  it('was a new address for each attempt: the attempts of one /64 now share one limit', async () => {
    const network = '2001:db8:aaaa:1';
    const answers = [];
    for (let n = 1; n <= 5; n++) answers.push((await signUp(inNetwork(network, n), `bulk_${n}`)).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 429]);
    // Another subscriber's network has its own count.
    expect((await signUp(inNetwork('2001:db8:aaaa:2', 1), 'neighbour')).statusCode).toBe(201);
  });

  it('locks the guessing /64 out of the account after its failures; the owner elsewhere still signs in', async () => {
    await registerUser(limited.app, 'owner_six', 'the right one');
    const network = '2001:db8:bbbb:1';
    const answers = [];
    for (let n = 1; n <= 4; n++) answers.push((await signIn(inNetwork(network, n), 'owner_six')).statusCode);
    expect(answers).toEqual([401, 401, 401, 429]);
    expect((await signIn(inNetwork('2001:db8:bbbb:2', 1), 'owner_six', 'the right one')).statusCode).toBe(200);
  });

  it('counts IPv4 clients seen through an IPv6 socket one by one, not as one shared /64', async () => {
    for (let n = 1; n <= 4; n++) expect((await signIn(`::ffff:198.51.100.${n}`, `nobody_${n}`)).statusCode).toBe(401);
    expect((await signIn('::ffff:198.51.100.9', 'nobody_9')).statusCode).toBe(401);
    // 198.51.100.1 had one attempt above; plain or mapped, it is one address with one count of 4.
    expect((await signIn('198.51.100.1', 'nobody_a')).statusCode).toBe(401);
    expect((await signIn('::ffff:198.51.100.1', 'nobody_b')).statusCode).toBe(401);
    expect((await signIn('198.51.100.1', 'nobody_c')).statusCode).toBe(401);
    expect((await signIn('::ffff:198.51.100.1', 'nobody_d')).statusCode).toBe(429);
  });
});

// PGlite runs one transaction at a time, so only the PostgreSQL run (TEST_DATABASE_URL) could show the race.
describe('finding 3: parallel saves never take a history past its limit (PostgreSQL)', () => {
  const full = useTestApp();
  const hoarder = full.userSession('hoarder');
  const parlaysOf = async (userId: number): Promise<number> => {
    const [row] = await full.app.db.select({ n: count() }).from(parlays).where(eq(parlays.userId, userId));
    return row?.n ?? 0;
  };

  it(`stores at most ${PARLAY_MAX_PER_USER} of 20 parallel saves 5 short of it (was 10 more on PostgreSQL's read committed)`, async () => {
    const [user] = await full.app.db.select({ id: users.id }).from(users).where(eq(users.username, 'hoarder'));
    const userId = user?.id ?? 0;
    const held = PARLAY_MAX_PER_USER - 5;
    await full.app.db.execute(sql`
      INSERT INTO parlays (user_id, category, source, parlay_description, num_legs, total_odds, implied_probability, stake_cents, potential_payout_cents)
      SELECT ${userId}, 'standard', 'manual', 'an earlier ticket', 1, 100, 0.5, 1000, 2000 FROM generate_series(1, ${held})`);
    const legs = [{ game: 'KC @ BUF', selection: 'KC ML', odds: -150, type: 'moneyline' }];
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => full.app.inject({ method: 'POST', url: '/api/parlays/manual', cookies: hoarder, payload: { stakeAmount: 10, legs } })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(await parlaysOf(userId)).toBe(PARLAY_MAX_PER_USER);
  });
});

/** A builder chain whose query runs when awaited, its answer kept in `answered`, passed on only once `gate` opens. */
function answerAfter<T extends object>(builder: T, gate: Promise<void>, answered: Promise<unknown>[]): T {
  return new Proxy(builder, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      if (property === 'then') {
        const running = Promise.resolve(target);
        answered.push(running);
        return (onAnswer: (answer: unknown) => unknown, onError: (error: unknown) => unknown) => gate.then(() => running).then(onAnswer, onError);
      }
      return (...args: unknown[]) => {
        const next: unknown = Reflect.apply(value, target, args);
        return typeof next === 'object' && next !== null ? answerAfter(next, gate, answered) : next;
      };
    },
  });
}

/** The database with every select's answer held until `gate` opens (a slow reply from a pooled connection). */
function slowSelects(db: Database, gate: Promise<void>, answered: Promise<unknown>[]): Database {
  return new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (property !== 'select' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const builder: unknown = Reflect.apply(value, target, args);
        return typeof builder === 'object' && builder !== null ? answerAfter(builder, gate, answered) : builder;
      };
    },
  });
}

describe('finding 5: a session lookup running across a sign-out does not cache the ended session', () => {
  const raced = useTestApp();
  const victim = raced.userSession('signed_out');

  it('answers the next lookup after the sign-out with no user (was the signed-out user for the cache time, 1-5 s)', async () => {
    const token = victim[SESSION_COOKIE] ?? '';
    let open = (): void => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const { database } = raced.app;
    const answered: Promise<unknown>[] = [];
    const sessions = new SessionStore({ db: slowSelects(database.db, gate, answered), kind: database.kind, events: database.events });
    // A request resolving the session has read its row; the answer is still on its way when the sign-out runs.
    const running = sessions.findUser(token);
    await vi.waitFor(() => expect(answered).toHaveLength(1));
    await answered[0];
    await sessions.delete(token);
    open();
    expect((await running)?.username).toBe('signed_out');
    expect(await sessions.findUser(token)).toBeUndefined();
  });
});

describe('finding 6: a broken multipart upload is a 400, not a 500', () => {
  const part = (boundary: string): string =>
    `--${boundary}\r\nContent-Disposition: form-data; name="screenshots"; filename="slip.png"\r\nContent-Type: image/png\r\n\r\n`;
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

  it.each<[string, string, Buffer | string]>([
    ['no boundary', 'multipart/form-data', 'anything'],
    ['an empty boundary', 'multipart/form-data; boundary=', 'anything'],
    ['a body cut off before its closing boundary', 'multipart/form-data; boundary=cut', Buffer.concat([Buffer.from(part('cut')), png])],
    ['parts under another boundary than declared', 'multipart/form-data; boundary=said', Buffer.concat([Buffer.from(part('other')), png, Buffer.from('\r\n--other--\r\n')])],
  ])('POST /api/analyze-screenshots with %s', async (_case, type, payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/analyze-screenshots', cookies: mallory, headers: { 'content-type': type }, payload });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorMessageOf(response)).toBe("Send the screenshots as a complete multipart/form-data body in the 'screenshots' field");
  });
});

describe('finding 7: a request naming two hosts is refused (RFC 9112 §3.2), whichever comes first', () => {
  const listening = useTestApp();
  const admin = listening.adminSession();

  it('answers 400 to two Host lines, where Node kept the first and let the second pass unchecked', async () => {
    await listening.app.listen({ port: 0, host: '127.0.0.1' });
    const address = listening.app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const cookie = `Cookie: ${SESSION_COOKIE}=${admin[SESSION_COOKIE] ?? ''}`;
    for (const hosts of [`Host: localhost:${port}\r\nHost: attacker.example`, `Host: attacker.example\r\nHost: localhost:${port}`, `Host: localhost:${port}\r\nhost: localhost:${port}`]) {
      const response = await rawRequest(port, `GET /admin-api/users HTTP/1.1\r\n${hosts}\r\n${cookie}`);
      expect(response.status, hosts).toBe(400);
      expect(JSON.parse(response.body)).toEqual({ error: { code: 'DUPLICATE_HOST', message: 'A request names its host once (two Host header lines were sent)' } });
    }
    expect((await rawRequest(port, `GET /admin-api/users HTTP/1.1\r\nHost: localhost:${port}\r\n${cookie}`)).status).toBe(200);
  });
});

describe('finding 8: behind the proxy (TRUST_PROXY), the client is the address the proxy appended, not one it passed on', () => {
  const proxied = useTestApp({ trustProxy: true, authLimits: { attemptsPerIp: 3, failuresPerAccountAndAddress: 100, failuresPerAccount: 100, windowMs: 60_000 } });

  it('counts every attempt of one client against its one address, whatever X-Forwarded-For it starts with', async () => {
    const answers = [];
    for (let n = 1; n <= 4; n++) {
      // The client wrote the first entry; the proxy (the socket, 127.0.0.1) appended the address it saw.
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-forwarded-for': `198.51.100.${n}, 203.0.113.7` },
        payload: { username: `spoofer_${n}`, password: 'a wrong guess' },
      });
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 429]);
    const other = await proxied.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-forwarded-for': '203.0.113.8' },
      payload: { username: 'spoofer_9', password: 'a wrong guess' },
    });
    expect(other.statusCode).toBe(401);
  });
});

describe('finding 9: behind the proxy, a client-sent X-Forwarded-Host does not pass the host check for a Host it does not serve', () => {
  const proxied = useTestApp({ trustProxy: true });
  const user = proxied.userSession('rebound');

  it('refuses a DNS-rebinding page (Host: attacker.example) that adds X-Forwarded-Host: localhost', async () => {
    const rebound = await proxied.app.inject({ method: 'GET', url: '/api/user', cookies: user, headers: { host: 'attacker.example', 'x-forwarded-host': 'localhost' } });
    expect(rebound.statusCode, rebound.body).toBe(400);
    expect(JSON.parse(rebound.body)).toMatchObject({ error: { code: 'HOST_NOT_ALLOWED' } });
    const forwarded = await proxied.app.inject({ method: 'GET', url: '/api/user', cookies: user, headers: { host: 'localhost:5000', 'x-forwarded-host': 'attacker.example' } });
    expect(forwarded.statusCode).toBe(400);
    const served = await proxied.app.inject({ method: 'GET', url: '/api/user', cookies: user, headers: { host: 'localhost:5000', 'x-forwarded-host': 'localhost' } });
    expect(served.statusCode).toBe(200);
  });
});
