import { eq } from 'drizzle-orm';
import { marketsEvResponseSchema, marketsOddsResponseSchema } from '@playbook/contracts';
import { describe, expect, it } from 'vitest';
import { games } from '../src/db/sports-schema.ts';
import { FIXTURE_NOW } from './fixtures/sports-fixture.ts';
import { useSportsApp } from './helpers/use-test-app.ts';

const t = useSportsApp();

const oddsGameIds = async (): Promise<string[]> =>
  marketsOddsResponseSchema.parse((await t.get('/api/markets/odds?league=NFL')).json()).games.map((entry) => entry.game.id);

describe('the market board after a refresh', () => {
  it('answers the first request after a refresh from the refreshed data, the board built again as the refresh committed', async () => {
    const before = await oddsGameIds();
    const [finishing] = before;
    expect(finishing).toBeDefined();
    const [row] = await t.app.db.select({ sourceId: games.sourceId }).from(games).where(eq(games.id, Number(finishing)));
    // The game finishes: the scores refresh commits, the board is warmed without a request, and the first
    // request after it (joining the warm-up if it is still running) no longer lists the game.
    t.provider.gameChanges.set(row?.sourceId ?? '', { status: 'finished', statusDetail: null, period: 4, clock: null, homeScore: 20, awayScore: 17 });
    t.clock.now = new Date(FIXTURE_NOW.getTime() + 60_000);
    await t.app.sports.refreshLiveScores('NFL');
    expect(await oddsGameIds()).toEqual(before.filter((id) => id !== finishing));
    const ev = marketsEvResponseSchema.parse((await t.get('/api/markets/ev?league=NFL&minEv=-100')).json());
    expect(ev.bets.map((bet) => bet.gameId)).not.toContain(finishing);
  });
});
