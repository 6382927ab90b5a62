import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calibrationError, calibrationTable, closingLineProbability, scoreGames, weightedCalibrationError, type ScoredGame } from './backtest-metrics.ts';
import { FIXTURE_GAMES_CSV } from './fixture-games.ts';
import { parseNflverseGamesCsv } from './nflverse-games.ts';
import { runBacktest } from './rating-backtest.ts';

const fixture = parseNflverseGamesCsv(FIXTURE_GAMES_CSV);

const three: ScoredGame[] = [
  // Home won by 7: picked right, covered 2.5, total 41 under 44 against an OVER pick.
  { season: 1, homeWinProbability: 0.7, margin: 3, total: 45, actualMargin: 7, actualTotal: 41, spreadLine: 2.5, totalLine: 44 },
  // Home won by 3 as a 40 % side: picked wrong, ATS loss, O/U loss.
  { season: 1, homeWinProbability: 0.4, margin: -2, total: 40, actualMargin: 3, actualTotal: 47, spreadLine: -1, totalLine: 42 },
  // A tie: out of straight-up, counts ½ elsewhere; margin equals the spread (no ATS pick); total lands on the line.
  { season: 2, homeWinProbability: 0.55, margin: 1, total: 50, actualMargin: 0, actualTotal: 44, spreadLine: 1, totalLine: 44 },
];

describe('scoreGames', () => {
  it('gives the hand-checked figures', () => {
    const m = scoreGames(three);
    expect(m.games).toBe(3);
    expect(m.straightUp).toBe(0.5);
    expect(m.brier).toBeCloseTo((0.09 + 0.36 + 0.0025) / 3, 12);
    expect(m.logLoss).toBeCloseTo((-Math.log(0.7) - Math.log(0.4) - 0.5 * (Math.log(0.55) + Math.log(0.45))) / 3, 12);
    expect(m.logLoss).toBeCloseTo(0.657046, 5);
    expect(m.marginMae).toBeCloseTo(10 / 3, 12);
    expect(m.totalMae).toBeCloseTo(17 / 3, 12);
    expect(m.ats).toEqual({ wins: 1, losses: 1, pushes: 0 });
    expect(m.overUnder).toEqual({ wins: 0, losses: 2, pushes: 1 });
  });

  it('has no ATS record when every prediction is the spread itself', () => {
    expect(scoreGames(three.map((g) => ({ ...g, margin: g.spreadLine ?? 0 }))).ats).toBeNull();
  });
});

describe('calibration', () => {
  it('bins by decile and averages the gaps', () => {
    const bins = calibrationTable(three);
    expect(bins).toHaveLength(10);
    expect(bins.map((b) => b.games)).toEqual([0, 0, 0, 0, 1, 1, 0, 1, 0, 0]);
    expect(bins[5]).toMatchObject({ meanPredicted: 0.55, observed: 0.5 });
    expect(calibrationError(bins)).toBeCloseTo((0.3 + 0.6 + 0.05) / 3, 12);
    expect(weightedCalibrationError(bins)).toBeCloseTo((0.3 + 0.6 + 0.05) / 3, 12);
  });

  it('groups by rank into ten equal-count deciles, each with its own lowest and highest prediction', () => {
    // 25 games whose predictions run 0.02..0.98 in a shuffled order; the home side wins from 0.5 up.
    const games = Array.from({ length: 25 }, (_, k) => {
      const p = 0.02 + 0.04 * ((k * 7) % 25);
      return { homeWinProbability: p, actualMargin: p >= 0.5 ? 3 : -3 };
    });
    const bins = calibrationTable(games, 'equal-count');
    expect(bins.map((b) => b.games)).toEqual([3, 2, 3, 2, 3, 2, 3, 2, 3, 2]);
    expect(bins[0]).toMatchObject({ low: 0.02, games: 3, observed: 0 });
    expect(bins[0]?.high).toBeCloseTo(0.1, 12);
    expect(bins[0]?.meanPredicted).toBeCloseTo(0.06, 12);
    expect(bins[9]?.low).toBeCloseTo(0.94, 12);
    expect(bins[9]?.observed).toBe(1);
    // Each group's gap counts once: |0.06-0| + |0.16-0| + ... as the hand sums below.
    const gaps = bins.map((b) => Math.abs(b.meanPredicted - b.observed));
    expect(calibrationError(bins)).toBeCloseTo(gaps.reduce((a, b) => a + b, 0) / 10, 12);
  });

  it('keeps equal-count groups non-empty with fewer than ten games, and ties in input order', () => {
    expect(calibrationTable(three, 'equal-count').map((b) => [b.low, b.games])).toEqual([
      [0.4, 1],
      [0.55, 1],
      [0.7, 1],
    ]);
    expect(calibrationTable([], 'equal-count')).toEqual([]);
    const tied = Array.from({ length: 20 }, (_, k) => ({ homeWinProbability: 0.5, actualMargin: k < 10 ? 1 : -1 }));
    expect(calibrationTable(tied, 'equal-count').map((b) => b.observed)).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 0]);
  });

  it('has every equal-count group within one game of the others, and an error in [0, 1]', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 200 }), (probabilities) => {
        const bins = calibrationTable(
          probabilities.map((p, k) => ({ homeWinProbability: p, actualMargin: k % 3 === 0 ? -1 : 1 })),
          'equal-count',
        );
        const sizes = bins.map((b) => b.games);
        const error = calibrationError(bins);
        return (
          sizes.reduce((a, b) => a + b, 0) === probabilities.length &&
          (sizes.length === 0 || Math.max(...sizes) - Math.min(...sizes) <= 1) &&
          (probabilities.length === 0 || (error >= 0 && error <= 1))
        );
      }),
    );
  });
});

describe('closingLineProbability', () => {
  it('de-vigs the moneylines and falls back to the spread', () => {
    expect(closingLineProbability(-110, -110, 3, 13.5)).toBeCloseTo(0.5, 12);
    // -200 / +170: implied 2/3 and 100/270, normalised.
    expect(closingLineProbability(-200, 170, 3, 13.5)).toBeCloseTo(2 / 3 / (2 / 3 + 100 / 270), 12);
    expect(closingLineProbability(null, 170, 0, 13.5)).toBe(0.5);
    expect(closingLineProbability(null, null, null, 13.5)).toBeNull();
  });
});

describe('runBacktest on the fixture', () => {
  const report = runBacktest(fixture, 2022, 2023);

  it('scores the closing line with hand-checked figures', () => {
    // 24 games in 2022-2023, one tie; the moneyline favourite won 19 of the 23 decided.
    const line = report.closingLine.overall;
    expect(line.games).toBe(24);
    expect(line.straightUp).toBeCloseTo(19 / 23, 12);
    expect(line.marginMae).toBeCloseTo(156 / 24, 12);
    expect(line.totalMae).toBeCloseTo(184 / 24, 12);
    expect(line.ats).toBeNull();
  });

  it('scores the model on the same games, per season and overall', () => {
    expect(report.model.overall.games).toBe(24);
    expect(report.model.perSeason.map((s) => [s.season, s.metrics.games])).toEqual([
      [2022, 12],
      [2023, 12],
    ]);
    const m = report.model.overall;
    expect(m.brier).toBeGreaterThan(0);
    expect(m.brier).toBeLessThan(0.25);
    const ats = m.ats;
    expect(ats === null ? 0 : ats.wins + ats.losses + ats.pushes).toBeLessThanOrEqual(24);
    expect(report.model.calibration.reduce((a, b) => a + b.games, 0)).toBe(24);
  });

  it('reports the equal-count deciles beside the equal-width ones (ADR 042)', () => {
    for (const source of [report.model, report.blended, report.closingLine]) {
      const { bins, error, byChance } = source.equalCountCalibration;
      // 24 games in ten groups: two or three each.
      expect(bins).toHaveLength(10);
      expect(bins.every((b) => b.games === 2 || b.games === 3)).toBe(true);
      expect(bins.reduce((a, b) => a + b.games, 0)).toBe(source.overall.games);
      expect(error).toBeCloseTo(bins.reduce((a, b) => a + Math.abs(b.meanPredicted - b.observed), 0) / 10, 12);
      expect(byChance?.low).toBeLessThanOrEqual(byChance?.high ?? 0);
    }
  });

  it('rejects a CSV without the needed columns', () => {
    expect(() => parseNflverseGamesCsv('season,week\n2020,1\n')).toThrow(/Missing required columns/);
  });
});
