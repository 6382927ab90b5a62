import { modelPredictResponseSchema, type ModelPredictResponse } from '@playbook/contracts';
import { fitRatings, modelSimulationPoints, noVigProbabilities, predictRatedMatchup } from '@playbook/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SPORTS_SETTINGS } from '../src/config.ts';
import { expectedBacktestGames, MODEL_NOW, ModelFixtureProvider } from './fixtures/model-report-fixture.ts';
import { createTestApp, errorMessageOf, registerUser, withSession, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let cookies: Record<string, string>;
const provider = new ModelFixtureProvider();

beforeAll(async () => {
  t = await createTestApp({ sports: { ...DEFAULT_SPORTS_SETTINGS, provider, clock: () => MODEL_NOW, liveRefreshMs: null, loadOnEmpty: false } });
  cookies = withSession(await registerUser(t.app, 'model_predictor'));
  provider.season = 2024;
  await t.app.sports.refreshLeagues(['NFL']);
  provider.season = 2025;
  await t.app.sports.refreshLeagues(['NFL']);
});
afterAll(() => t.close());

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
      ['league=NFL&away=DAL', 'home:'],
      ['league=NFL&home=PHI&away=', 'away:'],
      ['league=NFL&home=PHI&away=DAL&homeMoneyline=50&awayMoneyline=-120', 'homeMoneyline:'],
      ['league=NFL&home=PHI&away=DAL&homeMoneyline=-150&awayMoneyline=1.5', 'awayMoneyline:'],
      ['league=NFL&home=PHI&away=phi', 'away:'],
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
    const state = fitRatings(expectedBacktestGames());
    // The fixture keys core's games by ESPN id; the server by database id: the same games in the same order.
    const expected = predictRatedMatchup(state, { homeTeam: '21', awayTeam: '6' });
    const points = modelSimulationPoints(state, { homeTeam: '21', awayTeam: '6' });
    const body = await predict('league=nfl&home=Philadelphia%20Eagles&away=dal');
    expect(body).toMatchObject({ league: 'NFL', gamesFitted: 16, market: null, home: { abbreviation: 'PHI' }, away: { abbreviation: 'DAL' } });
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
