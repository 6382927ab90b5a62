import { modelPredictResponseSchema, type HubLeague, type ModelPredictResponse } from '@playbook/contracts';
import { fitRatings, modelSimulationPoints, NFL_MODEL, noVigProbabilities, predictRatedMatchup } from '@playbook/core';
import { describe, expect, it } from 'vitest';
import type { GameRecord, LeagueSnapshot } from '../src/providers/records.ts';
import { expectedBacktestGames, ModelFixtureProvider } from './fixtures/model-report-fixture.ts';
import { useModelApp } from './fixtures/use-model-app.ts';
import { errorMessageOf } from './helpers/test-app.ts';

/**
 * The fixture's 2025 season (every team last played week 4, 2025-09-29 17:00 UTC) plus games still
 * scheduled, so the fit is unchanged: Buffalo at Philadelphia on Thursday 2 October, then Dallas at
 * Philadelphia on Monday 6 October, when Philadelphia has had 4 days of rest and Dallas 7; a week later the
 * two meet again at a neutral site (a London game, Philadelphia the nominal home team), both on 7 days.
 */
const SCHEDULED_2025: [string, string, string, string][] = [
  ['rest-1', '21', '2', '2025-10-02T17:00:00.000Z'],
  ['rest-2', '21', '6', '2025-10-06T17:00:00.000Z'],
  ['london', '21', '6', '2025-10-13T13:30:00.000Z'],
];
const LONDON_KICKOFF = '2025-10-13T13:30:00.000Z';
class RestFixtureProvider extends ModelFixtureProvider {
  override async fetchLeague(league: HubLeague, now: Date): Promise<LeagueSnapshot> {
    const snapshot = await super.fetchLeague(league, now);
    if (league !== 'NFL' || this.season !== 2025) return snapshot;
    const [first] = snapshot.games;
    if (!first) throw new Error('the fixture season has no games');
    const scheduled = SCHEDULED_2025.map(
      // A copy of a stored game, moved and not yet played.
      ([sourceId, homeTeamId, awayTeamId, scheduledAt], index): GameRecord => ({
        ...first,
        sourceId,
        week: 5 + index,
        homeTeamId,
        awayTeamId,
        scheduledAt,
        status: 'scheduled',
        period: null,
        homeScore: null,
        awayScore: null,
        neutralSite: sourceId === 'london',
      }),
    );
    return { ...snapshot, games: [...snapshot.games, ...scheduled] };
  }
}

const t = useModelApp(new RestFixtureProvider());
const cookies = t.userSession('model_predictor');

const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/model/predict?${query}`, cookies });

async function predict(query: string): Promise<ModelPredictResponse> {
  const response = await get(query);
  expect(response.statusCode, response.body).toBe(200);
  return modelPredictResponseSchema.parse(response.json());
}

describe('GET /api/model/predict', () => {
  it('answers 401 without a session, 400 naming the field, 404 for an unknown team', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/model/predict?league=NFL&home=PHI&away=DAL' })).statusCode).toBe(401);
    const cases: [string, string][] = [
      ['league=XFL&home=PHI&away=DAL', 'league:'],
      ['league=NFL&away=DAL', 'home: Name a team'],
      ['league=NFL&home=PHI', 'away: Name a team'],
      ['league=NFL&home=PHI&away=DAL&homeMoneyline=NaN', 'homeMoneyline: Use American odds'],
      ['league=NFL&home=PHI&away=DAL&awayMoneyline=Infinity', 'awayMoneyline: Use American odds'],
      ['league=NFL&home=PHI&away=', 'away:'],
      ['league=NFL&home=PHI&away=DAL&homeMoneyline=50&awayMoneyline=-120', 'homeMoneyline:'],
      ['league=NFL&home=PHI&away=DAL&homeMoneyline=-150&awayMoneyline=1.5', 'awayMoneyline:'],
      ['league=NFL&home=PHI&away=phi', 'away:'],
      ['league=NFL&home=PHI&away=DAL&kickoff=monday', 'kickoff:'],
      ['league=NFL&home=PHI&away=DAL&kickoff=2025-10-06', 'kickoff:'],
      ['league=NFL&home=PHI&away=DAL&neutral=yes', 'neutral:'],
      ['league=NFL&home=PHI&away=DAL&neutral=1', 'neutral:'],
      ['league=NFL&home=PHI&away=DAL&neutral=TRUE', 'neutral:'],
      // ADR 034: a scheduled game's venue is the stored game's; a flag beside its kick-off is refused, either value.
      [`league=NFL&home=PHI&away=DAL&kickoff=${LONDON_KICKOFF}&neutral=true`, 'neutral: Leave neutral out with a kickoff'],
      ['league=NFL&home=PHI&away=DAL&kickoff=2025-10-06T17:00:00Z&neutral=false', 'neutral:'],
    ];
    for (const [query, field] of cases) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(errorMessageOf(response), query).toContain(field);
    }
    const unknown = await get('league=NFL&home=PHI&away=Springfield');
    expect(unknown.statusCode).toBe(404);
    expect(errorMessageOf(unknown)).toContain("away: no team 'Springfield'");
  });

  it("gives core's fitted model on every stored finished game, by name, abbreviation or id", async () => {
    const state = fitRatings(expectedBacktestGames(), NFL_MODEL.params);
    // The fixture keys core's games by ESPN id; the server by database id: the same games in the same order.
    const expected = predictRatedMatchup(state, { homeTeam: '21', awayTeam: '6' });
    const points = modelSimulationPoints(state, { homeTeam: '21', awayTeam: '6' });
    const body = await predict('league=nfl&home=Philadelphia%20Eagles&away=dal');
    expect(body).toMatchObject({ league: 'NFL', gamesFitted: 16, market: null, home: { abbreviation: 'PHI' }, away: { abbreviation: 'DAL' } });
    // No kick-off: a free matchup, on equal rest.
    expect(body.rest).toEqual({ home: null, away: null });
    expect(body.prediction.margin).toBeCloseTo(expected.margin, 10);
    expect(body.prediction.homeWinProbability).toBeCloseTo(expected.homeWinProbability, 10);
    expect(body.prediction.total).toBeCloseTo(expected.total, 10);
    expect(body.prediction.homePoints).toBeCloseTo(points.home, 10);
    expect(body.prediction.awayPoints).toBeCloseTo(points.away, 10);
    const byId = await predict(`league=NFL&home=${body.home.id}&away=${body.away.id}`);
    expect(byId.prediction).toEqual(body.prediction);
    // Core's one team finder: a city alone, and a name with stray spaces, find the same teams.
    const byCity = await predict('league=NFL&home=Philadelphia&away=%20Dallas%20Cowboys%20');
    expect(byCity.prediction).toEqual(body.prediction);
  });

  it("with a scheduled game's kick-off, uses each team's days since its last stored game that season", async () => {
    const state = fitRatings(expectedBacktestGames(), NFL_MODEL.params);
    const matchup = { homeTeam: '21', awayTeam: '6', homeRest: 4, awayRest: 7 };
    const expected = predictRatedMatchup(state, matchup);
    const points = modelSimulationPoints(state, matchup);
    const body = await predict('league=NFL&home=PHI&away=DAL&kickoff=2025-10-06T17:00:00.000Z');
    expect(body.rest).toEqual({ home: 4, away: 7 });
    expect(body.prediction.margin).toBeCloseTo(expected.margin, 10);
    expect(body.prediction.homeWinProbability).toBeCloseTo(expected.homeWinProbability, 10);
    // The simulations' scoring means move with the rest too (their total does not).
    expect(body.prediction.homePoints).toBeCloseTo(points.home, 10);
    expect(body.prediction.awayPoints).toBeCloseTo(points.away, 10);
    const equalRest = await predict('league=NFL&home=PHI&away=DAL');
    expect(body.prediction.margin).toBeCloseTo(equalRest.prediction.margin - 3 * state.params.restPerDay, 10);
    // The same instant written with an offset; the sides swapped swap the rests.
    expect((await predict('league=NFL&home=PHI&away=DAL&kickoff=2025-10-06T13:00:00-04:00')).prediction).toEqual(body.prediction);
    expect((await predict('league=NFL&home=DAL&away=PHI&kickoff=2025-10-06T17:00:00Z')).rest).toEqual({ home: 7, away: 4 });
  });

  it("reads no rest from the season before: a kick-off before the season's first game is unknown rest", async () => {
    const equalRest = await predict('league=NFL&home=PHI&away=DAL');
    // A week before 2025's first game (2025-09-08): the nearest stored game is of 2025, and nothing of 2025 precedes it.
    const body = await predict('league=NFL&home=PHI&away=DAL&kickoff=2025-09-01T17:00:00Z');
    expect(body.rest).toEqual({ home: null, away: null });
    expect(body.prediction).toEqual(equalRest.prediction);
    // The season's first game itself: nothing earlier that season either.
    expect((await predict('league=NFL&home=PHI&away=DAL&kickoff=2025-09-08T17:00:00Z')).rest).toEqual({ home: null, away: null });
    // Week 2 of 2024: both teams played week 1, 7 days earlier.
    expect((await predict('league=NFL&home=PHI&away=DAL&kickoff=2024-09-15T17:00:00Z')).rest).toEqual({ home: 7, away: 7 });
  });

  it('predicts a scheduled neutral-site game without the home edge, and says so', async () => {
    const state = fitRatings(expectedBacktestGames(), NFL_MODEL.params);
    const body = await predict(`league=NFL&home=PHI&away=DAL&kickoff=${LONDON_KICKOFF}`);
    expect(body.neutralSite).toBe(true);
    expect(body.rest).toEqual({ home: 7, away: 7 });
    const matchup = { homeTeam: '21', awayTeam: '6', neutral: true, homeRest: 7, awayRest: 7 };
    expect(body.prediction.margin).toBeCloseTo(predictRatedMatchup(state, matchup).margin, 10);
    const points = modelSimulationPoints(state, matchup);
    expect(body.prediction.homePoints).toBeCloseTo(points.home, 10);
    expect(body.prediction.awayPoints).toBeCloseTo(points.away, 10);
    // The same two teams on equal rest as a home game (a free matchup): the margin carries the home edge.
    const home = await predict('league=NFL&home=PHI&away=DAL');
    expect(home.neutralSite).toBe(false);
    expect(home.prediction.margin - body.prediction.margin).toBeCloseTo(state.params.homeAdvantage, 10);
    expect(home.prediction.homePoints - body.prediction.homePoints).toBeCloseTo(state.params.homeAdvantage / 2, 10);
    // Named the other way round it is the same neutral game; another kick-off or another pair is a home game.
    const swapped = await predict(`league=NFL&home=DAL&away=PHI&kickoff=${LONDON_KICKOFF}`);
    expect(swapped.neutralSite).toBe(true);
    expect(swapped.prediction.margin).toBeCloseTo(-body.prediction.margin, 10);
    expect((await predict('league=NFL&home=PHI&away=DAL&kickoff=2025-10-06T17:00:00.000Z')).neutralSite).toBe(false);
    expect((await predict(`league=NFL&home=PHI&away=KC&kickoff=${LONDON_KICKOFF}`)).neutralSite).toBe(false);
  });

  it('predicts a free matchup asked as neutral without the home edge: the same figures as the stored neutral game on equal rest', async () => {
    const state = fitRatings(expectedBacktestGames(), NFL_MODEL.params);
    const body = await predict('league=NFL&home=PHI&away=DAL&neutral=true');
    expect(body.neutralSite).toBe(true);
    expect(body.rest).toEqual({ home: null, away: null });
    const matchup = { homeTeam: '21', awayTeam: '6', neutral: true };
    const expected = predictRatedMatchup(state, matchup);
    expect(body.prediction.margin).toBeCloseTo(expected.margin, 10);
    expect(body.prediction.homeWinProbability).toBeCloseTo(expected.homeWinProbability, 10);
    const points = modelSimulationPoints(state, matchup);
    expect(body.prediction.homePoints).toBeCloseTo(points.home, 10);
    expect(body.prediction.awayPoints).toBeCloseTo(points.away, 10);
    // The London game has both teams on 7 days of rest: equal rest, so the same figures as asking for a neutral site.
    expect((await predict(`league=NFL&home=PHI&away=DAL&kickoff=${LONDON_KICKOFF}`)).prediction).toEqual(body.prediction);
    // neutral=false is the home game, as no flag at all.
    const home = await predict('league=NFL&home=PHI&away=DAL');
    const asHome = await predict('league=NFL&home=PHI&away=DAL&neutral=false');
    expect(asHome.neutralSite).toBe(false);
    expect(asHome.prediction).toEqual(home.prediction);
  });

  it('a neutral matchup is the home margin less the home edge, and swapping the teams mirrors it exactly (every pair)', async () => {
    const { homeAdvantage } = fitRatings(expectedBacktestGames(), NFL_MODEL.params).params;
    const names = ['PHI', 'DAL', 'KC', 'BUF'];
    for (const [index, first] of names.entries()) {
      for (const second of names.slice(index + 1)) {
        const pair = `${first} v ${second}`;
        const neutral = await predict(`league=NFL&home=${first}&away=${second}&neutral=true`);
        const swapped = await predict(`league=NFL&home=${second}&away=${first}&neutral=true`);
        const atHome = await predict(`league=NFL&home=${first}&away=${second}`);
        expect(neutral.prediction.margin - atHome.prediction.margin, pair).toBeCloseTo(-homeAdvantage, 10);
        // The venue moves points from one side to the other, never the total: why the over/under has no such box.
        expect(neutral.prediction.total, pair).toBeCloseTo(atHome.prediction.total, 10);
        // Exactly: no edge on either side, so each side's expected points are the other's with the names swapped.
        expect(swapped.prediction.margin + neutral.prediction.margin, pair).toBe(0);
        expect(swapped.prediction.homePoints, pair).toBe(neutral.prediction.awayPoints);
        expect(swapped.prediction.awayPoints, pair).toBe(neutral.prediction.homePoints);
        expect(swapped.prediction.total, pair).toBe(neutral.prediction.total);
        expect(swapped.prediction.homeWinProbability + neutral.prediction.homeWinProbability, pair).toBeCloseTo(1, 12);
        // A home game does not mirror: the two venues differ by twice the home edge.
        const swappedAtHome = await predict(`league=NFL&home=${second}&away=${first}`);
        expect(swappedAtHome.prediction.margin + atHome.prediction.margin, pair).toBeCloseTo(2 * homeAdvantage, 10);
      }
    }
  });

  it('adds the no-vig market probability and the edge in points when both moneylines are given', async () => {
    const body = await predict('league=NFL&home=PHI&away=DAL&homeMoneyline=-150&awayMoneyline=130');
    const [home = 0, away = 0] = noVigProbabilities([-150, 130]);
    expect(body.market).not.toBeNull();
    expect(body.market?.homeProbability).toBeCloseTo(home, 12);
    expect(body.market?.awayProbability).toBeCloseTo(away, 12);
    expect(body.market?.homeEdge).toBeCloseTo(100 * (body.prediction.homeWinProbability - home), 10);
    expect(body.market?.awayEdge).toBeCloseTo(-(body.market?.homeEdge ?? 0), 10);
    // One price alone is no market.
    expect((await predict('league=NFL&home=PHI&away=DAL&homeMoneyline=-150')).market).toBeNull();
  });

  it('answers 404 for a team of a league with no stored teams', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/model/predict?league=NCAA&home=a&away=b', cookies });
    expect(response.statusCode).toBe(404);
  });
});
