import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cfbAdvancedStats } from './cfb-advanced-stats.ts';
import type { SeasonBoxScore, SeasonGame, SeasonInput } from './season-input.ts';
import { seasonTeamStats } from './season-team-stats.ts';

const box: fc.Arbitrary<SeasonBoxScore> = fc
  .record({
    points: fc.integer({ min: 0, max: 63 }),
    plays: fc.integer({ min: 40, max: 90 }),
    yards: fc.integer({ min: -20, max: 700 }),
    thirdDownAttempts: fc.integer({ min: 0, max: 20 }),
    redZoneTrips: fc.integer({ min: 0, max: 8 }),
    turnovers: fc.integer({ min: 0, max: 6 }),
    penalties: fc.integer({ min: 0, max: 15 }),
    fieldGoalsMade: fc.integer({ min: 0, max: 6 }),
    possessionSeconds: fc.integer({ min: 600, max: 3000 }),
    epaPerPlay: fc.double({ min: -0.6, max: 0.6, noNaN: true }),
    successRate: fc.double({ min: 0, max: 1, noNaN: true }),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ share, ...b }) => ({
    ...b,
    firstHalfPoints: Math.floor(b.points * share),
    thirdDownConversions: Math.floor(b.thirdDownAttempts * share),
    redZoneScores: Math.floor(b.redZoneTrips * share),
  }));

const americanOdds = fc.oneof(fc.integer({ min: -1000, max: -100 }), fc.integer({ min: 100, max: 1000 }));

const season: fc.Arbitrary<SeasonInput> = fc.integer({ min: 2, max: 8 }).chain((teamCount) =>
  fc.record({
    league: fc.constantFrom('NFL' as const, 'NCAA' as const),
    teams: fc.constant(Array.from({ length: teamCount }, (_, i) => ({ id: i + 1, teamName: `Team ${i + 1}` }))),
    games: fc.array(
      fc
        .record({
          week: fc.integer({ min: 1, max: 4 }),
          home: fc.integer({ min: 1, max: teamCount }),
          offset: fc.integer({ min: 1, max: teamCount - 1 }),
          finished: fc.boolean(),
          homeBox: box,
          awayBox: box,
          lines: fc.option(
            fc.record({
              homeSpread: fc.option(fc.integer({ min: -40, max: 40 }).map((half) => half / 2)),
              homeMoneyline: fc.option(americanOdds),
              awayMoneyline: fc.option(americanOdds),
            }),
          ),
        })
        .map(
          (g): SeasonGame => ({
            week: g.week,
            homeTeamId: g.home,
            awayTeamId: ((g.home - 1 + g.offset) % teamCount) + 1,
            status: g.finished ? 'finished' : 'scheduled',
            home: g.finished ? g.homeBox : null,
            away: g.finished ? g.awayBox : null,
            lines: g.lines,
          }),
        ),
      { maxLength: 24 },
    ),
  }),
);

const PERCENT_FIELDS = ['thirdDownPct', 'atsWinPct', 'redZoneScoringPct', 'opponentRedZoneScoringPct', 'favoredScore'] as const;

describe('season stats invariants', () => {
  it('keeps percentages within 0-100, SOS within 0-1 and ranks a permutation of 1..n', () => {
    fc.assert(
      fc.property(season, (input) => {
        for (const { teams } of seasonTeamStats(input)) {
          expect(teams.map((t) => t.rank).sort((a, b) => a - b)).toEqual(teams.map((_, i) => i + 1));
          expect(new Set(teams.map((t) => t.id)).size).toBe(input.teams.length);
          for (const team of teams) {
            for (const field of PERCENT_FIELDS) {
              const value = team[field];
              if (value !== null) {
                expect(value).toBeGreaterThanOrEqual(0);
                expect(value).toBeLessThanOrEqual(100);
              }
            }
            expect(team.strengthOfSchedule).toBeGreaterThanOrEqual(0);
            expect(team.strengthOfSchedule).toBeLessThanOrEqual(1);
            if (team.impliedWinProb !== null) expect(team.impliedWinProb).toBeLessThanOrEqual(1);
            expect(Number.isFinite(team.combinedScore)).toBe(true);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('ranks every team with a counted game above every team without one (zeros are no statistics)', () => {
    fc.assert(
      fc.property(season, (input) => {
        for (const { teams } of seasonTeamStats(input)) {
          const lastPlayed = Math.max(0, ...teams.filter((t) => t.gamesPlayed > 0).map((t) => t.rank));
          const firstUnplayed = Math.min(teams.length + 1, ...teams.filter((t) => t.gamesPlayed === 0).map((t) => t.rank));
          expect(lastPlayed).toBeLessThan(firstUnplayed);
          expect(lastPlayed).toBe(teams.filter((t) => t.gamesPlayed > 0).length);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('keeps success rates within 0-1 and turnover margins summing to zero', () => {
    fc.assert(
      fc.property(season, (input) => {
        const stats = cfbAdvancedStats(input);
        for (const team of stats) {
          // Null only for a team without games: every generated box score reports its success rate.
          expect(team.successRate === null).toBe(team.gamesPlayed === 0);
          expect(team.successRate ?? 0).toBeGreaterThanOrEqual(0);
          expect(team.successRate ?? 0).toBeLessThanOrEqual(1 + 1e-12);
        }
        // Every turnover is one team's giveaway and the other's takeaway.
        const net = stats.reduce((sum, team) => sum + team.turnoverMargin * team.gamesPlayed, 0);
        expect(Math.abs(net)).toBeLessThan(1e-9);
      }),
      { numRuns: 150 },
    );
  });
});
