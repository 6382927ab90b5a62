import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamsResponseSchema } from '@playbook/contracts';
import { createRealPayloadApp, realPayload, type RealPayloadApp } from './helpers/real-payload-app.ts';

/**
 * ESPN's real 2025 wild-card scoreboard (six finals, no box scores) loaded alone. Every team's
 * figures would be zeros: none is ranked, each is listed as without statistics.
 */
let t: RealPayloadApp;
beforeAll(async () => {
  t = await createRealPayloadApp(new Date('2026-01-14T12:00:00Z'));
});
afterAll(() => t.close());

describe('rankings after scoreboards alone', () => {
  it('ranks no team on zeros and lists all 32 as without statistics', async () => {
    await t.load('espn', 'NFL', realPayload('espn-nfl-2025-wildcard-final.json'));
    const response = await t.get('/api/teams/NFL');
    expect(response.statusCode).toBe(200);
    const body = teamsResponseSchema.parse(response.json());
    expect(body.teams).toEqual([]);
    expect(body.teamsWithoutStatistics).toHaveLength(32);
    expect(body.teamsWithoutStatistics?.map((team) => team.abbreviation)).toEqual(expect.arrayContaining(['ARI', 'BUF', 'DEN', 'SEA']));
    const averages = await t.get('/api/teams/NFL/averages');
    expect(averages.statusCode).toBe(200);
  });
});
