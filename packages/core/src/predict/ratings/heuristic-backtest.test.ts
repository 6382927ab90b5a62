import { describe, expect, it } from 'vitest';
import { predictMatchup } from '../matchup-prediction.ts';
import { predictOverUnder } from '../over-under-prediction.ts';
import { scoreGames, type ScoredGame } from './backtest-metrics.ts';
import { FIXTURE_GAMES_CSV } from './fixture-games.ts';
import { heuristicPredictionOf, predictWithHeuristic, type HeuristicTeamStats, type WeekStatsLookup } from './heuristic-backtest.ts';
import { parseNflverseGamesCsv } from './nflverse-games.ts';
import { runBacktest } from './rating-backtest.ts';
import { isPlayed, walkForward, type RatingGame } from './rating-model.ts';

const fixture = parseNflverseGamesCsv(FIXTURE_GAMES_CSV);

/**
 * Season-to-date points for and against after each week, from the fixture's own results: the stats an
 * import derives, cut down to the two the over/under requires plus a pace and a null third-down rate (as
 * nflverse leaves it).
 */
function statsFromResults(games: readonly RatingGame[]): Map<string, HeuristicTeamStats> {
  const totals = new Map<string, { games: number; for: number; against: number }>();
  const out = new Map<string, HeuristicTeamStats>();
  const sorted = [...games].sort((a, b) => a.season - b.season || a.week - b.week);
  for (const game of sorted) {
    if (!isPlayed(game)) continue;
    for (const [team, own, other] of [
      [game.homeTeam, game.homeScore, game.awayScore],
      [game.awayTeam, game.awayScore, game.homeScore],
    ] as const) {
      const key = `${game.season}:${team}`;
      const t = totals.get(key) ?? { games: 0, for: 0, against: 0 };
      t.games += 1;
      t.for += own;
      t.against += other;
      totals.set(key, t);
      out.set(`${key}:${game.week}`, {
        gamesPlayed: t.games,
        pointsPerGame: t.for / t.games,
        opponentPointsPerGame: t.against / t.games,
        secondsPerPlay: 27,
        thirdDownPct: null,
      });
    }
  }
  return out;
}

const stats = statsFromResults(fixture);
const statsAfter: WeekStatsLookup = (team, season, week) => stats.get(`${season}:${team}:${week}`);

const strong: HeuristicTeamStats = { gamesPlayed: 4, pointsPerGame: 30, opponentPointsPerGame: 14, yardsPerPlay: 6.1, thirdDownPct: null };
const weak: HeuristicTeamStats = { gamesPlayed: 4, pointsPerGame: 17, opponentPointsPerGame: 27, yardsPerPlay: 4.9, thirdDownPct: 41 };

describe('predictWithHeuristic', () => {
  it("turns the matchup's winner, confidence and spread into the home side's probability and margin", () => {
    const matchup = predictMatchup({ ...strong, teamName: 'home' }, { ...weak, teamName: 'away' });
    const home = predictWithHeuristic(strong, weak, 'NFL', 44.5);
    expect(matchup.winner).toBe('home');
    expect(home.homeWinProbability).toBeCloseTo(matchup.confidence / 100, 12);
    expect(home.margin).toBeCloseTo(matchup.spread, 12);
    // The weaker side at home: the same winner, now the away team.
    const away = predictWithHeuristic(weak, strong, 'NFL', 44.5);
    expect(away.homeWinProbability).toBeCloseTo(1 - home.homeWinProbability, 12);
    expect(away.margin).toBeCloseTo(-home.margin, 12);
  });

  it("takes the over/under's predicted total, none without a line, and is even for equal teams", () => {
    const total = predictOverUnder({ ...strong, teamName: 'home', league: 'NFL' }, { ...weak, teamName: 'away', league: 'NFL' }, 44.5).predictedTotal;
    expect(predictWithHeuristic(strong, weak, 'NFL', 44.5).total).toBeCloseTo(total, 12);
    expect(predictWithHeuristic(strong, weak, 'NFL', null).total).toBeNull();
    expect(predictWithHeuristic(strong, weak, 'NFL', 0).total).toBeNull();
    expect(predictWithHeuristic(strong, strong, 'NFL', 44.5)).toMatchObject({ homeWinProbability: 0.5, margin: 0 });
  });
});

describe('heuristicPredictionOf', () => {
  const game = fixture.find((g) => g.id === '2022_04_AAA_BBB');
  if (game === undefined) throw new Error('fixture game missing');

  it("reads only both teams' stats after week w−1 of the same season", () => {
    const asked: string[] = [];
    heuristicPredictionOf(game, { league: 'NFL', statsAfter: (team, season, week) => (asked.push(`${team} ${season} ${week}`), statsAfter(team, season, week)) });
    expect(asked).toEqual(['BBB 2022 3', 'AAA 2022 3']);
  });

  it("does not move when week w's own stats (which hold the game's result) or later ones change", () => {
    const base = heuristicPredictionOf(game, { league: 'NFL', statsAfter });
    const leaky: WeekStatsLookup = (team, season, week) =>
      week >= game.week ? { gamesPlayed: 9, pointsPerGame: team === 'AAA' ? 70 : 0, opponentPointsPerGame: team === 'AAA' ? 0 : 70 } : statsAfter(team, season, week);
    expect(base).not.toBeNull();
    expect(heuristicPredictionOf(game, { league: 'NFL', statsAfter: leaky })).toEqual(base);
  });

  it('gives none in week 1, without a stored row or before a team has played', () => {
    const first = fixture.find((g) => g.id === '2022_01_BBB_AAA');
    if (first === undefined) throw new Error('fixture game missing');
    expect(heuristicPredictionOf(first, { league: 'NFL', statsAfter: () => strong })).toBeNull();
    expect(heuristicPredictionOf(game, { league: 'NFL', statsAfter: (team) => (team === 'AAA' ? undefined : strong) })).toBeNull();
    expect(heuristicPredictionOf(game, { league: 'NFL', statsAfter: (team) => (team === 'AAA' ? { ...strong, gamesPlayed: 0 } : strong) })).toBeNull();
  });
});

describe('runBacktest with column (b)', () => {
  const report = runBacktest(fixture, 2022, 2023, {}, undefined, { league: 'NFL', statsAfter });
  // Weeks 2-6 of 2022 and 2023, two games a week: week 1 has no earlier stats.
  const subset = walkForward(fixture).filter(({ game }) => game.season >= 2022 && game.week >= 2);

  it('scores the heuristic with the same metrics on the games where its inputs exist', () => {
    const expected: ScoredGame[] = subset.map(({ game }) => {
      const home = statsAfter(game.homeTeam, game.season, game.week - 1);
      const away = statsAfter(game.awayTeam, game.season, game.week - 1);
      if (home === undefined || away === undefined) throw new Error('stats missing');
      const heuristic = predictWithHeuristic(home, away, 'NFL', game.totalLine);
      const homeScore = game.homeScore ?? 0;
      const awayScore = game.awayScore ?? 0;
      return { season: game.season, ...heuristic, actualMargin: homeScore - awayScore, actualTotal: homeScore + awayScore, spreadLine: game.spreadLine ?? null, totalLine: game.totalLine ?? null };
    });
    expect(report.heuristic?.heuristic.overall).toEqual(scoreGames(expected));
    expect(report.heuristic?.heuristic.perSeason.map((s) => [s.season, s.metrics.games])).toEqual([
      [2022, 10],
      [2023, 10],
    ]);
    expect(report.heuristic?.heuristic.calibration.reduce((sum, bin) => sum + bin.games, 0)).toBe(20);
  });

  it('reports the model and the closing line on that same subset', () => {
    const model = scoreGames(
      subset.map(({ game, prediction }) => {
        const homeScore = game.homeScore ?? 0;
        const awayScore = game.awayScore ?? 0;
        return { season: game.season, ...prediction, actualMargin: homeScore - awayScore, actualTotal: homeScore + awayScore, spreadLine: game.spreadLine ?? null, totalLine: game.totalLine ?? null };
      }),
    );
    expect(report.heuristic?.model.overall).toEqual(model);
    expect(report.heuristic?.closingLine.overall.games).toBe(20);
    expect(report.model.overall.games).toBe(24);
    expect(runBacktest(fixture, 2022, 2023).heuristic).toBeNull();
  });
});
