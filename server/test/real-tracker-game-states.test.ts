import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { parlayHistoryItemSchema, parlayHistoryResponseSchema } from '@playbook/contracts';
import { bettingLines, games } from '../src/db/sports-schema.ts';
import { createRealPayloadApp, realPayload, type RealPayloadApp } from './helpers/real-payload-app.ts';

/**
 * The tracker: a tracked leg on ESPN's real 2025 week-15 Cleveland at Chicago (priced by Draft
 * Kings) says its game was postponed once ESPN says so. The postponed status block is ESPN's documented shape
 * written over the real event's (no public scoreboard with a postponement could be found).
 */
interface Event {
  id: string;
  status: { type: { name: string; state: string; completed: boolean; detail?: string } };
}

const CLE_AT_CHI = '401772904';
const POSTPONED = { name: 'STATUS_POSTPONED', state: 'post', completed: false, detail: 'Postponed' };

const week15 = (postponed: boolean): Event[] =>
  realPayload<Event[]>('espn-nfl-2025-wk15-live-and-priced.json').map((event) =>
    postponed && event.id === CLE_AT_CHI ? { ...event, status: { ...event.status, type: POSTPONED } } : event,
  );

let t: RealPayloadApp;
beforeAll(async () => {
  t = await createRealPayloadApp(new Date('2025-12-11T22:00:00Z'));
});
afterAll(() => t.close());

describe('a tracked leg on a game the source postpones', () => {
  it('shows the game as going ahead, then as postponed', async () => {
    await t.load('espn', 'NFL', week15(false));
    const [line] = await t.app.db
      .select({ id: bettingLines.id, odds: bettingLines.americanOdds, point: bettingLines.lineValue })
      .from(bettingLines)
      .innerJoin(games, eq(games.id, bettingLines.gameId))
      .where(and(eq(games.sourceId, CLE_AT_CHI), eq(bettingLines.market, 'spread')))
      .limit(1);
    if (!line) throw new Error('the real payload lost its Cleveland at Chicago spread');
    const saved = await t.post('/api/parlays/save', {
      parlayDescription: 'Sunday single',
      totalOdds: line.odds,
      impliedProbability: 0.5,
      numLegs: 1,
      category: 'lowRisk',
      stakeAmount: 10,
      potentialPayout: 19.09,
      legs: [{ game: 'Cleveland Browns @ Chicago Bears', selection: `CHI ${line.point ?? ''}`, odds: line.odds, type: 'spread', lineId: line.id }],
    });
    expect(saved.statusCode).toBe(201);
    expect(parlayHistoryItemSchema.parse(saved.json()).legs[0]?.gameStatusDetail).toBeNull();

    await t.load('espn', 'NFL', week15(true));
    const history = parlayHistoryResponseSchema.parse((await t.get('/api/parlays/history')).json());
    expect(history[0]?.legs[0]).toMatchObject({ lineId: line.id, gameStatusDetail: 'postponed' });
  });
});
