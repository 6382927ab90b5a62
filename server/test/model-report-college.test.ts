import { describe, expect, it } from 'vitest';
import { NCAA_MODEL, NFL_MODEL, parseNcaaGamesCsv, runBacktest } from '@playbook/core';
import { NCAA_FIXTURE_CSV } from '../../packages/core/src/predict/ratings/ncaa-fixture-games.ts';
import { backtestOf } from '../src/features/model/model-report.ts';

// 14 real college games (core's fixture, from ncaa-games-lines.csv: see its note), 2024 warming up.
const games = parseNcaaGamesCsv(NCAA_FIXTURE_CSV);

describe('the Model Report of college games (ADR 051)', () => {
  it("runs the college model, not the NFL's, and scores it as npm run backtest does", () => {
    const report = backtestOf(games, new Map(), undefined, 'NCAA');
    const cli = runBacktest(games, 2025, 2025, NCAA_MODEL.params, NCAA_MODEL.closingLineWeight, undefined, {
      closingLine: 'spread',
      closingLineScale: NCAA_MODEL.closingLineScale,
      totalScale: NCAA_MODEL.totalScale,
      scores: (game) => game.spreadLine != null,
    });
    expect(report?.closingLineWeight).toBe(NCAA_MODEL.closingLineWeight);
    expect(report?.model.overall.brier).toBeCloseTo(cli.model.overall.brier, 12);
    expect(report?.closingLine.overall.brier).toBeCloseTo(cli.closingLine.overall.brier, 12);
    const nflParams = backtestOf(games, new Map(), undefined, 'NFL');
    expect(nflParams?.model.overall.brier).not.toBeCloseTo(cli.model.overall.brier, 6);
  });

  it('adds the moneyline games against their de-vigged price and the over probability; the NFL has no separate moneyline table', () => {
    const report = backtestOf(games, new Map(), undefined, 'NCAA');
    expect(report?.moneylineGames?.model.overall.games).toBe(games.filter((g) => g.season === 2025 && g.homeMoneyline !== null && g.awayMoneyline !== null).length);
    expect(report?.overUnder?.totalScale).toBe(NCAA_MODEL.totalScale);
    expect(report?.overUnder?.model?.games).toBeGreaterThan(0);
    expect(backtestOf(games, new Map(), undefined, 'NFL')?.moneylineGames).toBeNull();
    expect(backtestOf(games, new Map(), undefined, 'NFL')?.overUnder?.totalScale).toBe(NFL_MODEL.totalScale);
  });
});
