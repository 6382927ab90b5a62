import { eq } from 'drizzle-orm';
import { modelReportResponseSchema, type ModelReportResponse } from '@playbook/contracts';
import { runBacktest, type HeuristicTeamStats } from '@playbook/core';
import { describe, expect, it } from 'vitest';
import { teams, teamWeekStats } from '../src/db/sports-schema.ts';
import { backtestOf } from '../src/features/model/model-report.ts';
import { HeuristicFixtureProvider } from './fixtures/heuristic-fixture.ts';
import { expectedBacktestGames } from './fixtures/model-report-fixture.ts';
import { useModelApp } from './fixtures/use-model-app.ts';

const t = useModelApp(new HeuristicFixtureProvider());
const cookies = t.userSession('heuristic_fan');

/** The stored week stats keyed by the teams' ESPN ids, the keys of the hand-written expected games. */
async function statsBySourceId(): Promise<Map<string, HeuristicTeamStats>> {
  const rows = await t.app.db.select({ sourceId: teams.sourceId, stats: teamWeekStats }).from(teamWeekStats).innerJoin(teams, eq(teams.id, teamWeekStats.teamId));
  return new Map(rows.map(({ sourceId, stats }) => [`${sourceId}:${stats.season}:${stats.week}`, stats]));
}

describe('column (b) of the Model Report', () => {
  it("scores the stat-comparison heuristic on the games with last week's stats, beside (a) and (c) on the same games", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/model/report?league=NFL', cookies });
    expect(response.statusCode, response.body).toBe(200);
    const body: ModelReportResponse = modelReportResponseSchema.parse(response.json());
    const stats = await statsBySourceId();
    // Weeks 2-4 of the scored season 2025: week 1 has no stats from the week before.
    const expected = runBacktest(expectedBacktestGames(), 2025, 2025, {}, undefined, {
      league: 'NFL',
      statsAfter: (team, season, week) => stats.get(`${team}:${season}:${week}`),
    }).heuristic;
    const column = body.backtest?.heuristic;
    if (!column || !expected) throw new Error('no column (b)');
    expect(column.heuristic.overall.games).toBe(6);
    expect(column.heuristic.overall.brier).toBeCloseTo(expected.heuristic.overall.brier, 12);
    expect(column.heuristic.overall.marginMae).toBeCloseTo(expected.heuristic.overall.marginMae, 12);
    expect(column.heuristic.overall.totalMae).toBeCloseTo(expected.heuristic.overall.totalMae ?? Number.NaN, 12);
    expect(column.heuristic.overall.ats).toEqual(expected.heuristic.overall.ats);
    expect(column.model.overall.games).toBe(6);
    expect(column.model.overall.brier).toBeCloseTo(expected.model.overall.brier, 12);
    // The one unpriced game of 2025 (week 3) is in (b)'s games but has no closing line.
    expect(column.closingLine.overall.games).toBe(5);
    expect(body.backtest?.games).toBe(8);
    // Each predictor of the subset carries the chance range of its own calibration error, core's seeded
    // simulation of the subset's probabilities (not the Overall table's range).
    for (const key of ['heuristic', 'model', 'closingLine'] as const) {
      expect(column[key].calibrationByChance).toEqual(expected[key].calibrationByChance);
      expect(column[key].calibrationByChance?.simulations).toBe(400);
    }
    expect(column.model.calibrationByChance).not.toEqual(body.backtest?.model.calibrationByChance);
  });

  it('is null without stats, and with stats only where both teams have played', () => {
    const games = expectedBacktestGames();
    expect(backtestOf(games)?.heuristic).toBeNull();
    const played: HeuristicTeamStats = { gamesPlayed: 1, pointsPerGame: 24, opponentPointsPerGame: 20 };
    expect(backtestOf(games, new Map(), { league: 'NFL', statsAfter: () => ({ ...played, gamesPlayed: 0 }) })?.heuristic).toBeNull();
    expect(backtestOf(games, new Map(), { league: 'NFL', statsAfter: () => played })?.heuristic?.heuristic.overall.games).toBe(6);
  });
});
