import { marketsArbitrageResponseSchema, marketsEvResponseSchema, marketsOddsResponseSchema } from '@playbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRealPayloadApp, realPayload, type RealPayloadApp } from './helpers/real-payload-app.ts';

/**
 * The market board (ADR 049) on real prices: ESPN's 2025 week-15 events, then The Odds API's nine books for three of those games
 * (captured 2025-12-12), loaded as `npm run refresh -- --file` loads them.
 */
const NOW = new Date('2025-12-12T03:00:00.000Z');
let t: RealPayloadApp;

beforeAll(async () => {
  t = await createRealPayloadApp(NOW);
  await t.load('espn', 'NFL', realPayload('espn-nfl-2025-wk15-live-and-priced.json'));
  await t.load('odds-api', 'NFL', realPayload('odds-api-nfl-2025-12-12-three-games.json'));
});
afterAll(() => t.close());

describe('the market board on real prices', () => {
  it('shows the three scheduled games with a column per book (one DraftKings, whatever ESPN calls it)', async () => {
    const body = marketsOddsResponseSchema.parse((await t.get('/api/markets/odds?league=NFL')).json());
    expect(body.games.map((entry) => `${entry.game.away.abbreviation} @ ${entry.game.home.abbreviation}`).sort()).toEqual(['BAL @ CIN', 'CLE @ CHI', 'LAC @ KC']);
    expect(body.books).toHaveLength(9);
    expect(body.books).toContain('DraftKings');
  });

  it("lists Cleveland ML +340 at DraftKings as the one line 1 % over the nine books' median fair price", async () => {
    // By hand: the nine books' no-vig chances of Cleveland have the median 23.364 % (fair +328); 0.23364 × 4.40 − 1 = +2.80 %,
    // and a quarter of (3.4 × 0.23364 − 0.76636) / 3.4 of $1,000 is $2.06.
    const body = marketsEvResponseSchema.parse((await t.get('/api/markets/ev?league=NFL')).json());
    expect(body.bets).toHaveLength(1);
    const [best] = body.bets;
    expect(best).toMatchObject({ matchup: 'CLE @ CHI', kind: 'moneyline', selection: 'CLE', book: 'DraftKings', americanOdds: 340, fairOdds: 328, kellyStake: 2.06 });
    expect(best?.evPercent).toBeCloseTo(2.804, 2);
  });

  it('finds no arbitrage among the real prices', async () => {
    const body = marketsArbitrageResponseSchema.parse((await t.get('/api/markets/arbitrage?league=NFL')).json());
    expect(body.arbitrage).toEqual([]);
    for (const middle of body.middles) expect(middle.probability).toBeGreaterThan(0);
  });

  it('says why a league with nothing stored is empty', async () => {
    const body = marketsOddsResponseSchema.parse((await t.get('/api/markets/odds?league=NCAA')).json());
    expect(body.games).toEqual([]);
    expect(body.emptyReason).toBe("No NCAA games are stored yet: refresh the data to load this week's games.");
  });
});
