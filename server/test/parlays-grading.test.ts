import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { parlayHistoryItemSchema, type ParlayHistoryItem, type ParlayLegBody } from '@playbook/contracts';
import { bettingLines, games, teams } from '../src/db/sports-schema.ts';
import { gameOutcomeOf } from '../src/features/grading/game-outcome.ts';
import { gradeTrackedLegs } from '../src/features/grading/grade-tracked-legs.ts';
import { useSportsApp } from './helpers/use-test-app.ts';
import { FIXTURE_NOW } from './fixtures/sports-fixture.ts';

// ADR 050: tracked legs graded from the final scores a refresh brings, parlays settled by the books' rules.
const t = useSportsApp();
const alice = t.userSession('alice_grading');
const PLACED_ON = FIXTURE_NOW.toISOString().slice(0, 10);

const send = async (method: 'POST' | 'PATCH', url: string, payload: unknown): Promise<ParlayHistoryItem> => {
  const response = await t.app.inject({ method, url, cookies: alice, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return parlayHistoryItemSchema.parse(response.json());
};
const manual = (legs: ParlayLegBody[], stakeAmount = 10) => send('POST', '/api/parlays/manual', { legs, stakeAmount, placedOn: PLACED_ON });
const history = async (): Promise<Map<number, ParlayHistoryItem>> => {
  const response = await t.app.inject({ method: 'GET', url: '/api/parlays/history', cookies: alice });
  return new Map(parlayHistoryItemSchema.array().parse(response.json()).map((item) => [item.id, item]));
};

const home = alias(teams, 'home_team');
/** A main line of the fixture game (DraftKings), as a leg taken from the slate. */
async function lineLeg(gameSourceId: string, market: 'moneyline' | 'spread' | 'total', selection: string): Promise<ParlayLegBody> {
  const [line] = await t.app.db
    .select({ id: bettingLines.id, odds: bettingLines.americanOdds, home: home.name })
    .from(bettingLines)
    .innerJoin(games, eq(games.id, bettingLines.gameId))
    .innerJoin(home, eq(home.id, games.homeTeamId))
    .where(and(eq(games.sourceId, gameSourceId), eq(bettingLines.market, market), eq(bettingLines.selection, selection), eq(bettingLines.bookmaker, 'DraftKings'), eq(bettingLines.isAlternate, false)));
  if (!line) throw new Error(`no ${market} ${selection} line on ${gameSourceId}`);
  return { game: `Game ${gameSourceId}`, selection: `${selection} ${market}`, odds: line.odds, type: market, lineId: line.id };
}

let minute = 0;
/** The live job's refresh of the NFL, a minute later each time. */
async function refreshScores(): Promise<void> {
  minute += 1;
  t.clock.now = new Date(FIXTURE_NOW.getTime() + minute * 60_000);
  await t.app.sports.refreshLiveScores('NFL');
}

describe('automatic grading', () => {
  it('reads a stored game: called off is void, suspended is not final, finished is final with overtime counted', () => {
    const game = { status: 'finished' as const, statusDetail: null, homeScore: 27, awayScore: 24 };
    expect(gameOutcomeOf(game)).toEqual({ kind: 'final', homeScore: 27, awayScore: 24 });
    expect(gameOutcomeOf({ ...game, statusDetail: 'overtime' })).toEqual({ kind: 'final', homeScore: 27, awayScore: 24 });
    expect(gameOutcomeOf({ ...game, statusDetail: 'suspended' })).toEqual({ kind: 'open' });
    expect(gameOutcomeOf({ ...game, status: 'scheduled', statusDetail: 'postponed', homeScore: null, awayScore: null })).toEqual({ kind: 'void' });
    expect(gameOutcomeOf({ ...game, status: 'scheduled', statusDetail: 'canceled', homeScore: null, awayScore: null })).toEqual({ kind: 'void' });
    expect(gameOutcomeOf({ ...game, status: 'live', statusDetail: 'halftime' })).toEqual({ kind: 'open' });
  });

  it('settles parlays when a refresh finishes their games: overtime, a push leg, a void game, a lost leg, an override kept', async () => {
    // nfl-2-2: Kansas City Chiefs @ Dallas Cowboys; nfl-2-3: Philadelphia Eagles @ Kansas City Chiefs (fixture season).
    const lost = await send('POST', '/api/parlays/save', {
      parlayDescription: 'Dallas -3.5 and the over',
      totalOdds: 264,
      impliedProbability: 0.27,
      numLegs: 3,
      category: 'standard',
      stakeAmount: 10,
      potentialPayout: 36.4,
      legs: [await lineLeg('nfl-2-2', 'moneyline', 'DAL'), await lineLeg('nfl-2-2', 'spread', 'DAL'), await lineLeg('nfl-2-2', 'total', 'Over')],
    });
    // Typed by hand: a whole-number spread that lands exactly (a push) and an over that wins, at -110 each.
    const pushed = await manual([
      { game: 'Kansas City Chiefs @ Dallas Cowboys', selection: 'Dallas Cowboys -3', odds: -110, type: 'spread' },
      { game: 'KC at DAL', selection: 'Over 47.5', odds: -110, type: 'total' },
    ]);
    const voided = await manual([{ game: 'Philadelphia Eagles @ Kansas City Chiefs', selection: 'Eagles +3.5', odds: -110, type: 'spread' }], 25);
    const partlyVoided = await manual([
      { game: 'Philadelphia Eagles @ Kansas City Chiefs', selection: 'Chiefs ML', odds: -150, type: 'moneyline' },
      { game: 'Chiefs @ Cowboys', selection: 'Cowboys ML', odds: 150, type: 'moneyline' },
    ]);
    const overridden = await manual([{ game: 'Chiefs @ Cowboys', selection: 'Chiefs ML', odds: 130, type: 'moneyline' }]);
    await send('PATCH', `/api/parlays/${overridden.id}/status`, { status: 'won', actualPayout: 23 });
    for (const parlay of [lost, pushed, voided, partlyVoided]) {
      expect(parlay.status).toBe('pending');
      expect(parlay.legs.map((leg) => [leg.selection, leg.gradable, leg.result])).toEqual(parlay.legs.map((leg) => [leg.selection, true, null]));
    }

    // Dallas wins 27-24 in overtime; the Eagles game is postponed.
    t.provider.gameChanges.set('nfl-2-2', { status: 'finished', statusDetail: 'overtime', period: 5, clock: null, homeScore: 27, awayScore: 24 });
    t.provider.gameChanges.set('nfl-2-3', { statusDetail: 'postponed' });
    await refreshScores();

    const after = await history();
    expect(after.get(lost.id)).toMatchObject({ status: 'lost', actualPayout: 0, settledBy: 'auto' });
    expect(after.get(lost.id)?.legs.map((leg) => leg.result)).toEqual(['won', 'lost', 'won']);
    // The push drops out: $10 at -110 on the over alone returns $19.09.
    expect(after.get(pushed.id)).toMatchObject({ status: 'won', actualPayout: 19.09, settledBy: 'auto' });
    expect(after.get(pushed.id)?.legs.map((leg) => leg.result)).toEqual(['push', 'won']);
    expect(after.get(voided.id)).toMatchObject({ status: 'void', actualPayout: 25, settledBy: 'auto' });
    expect(after.get(voided.id)?.legs.map((leg) => leg.result)).toEqual(['void']);
    // The void leg drops out: +150 alone returns $25.
    expect(after.get(partlyVoided.id)).toMatchObject({ status: 'won', actualPayout: 25, settledBy: 'auto' });
    // The user's status is kept and marked; the leg is still graded.
    expect(after.get(overridden.id)).toMatchObject({ status: 'won', actualPayout: 23, settledBy: 'user' });
    expect(after.get(overridden.id)?.legs.map((leg) => leg.result)).toEqual(['lost']);
    expect(after.get(lost.id)?.settledAt).toBe(t.clock.now.toISOString());

    // Grading again changes nothing.
    const settledAt = after.get(pushed.id)?.settledAt;
    await refreshScores();
    expect((await history()).get(pushed.id)?.settledAt).toBe(settledAt);
    expect(await gradeTrackedLegs(t.app.db, t.clock.now)).toEqual({ legsGraded: 0, settled: [] });

    const performance = (await t.app.inject({ method: 'GET', url: '/api/parlays/performance', cookies: alice })).json<{ voidParlays: number }>();
    expect(performance.voidParlays).toBe(1);
  });

  it('links a hand-entered leg to the one game its teams play around its date, and leaves an ambiguous one unlinked', async () => {
    // The Red Sox and the Yankees play three times within the window: which game is meant is not known.
    const ambiguous = await manual([{ game: 'Boston Red Sox @ New York Yankees', selection: 'New York Yankees ML', odds: -120, type: 'moneyline' }]);
    expect(ambiguous.legs[0]).toMatchObject({ gradable: false, result: null });
    // A game already over when the ticket is entered is graded on saving (Buffalo lead 14-10 live, finished 14-10 here).
    t.provider.gameChanges.set('nfl-2-1', { status: 'finished', statusDetail: null, period: 4, clock: null, homeScore: 14, awayScore: 10 });
    await refreshScores();
    const linked = await manual([{ game: 'PHI @ BUF', selection: 'Buffalo Bills -3.5', odds: -110, type: 'spread' }]);
    expect(linked.legs[0]).toMatchObject({ gradable: true, result: 'won' });
    expect(linked).toMatchObject({ status: 'won', actualPayout: 19.09, settledBy: 'auto' });
    // A selection that cannot be read leaves the leg ungraded even on a known game.
    const unread = await manual([{ game: 'PHI @ BUF', selection: 'Bills by a lot', odds: -110, type: 'spread' }]);
    expect(unread).toMatchObject({ status: 'pending', settledBy: null });
    expect(unread.legs[0]).toMatchObject({ gradable: false, result: null });
  });

  it('settles each parlay once when two gradings run at once (two instances after their refreshes)', async () => {
    // nfl-3-1: Dallas Cowboys @ Buffalo Bills, a week ahead.
    const parlay = await manual([{ game: 'Cowboys @ Bills', selection: 'Under 47.5', odds: -110, type: 'total' }]);
    expect(parlay.legs[0]).toMatchObject({ gradable: true, result: null });
    await t.app.db.update(games).set({ status: 'finished', homeScore: 20, awayScore: 17 }).where(eq(games.sourceId, 'nfl-3-1'));
    const [one, other] = await Promise.all([gradeTrackedLegs(t.app.db, t.clock.now), gradeTrackedLegs(t.app.db, t.clock.now)]);
    const settled = [...one.settled, ...other.settled].filter((each) => each.parlayId === parlay.id);
    expect(settled).toEqual([expect.objectContaining({ status: 'won', actualPayout: 19.09 })]);
    expect(one.legsGraded + other.legsGraded).toBe(1);
  });
});
