import {
  gameHubAllResponseSchema,
  injuriesResponseSchema,
  lineHistoryResponseSchema,
  liveBettingLinesResponseSchema,
  modelReportResponseSchema,
  teamsResponseSchema,
  weeklyRecommendationsResponseSchema,
} from '@playbook/contracts';
import { ALTERNATIVE_MIN_CONFIDENCE } from '@playbook/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SPORTS_SETTINGS } from '../src/config.ts';
import { createDemoProvider } from '../src/providers/demo/demo-provider.ts';
import { createTestApp, registerUser, withSession } from './helpers/test-app.ts';

/**
 * The end-to-end tests run on the demo season generated for the real date (e2e/global-setup.ts), which follows
 * the leagues' real calendars, so what they take from it is there while football is played: late
 * November (Friday night of rivalry week, Thanksgiving's NFL week), a September Saturday, the bowls between
 * Christmas and New Year, New Year's Day.
 */
const DATES = ['2026-11-28T04:30:00Z', '2026-09-26T18:30:00Z', '2026-12-30T12:00:00Z', '2027-01-01T15:00:00Z'];

describe('the demo season holds what the end-to-end tests rely on during the football season', () => {
  it.each(DATES)('on %s', { timeout: 120_000 }, async (iso) => {
    const now = new Date(iso);
    const t = await createTestApp({
      sports: { ...DEFAULT_SPORTS_SETTINGS, provider: createDemoProvider(), clock: () => now, liveRefreshMs: null },
    });
    try {
      const cookies = withSession(await registerUser(t.app, 'any_day_fan'));
      const get = async (url: string): Promise<unknown> => {
        const response = await t.app.inject({ method: 'GET', url, cookies });
        expect(response.statusCode, url).toBe(200);
        return response.json();
      };

      // GameHub, H2H, Over/Under, Watchlist, neutral site: a scheduled NFL game; NCAA 1st halves; MLB games or its break.
      const hub = gameHubAllResponseSchema.parse(await get('/api/gamehub/all'));
      expect(hub.data.schedule.nfl.filter((game) => game.status === 'scheduled').length).toBeGreaterThanOrEqual(1);
      expect(hub.data.schedule.ncaa.filter((game) => game.status === 'scheduled').length).toBeGreaterThanOrEqual(3);
      expect(hub.data.schedule.mlb.length > 0 || (hub.data.breaks?.mlb ?? null) !== null).toBe(true);

      // The live slate and the parlay tracker: DraftKings spreads on more than three games, four games in all,
      // and each line's stored price history starts with its first price.
      const { lines } = liveBettingLinesResponseSchema.parse(await get('/api/live/betting-lines'));
      const main = lines.filter((line) => !line.isAlternate);
      const games = (picked: typeof main) => new Set(picked.map((line) => line.eventId)).size;
      expect(games(main.filter((line) => line.bookmaker === 'DraftKings' && line.type === 'spread'))).toBeGreaterThan(3);
      expect(games(main.filter((line) => line.type !== 'total'))).toBeGreaterThanOrEqual(4);
      for (const line of main.slice(0, 3)) {
        const { history } = lineHistoryResponseSchema.parse(await get(`/api/lines/${line.id}/history`));
        expect(history.length).toBeGreaterThanOrEqual(1);
      }

      // The live slate's High-Confidence Alternatives of an avoided pick: confident picks on two games or more
      // (the avoided leg's own game is left out).
      const { data: picks } = weeklyRecommendationsResponseSchema.parse(await get('/api/recommendations/weekly'));
      const confident = picks.filter((pick) => pick.confidence >= ALTERNATIVE_MIN_CONFIDENCE);
      expect(new Set(confident.map((pick) => pick.eventId)).size).toBeGreaterThanOrEqual(2);

      // The dashboard: NCAA championship prices in the Odds column, injury reports to filter.
      const ncaa = teamsResponseSchema.parse(await get('/api/teams/NCAA'));
      expect(ncaa.teams.some((team) => team.moneylineOdds !== null)).toBe(true);
      const { injuries } = injuriesResponseSchema.parse(await get('/api/injuries/NFL'));
      expect(new Set(injuries.map((injury) => injury.injuryStatus)).size).toBeGreaterThan(1);

      // The Model Report: finished weeks behind the current one, so a backtest with column (b).
      const report = modelReportResponseSchema.parse(await get('/api/model/report?league=NFL'));
      expect(report.backtest?.heuristic).toBeTruthy();
    } finally {
      await t.close();
    }
  });
});

describe('between seasons the demo hub says so', () => {
  it('in March, before Opening Day: MLB on its break with the World Series\'s last results', { timeout: 120_000 }, async () => {
    const now = new Date('2027-03-10T17:00:00Z');
    const t = await createTestApp({
      sports: { ...DEFAULT_SPORTS_SETTINGS, provider: createDemoProvider(), clock: () => now, liveRefreshMs: null },
    });
    try {
      const cookies = withSession(await registerUser(t.app, 'march_fan'));
      const response = await t.app.inject({ method: 'GET', url: '/api/gamehub/all', cookies });
      const hub = gameHubAllResponseSchema.parse(response.json());
      expect(hub.data.schedule.mlb).toHaveLength(0);
      expect(hub.data.breaks?.mlb?.lastResults.length).toBeGreaterThan(0);
      expect(hub.data.breaks?.mlb?.lastResults.every((game) => game.scheduledTime.startsWith('2026-10'))).toBe(true);
    } finally {
      await t.close();
    }
  });
});
