import { marketSettingsSchema, marketsArbitrageResponseSchema, marketsEvResponseSchema, marketsOddsResponseSchema } from '@playbook/contracts';
import { describe, expect, it } from 'vitest';
import { errorMessageOf } from './helpers/test-app.ts';
import { useSportsApp } from './helpers/use-test-app.ts';

const t = useSportsApp();
const other = t.userSession('other_bettor');

describe('market board routes', () => {
  it("answers the odds board of this week's NFL games with a column per book and fair prices", async () => {
    const response = await t.get('/api/markets/odds?league=nfl');
    expect(response.statusCode).toBe(200);
    const body = marketsOddsResponseSchema.parse(response.json());
    expect(body.emptyReason).toBeNull();
    expect(body.books.length).toBeGreaterThan(1);
    const market = body.games[0]?.markets.find((m) => m.kind === 'moneyline');
    expect(market?.fairBooks).toBe(body.books.length);
    const [home, away] = market?.sides ?? [];
    expect((home?.fairProbability ?? 0) + (away?.fairProbability ?? 0)).toBeCloseTo(1, 9);
    expect(home?.prices.some((price) => price.best)).toBe(true);
  });

  it('lists +EV lines with Kelly stakes from the saved settings, and a minEv in the query overrides the threshold', async () => {
    const all = marketsEvResponseSchema.parse((await t.get('/api/markets/ev?league=NFL&minEv=-100')).json());
    expect(all.minEvPercent).toBe(-100);
    expect(all.bets.length).toBeGreaterThan(0);
    const saved = marketsEvResponseSchema.parse((await t.get('/api/markets/ev?league=NFL')).json());
    expect(saved.minEvPercent).toBe(1);
    for (const bet of saved.bets) expect(bet.evPercent).toBeGreaterThanOrEqual(1);
  });

  it('keeps the settings on the account: each user reads and changes only their own', async () => {
    const settings = { fairMethod: 'shin', referenceBook: 'BetMGM', minEvPercent: -100, bankroll: 2500, kellyFraction: 0.5 } as const;
    const put = await t.app.inject({ method: 'PUT', url: '/api/markets/settings', cookies: other, payload: settings });
    expect(put.statusCode).toBe(200);
    const mine = marketSettingsSchema.parse((await t.app.inject({ method: 'GET', url: '/api/markets/settings', cookies: other })).json());
    expect(mine).toEqual(settings);
    const theirs = marketSettingsSchema.parse((await t.get('/api/markets/settings')).json());
    expect(theirs.fairMethod).toBe('multiplicative');
    const ev = marketsEvResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/markets/ev?league=NFL', cookies: other })).json());
    expect(ev).toMatchObject({ fairMethod: 'shin', referenceBook: 'BetMGM', bankroll: 2500, kellyFraction: 0.5 });
    for (const bet of ev.bets) expect(bet.kellyStake).toBeLessThanOrEqual(2500);
  });

  it('answers arbitrage and middles with stakes adding up to the total', async () => {
    const body = marketsArbitrageResponseSchema.parse((await t.get('/api/markets/arbitrage?league=NFL&total=500')).json());
    expect(body.totalStake).toBe(500);
    for (const found of body.arbitrage) {
      expect(found.legs[0].stake + found.legs[1].stake).toBeCloseTo(500, 9);
      for (const leg of found.legs) expect(leg.payout).toBeGreaterThanOrEqual(500);
    }
    for (const middle of body.middles) expect(middle.probability).toBeGreaterThanOrEqual(0);
  });

  it('says why a league is empty', async () => {
    const body = marketsOddsResponseSchema.parse((await t.get('/api/markets/odds?league=NCAA')).json());
    if (body.games.length === 0) expect(body.emptyReason).toMatch(/NCAA/);
  });

  it.each([
    ['/api/markets/odds', 'league'],
    ['/api/markets/odds?league=MLB', 'league'],
    ['/api/markets/ev?league=NFL&minEv=abc', 'minEv'],
    ['/api/markets/ev?league=NFL&minEv=500', 'minEv'],
    ['/api/markets/arbitrage?league=NFL&total=0', 'total'],
  ])('answers 400 naming the field for %s', async (url, field) => {
    const response = await t.get(url);
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toContain(field);
  });

  it('refuses bad settings with 400 naming the field and keeps the saved ones', async () => {
    const before = marketSettingsSchema.parse((await t.get('/api/markets/settings')).json());
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/markets/settings',
      cookies: other,
      payload: { fairMethod: 'magic', referenceBook: null, minEvPercent: 1, bankroll: 1000, kellyFraction: 0.25 },
    });
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toContain('fairMethod');
    const kelly = await t.app.inject({
      method: 'PUT',
      url: '/api/markets/settings',
      cookies: other,
      payload: { fairMethod: 'power', referenceBook: null, minEvPercent: 1, bankroll: 1000, kellyFraction: 0.3 },
    });
    expect(errorMessageOf(kelly)).toContain('kellyFraction');
    expect(marketSettingsSchema.parse((await t.get('/api/markets/settings')).json())).toEqual(before);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/markets/odds?league=NFL' });
    expect(response.statusCode).toBe(401);
  });
});
