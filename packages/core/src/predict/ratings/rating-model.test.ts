import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXTURE_GAMES_CSV } from './fixture-games.ts';
import { NFL_RATING_PARAMS } from './league-models.ts';
import { parseNflverseGamesCsv } from './nflverse-games.ts';
import {
  blendWithClosingLine,
  createRatingState,
  fitRatings,
  predictRatedMatchup,
  updateWithGame,
  walkForward,
  winProbabilityFromMargin,
  type RatingGame,
} from './rating-model.ts';

const fixture = parseNflverseGamesCsv(FIXTURE_GAMES_CSV);

const plain = { k: 0.5, homeAdvantage: 2, initialMeanPoints: 20, meanRate: 0, resultWeight: 1, restPerDay: 0, seasonRegression: 0.5 };

function game(over: Partial<RatingGame> = {}): RatingGame {
  return { id: 'g', season: 2020, week: 1, homeTeam: 'H', awayTeam: 'A', homeScore: 30, awayScore: 20, ...over };
}

describe('fitting', () => {
  it('moves offence and defence by k times the surprise (hand-checked)', () => {
    const state = createRatingState(plain);
    // Expected 21-19 (mean 20, home field 2 split); observed 30-20: home +9, away +1, times k = 0.5.
    updateWithGame(state, game());
    expect(state.teams.get('H')).toEqual({ offense: 4.5, defense: 0.5 });
    expect(state.teams.get('A')).toEqual({ offense: 0.5, defense: 4.5 });
    const next = predictRatedMatchup(state, { homeTeam: 'H', awayTeam: 'A' });
    expect(next.margin).toBeCloseTo(10, 10);
    expect(next.total).toBeCloseTo(50, 10);
  });

  it('blends the result with the closing line by resultWeight', () => {
    const state = createRatingState({ ...plain, resultWeight: 0.5 });
    // Margin 0.5·10 + 0.5·4 = 7, total 0.5·50 + 0.5·40 = 45: observed 26-19 against expected 21-19.
    updateWithGame(state, game({ spreadLine: 4, totalLine: 40 }));
    expect(state.teams.get('H')).toEqual({ offense: 2.5, defense: 0 });
  });

  it('caps blowout margins and ignores unplayed games', () => {
    const state = createRatingState({ ...plain, marginCap: 10 });
    updateWithGame(state, game({ homeScore: null, awayScore: null }));
    expect(state.teams.size).toBe(0);
    updateWithGame(state, game({ homeScore: 50, awayScore: 0 }));
    // Capped margin 10, total 50: observed 30-20, the same as a 30-20 game.
    expect(state.teams.get('H')).toEqual({ offense: 4.5, defense: 0.5 });
  });

  it('learns the home edge from home games only at homeEdgeRate (ADR 064)', () => {
    const state = createRatingState({ ...plain, homeEdgeRate: 0.1 });
    // Expected margin 2, observed 10: the edge moves 0.1 of the 8 points of surprise.
    updateWithGame(state, game());
    expect(state.homeEdge).toBeCloseTo(2.8, 10);
    updateWithGame(state, game({ id: 'n', week: 2, neutral: true }));
    expect(state.homeEdge).toBeCloseTo(2.8, 10);
    expect(createRatingState(plain).homeEdge).toBe(2);
  });

  it('moves the total at totalKRatio of k and leaves the margin as it was (ADR 064)', () => {
    const half = createRatingState({ ...plain, totalKRatio: 0.5 });
    updateWithGame(half, game());
    // Margin surprise 8 at k 0.5, total surprise 10 at 0.25: the next total is 45 instead of 50, the margin still 10.
    const next = predictRatedMatchup(half, { homeTeam: 'H', awayTeam: 'A' });
    expect(next.margin).toBeCloseTo(10, 10);
    expect(next.total).toBeCloseTo(45, 10);
  });

  it('regresses every rating toward the mean at a new season', () => {
    const [first, second] = walkForward([game(), game({ id: 'g2', season: 2021 })], plain);
    expect(first?.prediction.margin).toBe(2);
    // After 2020: margin 10; regression 0.5 halves the 8 points above home field.
    expect(second?.prediction.margin).toBeCloseTo(2 + 4, 10);
  });

  it('is deterministic and ranks the fixture teams by strength', () => {
    const a = fitRatings(fixture);
    const b = fitRatings([...fixture].reverse());
    expect([...a.teams.entries()].sort()).toEqual([...b.teams.entries()].sort());
    const net = (t: string): number => (a.teams.get(t)?.offense ?? 0) - (a.teams.get(t)?.defense ?? 0);
    expect(net('AAA')).toBeGreaterThan(net('DDD'));
  });
});

describe('blendWithClosingLine', () => {
  it('weights the model against the closing spread and total', () => {
    const model = { margin: 2, total: 40, homeWinProbability: 0.6 };
    expect(blendWithClosingLine(model, 6, 50, 0.75, 10)).toMatchObject({ margin: 5, total: 47.5 });
    expect(blendWithClosingLine(model, null, null, 0.75, 10)).toMatchObject({ margin: 2, total: 40 });
    expect(blendWithClosingLine(model, 0, 44, 1, 10)).toEqual({ margin: 0, total: 44, homeWinProbability: 0.5 });
  });
});

describe('walk-forward split', () => {
  // ADR 017's model, and the NFL's with its quarterbacks, weather and a home edge learned from the games (ADR 064).
  it.each([
    ['plain', {}],
    ['NFL, home edge learned', { ...NFL_RATING_PARAMS, homeEdgeRate: 0.05 }],
  ])('never lets a game leak into its own prediction or its week (%s)', (_, params) => {
    // A game's starters and weather are known before kick-off and may move its own prediction; its result may not.
    const conditions = { homeQb: 'backup', awayQb: 'rookie', wind: 30, temperature: 10 };
    const result = { homeScore: 70, awayScore: 0, spreadLine: 30, totalLine: 80 };
    const base = walkForward(fixture, params);
    for (const target of fixture.filter((g) => g.season === 2022)) {
      const rewritten = (rewrite: Partial<RatingGame>) => walkForward(fixture.map((g) => (g.id === target.id ? { ...g, ...rewrite } : g)), params);
      const known = rewritten(conditions);
      const again = rewritten({ ...conditions, ...result });
      for (const [i, p] of again.entries()) {
        const before = base[i];
        expect(p.game.id).toBe(before?.game.id);
        const sameWeekOrEarlier = p.game.season < target.season || (p.game.season === target.season && p.game.week <= target.week);
        if (sameWeekOrEarlier) expect(p.prediction).toEqual(p.game.id === target.id ? known[i]?.prediction : before?.prediction);
      }
      // The change does reach later weeks, so the test would notice a split that ignored results.
      const later = again.findIndex((p) => p.game.season > target.season || (p.game.season === target.season && p.game.week > target.week));
      expect(later).toBeGreaterThan(-1);
      expect(again[later]?.prediction).not.toEqual(known[later]?.prediction);
    }
  });

  it('predicts every game once, in season and week order', () => {
    const out = walkForward(fixture);
    expect(out).toHaveLength(fixture.length);
    const keys = out.map((p) => p.game.season * 100 + p.game.week);
    expect(keys).toEqual([...keys].sort((x, y) => x - y));
  });
});

describe('properties', () => {
  const teamName = fc.constantFrom('AAA', 'BBB', 'CCC', 'DDD', 'EEE');
  const fitted = fitRatings(fixture);

  it('win probabilities stay in [0, 1]', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.double({ min: 0.1, max: 100, noNaN: true }), (margin, scale) => {
        const p = winProbabilityFromMargin(margin, scale);
        return p >= 0 && p <= 1;
      }),
    );
    fc.assert(
      fc.property(teamName, teamName, fc.integer({ min: 3, max: 20 }), fc.integer({ min: 3, max: 20 }), (home, away, hr, ar) => {
        const p = predictRatedMatchup(fitted, { homeTeam: home, awayTeam: away, homeRest: hr, awayRest: ar }).homeWinProbability;
        return p >= 0 && p <= 1;
      }),
    );
  });

  it('swapping the teams mirrors the margin and keeps the total', () => {
    fc.assert(
      fc.property(teamName, teamName, fc.integer({ min: 3, max: 20 }), fc.integer({ min: 3, max: 20 }), (a, b, ra, rb) => {
        const neutralAB = predictRatedMatchup(fitted, { homeTeam: a, awayTeam: b, neutral: true, homeRest: ra, awayRest: rb });
        const neutralBA = predictRatedMatchup(fitted, { homeTeam: b, awayTeam: a, neutral: true, homeRest: rb, awayRest: ra });
        expect(neutralAB.margin).toBeCloseTo(-neutralBA.margin, 9);
        expect(neutralAB.total).toBeCloseTo(neutralBA.total, 9);
        expect(neutralAB.homeWinProbability + neutralBA.homeWinProbability).toBeCloseTo(1, 6);
        // With home field, the two venues differ by twice the home advantage.
        const home = predictRatedMatchup(fitted, { homeTeam: a, awayTeam: b });
        const away = predictRatedMatchup(fitted, { homeTeam: b, awayTeam: a });
        expect(home.margin + away.margin).toBeCloseTo(2 * fitted.params.homeAdvantage, 9);
      }),
    );
  });
});

describe('the total learning at its own rate (ADR 064)', () => {
  const playedGame = fc.record({
    home: fc.constantFrom('AAA', 'BBB', 'CCC', 'DDD'),
    away: fc.constantFrom('EEE', 'FFF', 'GGG'),
    homeScore: fc.integer({ min: 0, max: 70 }),
    awayScore: fc.integer({ min: 0, max: 70 }),
    spreadLine: fc.option(fc.double({ min: -30, max: 30, noNaN: true })),
    totalLine: fc.option(fc.double({ min: 20, max: 70, noNaN: true })),
    neutral: fc.boolean(),
  });

  // A team's offence minus defence moves by k times the margin's surprise whatever totalKRatio is, so the
  // margins and win chances of any walk-forward are the same at every ratio; only the totals differ.
  it('never moves a margin: any games, any ratio from 0 to 3, with a learned home edge', () => {
    fc.assert(
      fc.property(fc.array(playedGame, { minLength: 1, maxLength: 30 }), fc.double({ min: 0, max: 3, noNaN: true }), (plays, ratio) => {
        const games: RatingGame[] = plays.map((g, i) => ({ id: `g${i}`, season: 2020 + Math.floor(i / 12), week: 1 + Math.floor((i % 12) / 2), homeTeam: g.home, awayTeam: g.away, ...g }));
        const params = { ...NFL_RATING_PARAMS, homeEdgeRate: 0.05 };
        const same = walkForward(games, { ...params, totalKRatio: 1 });
        walkForward(games, { ...params, totalKRatio: ratio }).forEach(({ prediction }, i) => {
          expect(prediction.margin).toBeCloseTo(same[i]?.prediction.margin ?? Number.NaN, 8);
          expect(prediction.homeWinProbability).toBeCloseTo(same[i]?.prediction.homeWinProbability ?? Number.NaN, 8);
        });
      }),
    );
  });
});

// How long a fit takes is for a benchmark to print (`npm run bench:model-report`); a timed assertion would read the
// machine's load.
describe('a long history', () => {
  it('fits 25 seasons of 272 games, every team rated', () => {
    const teams = Array.from({ length: 32 }, (_, i) => `T${i}`);
    const games: RatingGame[] = [];
    for (let season = 2000; season < 2025; season += 1)
      for (let week = 1; week <= 17; week += 1)
        for (let i = 0; i < 16; i += 1)
          games.push({ id: `${season}-${week}-${i}`, season, week, homeTeam: teams[(i + week) % 32] ?? 'T0', awayTeam: teams[(i + week + 16) % 32] ?? 'T1', homeScore: (i * 7 + week) % 40, awayScore: (i * 3 + season) % 35, spreadLine: 3, totalLine: 44 });
    const fitted = fitRatings(games);
    expect(fitted.teams.size).toBe(32);
    expect(fitted.season).toBe(2024);
  });
});
