import { modelReportResponseSchema, type BacktestMetricsRecord, type ModelReportResponse } from '@playbook/contracts';
import { NFL_MODEL, runBacktest, type BacktestMetrics } from '@playbook/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { backtestOf } from '../src/features/model/model-report.ts';
import { expectedBacktestGames, ModelFixtureProvider } from './fixtures/model-report-fixture.ts';
import { useModelApp } from './fixtures/use-model-app.ts';
import { errorMessageOf } from './helpers/test-app.ts';

const provider = new ModelFixtureProvider();
const t = useModelApp(provider);
const cookies = t.userSession('model_fan');

// 2025's lines are sent again after kick-off with moved moneylines, so their closing price (before kick-off)
// differs from the latest one.
beforeAll(async () => {
  provider.afterKickoff = true;
  await t.app.sports.refreshLeagues(['NFL']);
});

async function report(league: string): Promise<ModelReportResponse> {
  const response = await t.app.inject({ method: 'GET', url: `/api/model/report?league=${league}`, cookies });
  expect(response.statusCode, response.body).toBe(200);
  return modelReportResponseSchema.parse(response.json());
}

/** Core's figures as the API sends them (NaN has no JSON form: null). */
function asSent(metrics: BacktestMetrics): BacktestMetricsRecord {
  const finite = (value: number | null) => (value !== null && Number.isFinite(value) ? value : null);
  return { ...metrics, straightUp: finite(metrics.straightUp), brier: finite(metrics.brier), logLoss: finite(metrics.logLoss), marginMae: finite(metrics.marginMae), totalMae: finite(metrics.totalMae) };
}

describe('GET /api/model/report', () => {
  it('answers 401 without a session and 400 naming the field for a bad league', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/model/report?league=NFL' })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: '/api/model/report?league=XFL', cookies });
    expect(bad.statusCode).toBe(400);
    expect(errorMessageOf(bad)).toContain("league: Unknown league 'XFL': use NFL or NCAA");
    const missing = await t.app.inject({ method: 'GET', url: '/api/model/report', cookies });
    expect(missing.statusCode).toBe(400);
    expect(errorMessageOf(missing)).toContain('league:');
  });

  it("gives core's walk-forward backtest of the same games, the first season warming the ratings up", async () => {
    const body = await report('nfl');
    const expected = runBacktest(expectedBacktestGames(), 2025, 2025, NFL_MODEL.params);
    expect(body).toMatchObject({ league: 'NFL', source: 'nflverse' });
    expect(body.lastUpdated).not.toBeNull();
    const backtest = body.backtest;
    if (backtest === null) throw new Error('no backtest');
    expect(backtest).toMatchObject({ seasons: [2025], warmUpSeasons: [2024], games: 8, gamesWithLine: 7, closingLineWeight: expected.closingLineWeight });
    // Only the scored season's games are counted by source.
    expect(backtest.gameSources).toEqual([{ source: 'nflverse', games: 8 }]);
    expect(backtest.model.overall).toEqual(asSent(expected.model.overall));
    expect(backtest.blended.overall).toEqual(asSent(expected.blended.overall));
    expect(backtest.closingLine.overall).toEqual(asSent(expected.closingLine.overall));
    expect(backtest.model.perSeason).toEqual(expected.model.perSeason.map(({ season, metrics }) => ({ season, metrics: asSent(metrics) })));
    expect(backtest.model.calibration.map((bin) => bin.games)).toEqual(expected.model.calibration.map((bin) => bin.games));
    expect(backtest.model.calibrationError).toBeCloseTo(expected.model.calibrationError, 12);
    // The chance range is core's seeded simulation of the same probabilities: sent as computed.
    expect(backtest.model.calibrationByChance).toEqual(expected.model.calibrationByChance);
    expect(backtest.model.calibrationByChance?.simulations).toBe(400);
    // The closing line has no pick record of its own; the model has one against it.
    expect(backtest.closingLine.overall.ats).toBeNull();
    expect(backtest.model.overall.ats).not.toBeNull();
  });

  it('reads the closing price, the home spread from its own line and the preferred book', async () => {
    // Had the report taken the moved price, FanDuel's numbers or the alternate line, the figures would differ.
    const games = expectedBacktestGames();
    const moved = games.map((game) => (game.homeMoneyline === null ? game : { ...game, homeMoneyline: game.homeMoneyline - 20 }));
    const body = await report('NFL');
    expect(body.backtest?.closingLine.overall).not.toEqual(asSent(runBacktest(moved, 2025, 2025).closingLine.overall));
    expect(body.backtest?.closingLine.overall).toEqual(asSent(runBacktest(games, 2025, 2025).closingLine.overall));
  });

  it('says there is nothing to backtest for a league without finished games', async () => {
    const body = await report('NCAA');
    expect(body).toMatchObject({ league: 'NCAA', backtest: null });
  });
});

describe('backtestOf', () => {
  it('scores a single season whole (the demo season) and returns null without games', () => {
    const oneSeason = expectedBacktestGames().filter((game) => game.season === 2024);
    const backtest = backtestOf(oneSeason);
    expect(backtest).toMatchObject({ seasons: [2024], warmUpSeasons: [], games: 8 });
    expect(backtest?.model.overall.brier).toBeCloseTo(runBacktest(oneSeason, 2024, 2024).model.overall.brier, 12);
    expect(backtestOf([])).toBeNull();
  });

  // How long it takes is measured by `npm run bench:model-report` (ADR 022), not here: a timed test reads the
  // machine's load. This one checks that a long history is reported whole.
  it('reports 7,000 games across 26 seasons', () => {
    const base = expectedBacktestGames();
    const many = Array.from({ length: 440 }, (_, copy) => base.map((game) => ({ ...game, id: `${copy}-${game.id}`, season: 1999 + Math.floor(copy / 17) }))).flat();
    const backtest = backtestOf(many);
    expect(backtest?.games).toBeGreaterThan(6_500);
  });
});
