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
 * The end-to-end tests run on the demo season generated for the real date (e2e/global-setup.ts), so what they
 * take from it must be there on every day of the year. These dates cover the off-season (February), the
 * pre-season (July), the playoffs (late December, January) and the moment with the fewest NFL games left to
 * play in the current week: late on its last day, when only the one game after today is still scheduled.
 */
const DATES = ['2027-02-20T12:00:00Z', '2027-07-15T12:00:00Z', '2027-12-30T12:00:00Z', '2028-01-20T23:59:00Z'];

describe('the demo season holds what the end-to-end tests rely on, whatever the date', () => {
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

      // GameHub, H2H, Over/Under, Watchlist, neutral site: a scheduled NFL game; NCAA 1st halves; MLB live.
      const hub = gameHubAllResponseSchema.parse(await get('/api/gamehub/all'));
      expect(hub.data.schedule.nfl.filter((game) => game.status === 'scheduled').length).toBeGreaterThanOrEqual(1);
      expect(hub.data.schedule.ncaa.filter((game) => game.status === 'scheduled').length).toBeGreaterThanOrEqual(3);
      expect(hub.data.live.mlb.length).toBeGreaterThanOrEqual(1);

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
