import { weeklyRecommendationsResponseSchema } from '@playbook/contracts';
import { describe, expect, it } from 'vitest';
import { useSportsApp } from './helpers/use-test-app.ts';
import { errorMessageOf } from './helpers/test-app.ts';

const t = useSportsApp();

describe('GET /api/recommendations/weekly', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/recommendations/weekly' })).statusCode).toBe(401);
  });

  it("rates this week's games with the models, strongest first, the same on every call", async () => {
    const response = await t.get('/api/recommendations/weekly');
    expect(response.statusCode, response.body).toBe(200);
    const body = weeklyRecommendationsResponseSchema.parse(response.json());
    expect(body.data.length).toBeGreaterThan(0);
    const confidences = body.data.map((rec) => rec.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
    for (const rec of body.data) {
      expect(rec.confidence).toBeGreaterThanOrEqual(20);
      expect(rec.confidence).toBeLessThanOrEqual(85);
      expect(rec.reasoning.length).toBeGreaterThan(0);
    }
    expect(weeklyRecommendationsResponseSchema.parse((await t.get('/api/recommendations/weekly')).json()).data).toEqual(body.data);
  });

  it('narrows to one league, and answers 400 naming the field for an unknown one', async () => {
    const nfl = weeklyRecommendationsResponseSchema.parse((await t.get('/api/recommendations/weekly?league=nfl')).json());
    expect(nfl.data.every((rec) => rec.league === 'NFL')).toBe(true);
    const bad = await t.get('/api/recommendations/weekly?league=XFL');
    expect(bad.statusCode).toBe(400);
    expect(errorMessageOf(bad)).toBe("league: Unknown league 'XFL': use NFL or NCAA");
  });
});
