import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALERT_RULES_MAX, alertRuleSchema, alertsResponseSchema, alertSchema } from '@playbook/contracts';
import { SESSION_COOKIE } from '../src/auth/sessions.ts';
import { bettingLines } from '../src/db/sports-schema.ts';
import { openAlertStream } from './helpers/alert-stream-client.ts';
import { scheduledMoneyline } from './helpers/scheduled-moneyline.ts';
import { useSportsApp } from './helpers/use-test-app.ts';
import { FIXTURE_NOW } from './fixtures/sports-fixture.ts';

const t = useSportsApp();
const alice = t.userSession('alert_alice');
const bob = t.userSession('alert_bob');
const dave = t.userSession('alert_dave');
const erin = t.userSession('alert_erin');
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const cookieOf = (session: Record<string, string>) => `${SESSION_COOKIE}=${session[SESSION_COOKIE] ?? ''}`;
const post = (url: string, cookies: Record<string, string>, payload: unknown) => t.app.inject({ method: 'POST', url, cookies, payload: payload as object });
const alertsOf = async (cookies: Record<string, string>) => alertsResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/alerts', cookies })).json());

/** The line priced away from its threshold (as an earlier refresh would have left it): the next refresh moves it back. */
async function lineRuleAwaitingAMove(cookies: Record<string, string>) {
  const line = await scheduledMoneyline(t.app.db);
  await t.app.db.update(bettingLines).set({ americanOdds: line.price - 400 }).where(eq(bettingLines.id, line.id));
  const response = await post('/api/alerts/rules', cookies, { kind: 'line', lineId: String(line.id), measure: 'price', direction: 'above', threshold: line.price });
  expect(response.statusCode).toBe(201);
  return { line, rule: alertRuleSchema.parse(response.json()) };
}

describe('alert rules', () => {
  it.each([
    [{ kind: 'line', lineId: '1', measure: 'price', direction: 'above', threshold: 'soon' }, 'threshold: Threshold must be a number'],
    [{ kind: 'line', lineId: '1', measure: 'price', direction: 'above', threshold: 50 }, 'threshold: Threshold must be American odds'],
    [{ kind: 'line', lineId: '1', measure: 'point', direction: 'sideways', threshold: 3.5 }, 'direction: Direction must be above or below'],
    [{ kind: 'line', lineId: '99999999', measure: 'price', direction: 'above', threshold: 120 }, 'lineId: No betting line with id 99999999'],
    [{ kind: 'ev', minEvPercent: 0, leagues: ['NFL'], markets: ['spread'] }, 'minEvPercent: Minimum EV must be between 0.1 and 100'],
    [{ kind: 'ev', minEvPercent: 2, leagues: [], markets: ['spread'] }, 'leagues: Choose at least one league'],
    [{ kind: 'arbitrage', minProfitPercent: 1, leagues: ['NBA'] }, 'leagues.0:'],
    [{ kind: 'injury', league: 'NFL', team: 'ZZZ', positions: ['QB'] }, 'team: No NFL team ZZZ'],
    [{ kind: 'weather' }, 'Kind must be one of line, ev, arbitrage, settled, injury'],
  ])('refuses %j with 400 naming the field, storing nothing', async (body, message) => {
    const response = await post('/api/alerts/rules', alice, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toContain(message);
    expect((await t.app.inject({ method: 'GET', url: '/api/alerts/rules', cookies: alice })).json()).toMatchObject({ rules: [] });
  });

  it('refuses a point threshold on a moneyline', async () => {
    const line = await scheduledMoneyline(t.app.db);
    const response = await post('/api/alerts/rules', alice, { kind: 'line', lineId: String(line.id), measure: 'point', direction: 'below', threshold: 3 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { message: 'measure: A moneyline has no point: watch its price' } });
  });

  it('refuses a rule the user already has (lists in any order, a team in any case), and two of them sent at once store one', async () => {
    const first = await post('/api/alerts/rules', erin, { kind: 'ev', minEvPercent: 2, leagues: ['NFL', 'NCAA'], markets: ['spread', 'moneyline'] });
    expect(first.statusCode).toBe(201);
    const again = await post('/api/alerts/rules', erin, { kind: 'ev', minEvPercent: 2, leagues: ['NCAA', 'NFL'], markets: ['moneyline', 'spread'] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'RULE_EXISTS', message: 'You already have this alert rule' } });
    expect((await post('/api/alerts/rules', erin, { kind: 'ev', minEvPercent: 3, leagues: ['NFL', 'NCAA'], markets: ['spread', 'moneyline'] })).statusCode).toBe(201);
    const settled = await Promise.all([1, 2, 3].map(() => post('/api/alerts/rules', erin, { kind: 'settled' })));
    expect(settled.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await post('/api/alerts/rules', erin, { kind: 'injury', league: 'NFL', team: 'kc', positions: ['qb', 'WR'] })).statusCode).toBe(201);
    expect((await post('/api/alerts/rules', erin, { kind: 'injury', league: 'NFL', team: 'KC', positions: ['WR', 'QB'] })).statusCode).toBe(409);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/alerts/rules', cookies: erin })).json<{ rules: unknown[] }>();
    expect(listed.rules).toHaveLength(4);
  });

  it(`keeps at most ${ALERT_RULES_MAX} rules per user, and another user's rules are not theirs to see, mute or delete`, async () => {
    for (let i = 0; i < ALERT_RULES_MAX; i++) expect((await post('/api/alerts/rules', bob, { kind: 'arbitrage', minProfitPercent: i, leagues: ['NFL'] })).statusCode).toBe(201);
    const over = await post('/api/alerts/rules', bob, { kind: 'settled' });
    expect(over.statusCode).toBe(409);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/alerts/rules', cookies: bob })).json<{ rules: { id: number }[] }>();
    expect(listed.rules).toHaveLength(ALERT_RULES_MAX);
    const bobsRule = listed.rules[0]?.id ?? 0;
    expect((await t.app.inject({ method: 'PATCH', url: `/api/alerts/rules/${bobsRule}`, cookies: alice, payload: { muted: true } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/alerts/rules/${bobsRule}`, cookies: alice })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/alerts/rules', cookies: alice })).json()).toMatchObject({ rules: [] });
    const muted = await t.app.inject({ method: 'PATCH', url: `/api/alerts/rules/${bobsRule}`, cookies: bob, payload: { muted: true } });
    expect(muted.json()).toMatchObject({ id: bobsRule, muted: true });
    for (const rule of listed.rules) expect((await t.app.inject({ method: 'DELETE', url: `/api/alerts/rules/${rule.id}`, cookies: bob })).statusCode).toBe(204);
  });
});

describe('alerts after a refresh', () => {
  it('raises a line alert once when a refresh moves the line past the threshold, and marks it read for its owner only', async () => {
    const { line, rule } = await lineRuleAwaitingAMove(alice);
    await t.app.sports.refreshLeagues(['NFL']);
    await t.app.sports.refreshLeagues(['NFL']);
    const { alerts, unread } = await alertsOf(alice);
    expect(alerts).toHaveLength(1);
    expect(unread).toBe(1);
    expect(alerts[0]).toMatchObject({ ruleId: rule.id, kind: 'line', read: false });
    expect(alerts[0]?.body).toContain(`price is now ${line.price > 0 ? '+' : ''}${line.price}`);
    const id = alerts[0]?.id ?? 0;
    expect((await post('/api/alerts/read', bob, { ids: [id] })).json()).toEqual({ unread: 0 });
    expect((await alertsOf(alice)).unread).toBe(1);
    expect((await alertsOf(bob)).alerts).toEqual([]);
    expect((await post('/api/alerts/read', alice, { ids: [id] })).json()).toEqual({ unread: 0 });
    expect((await post('/api/alerts/read', alice, { ids: [] })).statusCode).toBe(400);
  });

  it('raises nothing for a muted rule', async () => {
    const { rule } = await lineRuleAwaitingAMove(bob);
    await t.app.inject({ method: 'PATCH', url: `/api/alerts/rules/${rule.id}`, cookies: bob, payload: { muted: true } });
    await t.app.sports.refreshLeagues(['NFL']);
    expect((await alertsOf(bob)).alerts).toEqual([]);
    await t.app.inject({ method: 'DELETE', url: `/api/alerts/rules/${rule.id}`, cookies: bob });
  });

  it('tells when a watched team’s report changes for a key position, not for another position', async () => {
    const created = await post('/api/alerts/rules', bob, { kind: 'injury', league: 'NFL', team: 'buf', positions: ['qb'] });
    expect(created.statusCode).toBe(201);
    t.provider.extraInjuries = [{ teamId: 'BUF', playerName: 'Backup Passer', position: 'QB', injuryType: 'Shoulder', status: 'Out', gameStatus: 'Out', lastReported: t.clock.now.toISOString() }];
    t.clock.now = new Date(t.clock.now.getTime() + 3_600_000);
    await t.app.sports.refreshInjuries('NFL');
    const { alerts } = await alertsOf(bob);
    expect(alerts.map((alert) => [alert.title, alert.body])).toEqual([['BUF injury report changed', 'QB Backup Passer: Out']]);
  });
});

describe('the alert stream', () => {
  it('answers 401 without a session', async () => {
    const stream = await openAlertStream(baseUrl, '');
    expect(stream.status).toBe(401);
  });

  it('delivers an alert raised after it opened, resumes after Last-Event-ID, and ends at sign-out', async () => {
    const carol = (await post('/api/register', {}, { username: 'alert_carol', email: 'carol@example.com', password: 'correct horse' })).cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
    const session = { [SESSION_COOKIE]: carol };
    const { latestId } = await alertsOf(session);
    const live = await openAlertStream(baseUrl, cookieOf(session), { after: latestId });
    expect(live.status).toBe(200);
    await lineRuleAwaitingAMove(session);
    await t.app.sports.refreshLeagues(['NFL']);
    const [event] = await live.waitForEvents(1);
    const alert = alertSchema.parse(JSON.parse(event?.data ?? ''));
    expect(event).toMatchObject({ event: 'alert', id: String(alert.id) });
    expect(alert.kind).toBe('line');

    const resumed = await openAlertStream(baseUrl, cookieOf(session), { lastEventId: String(alert.id - 1) });
    expect((await resumed.waitForEvents(1)).map((e) => e.id)).toEqual([String(alert.id)]);
    resumed.close();

    expect((await post('/api/logout', session, {})).statusCode).toBe(204);
    await live.ended;
    expect(live.events).toHaveLength(1);
  });
});

describe('a tracked parlay settling', () => {
  it('raises one alert when grading settles the parlay, however often the scores are refreshed', async () => {
    expect((await post('/api/alerts/rules', dave, { kind: 'settled' })).statusCode).toBe(201);
    const placedOn = FIXTURE_NOW.toISOString().slice(0, 10);
    // nfl-2-2: Kansas City Chiefs @ Dallas Cowboys (fixture season), typed by hand and linked to the stored game.
    const saved = await post('/api/parlays/manual', dave, { legs: [{ game: 'Chiefs @ Cowboys', selection: 'Cowboys ML', odds: 150, type: 'moneyline' }], stakeAmount: 10, placedOn });
    expect(saved.statusCode, saved.body).toBe(201);
    t.provider.gameChanges.set('nfl-2-2', { status: 'finished', period: 4, clock: null, homeScore: 27, awayScore: 24 });
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    await t.app.sports.refreshLiveScores('NFL');
    await t.app.sports.refreshLiveScores('NFL');
    const { alerts } = await alertsOf(dave);
    expect(alerts.map((alert) => [alert.kind, alert.title, alert.body])).toEqual([['settled', 'Parlay won', expect.stringContaining('$25.00 back') as unknown]]);
  });
});
