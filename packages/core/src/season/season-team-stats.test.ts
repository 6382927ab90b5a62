import { describe, expect, it } from 'vitest';
import { completedWeeks, seasonTeamStats } from './season-team-stats.ts';
import { teamStatsThroughWeek } from './team-stats-through-week.ts';
import { testSeason } from './test-season.ts';

function team(week: number, id: number, league: 'NFL' | 'NCAA' = 'NFL') {
  const found = teamStatsThroughWeek(testSeason(league), week).find((t) => t.id === id);
  if (found === undefined) throw new Error(`team ${id} missing`);
  return found;
}

describe('seasonTeamStats', () => {
  it('gives one entry per completed week (week 3 is still scheduled)', () => {
    expect(completedWeeks(testSeason())).toEqual([1, 2]);
    expect(seasonTeamStats(testSeason()).map((w) => [w.week, w.teams.length])).toEqual([
      [1, 4],
      [2, 4],
    ]);
  });

  it('derives team One through week 2 from its two box scores', () => {
    const one = team(2, 1);
    expect(one.gamesPlayed).toBe(2);
    expect(one.pointsPerGame).toBe(20.5); // (24 + 17) / 2
    expect(one.opponentPointsPerGame).toBe(17); // (17 + 17) / 2
    expect(one.thirdDownPct).toBe(40); // 8 / 20
    expect(one.redZoneScoringPct).toBe(75); // 3 / 4
    expect(one.turnoversPerGame).toBe(2); // 4 / 2
    expect(one.penaltiesPerGame).toBe(4);
    expect(one.fieldGoalsPerGame).toBe(1.5);
    expect(one.yardsPerPlay).toBe(6); // 600 / 100
    expect(one.timeOfPossession).toBe(30.5); // 3660 s / 2 games / 60
    expect(one.secondsPerPlay).toBeCloseTo(36.6, 10); // 3660 / 100
    expect(one.pointsPerPlayMargin).toBeCloseTo(41 / 100 - 34 / 135, 10);
    expect(one.opponentRedZoneScoresPerGame).toBe(2); // (2 + 2) / 2
    expect(one.opponentRedZoneScoringPct).toBe(80); // 4 / 5
    expect(one.atsWinPct).toBe(100); // covered in week 1, week 2 had no line
    // Only week 1 had moneylines: -150 / +130 de-vigged.
    expect(one.favoredScore).toBeCloseTo((100 * 0.6) / (0.6 + 100 / 230), 10);
  });

  it('leaves the red-zone rate null without trips and counts pushes as neither', () => {
    expect(team(2, 1).redZoneScoringPct).not.toBeNull();
    // Two: lost ATS in week 1, pushed in week 2.
    expect(team(2, 2).atsWinPct).toBe(0);
    expect(team(2, 4).atsWinPct).toBe(100);
  });

  it('computes strength of schedule from opponents and their opponents', () => {
    // After week 1: 1 and 4 are 1-0, 2 and 3 are 0-1.
    expect(team(1, 1).strengthOfSchedule).toBeCloseTo(1 / 3, 10);
    expect(team(1, 2).strengthOfSchedule).toBeCloseTo(2 / 3, 10);
    // After week 2 (the 17-17 tie counts half): see strength-of-schedule.test.ts for the arithmetic.
    expect(team(2, 1).strengthOfSchedule).toBeCloseTo((2 * 0.625 + 0.375) / 3, 10);
    expect(team(2, 2).strengthOfSchedule).toBeCloseTo((2 * 0.375 + 0.625) / 3, 10);
  });

  it('leaves NFL teams without next-game odds and NCAA teams with them', () => {
    expect(team(2, 1)).toMatchObject({ moneylineOdds: null, impliedWinProb: null, isFavored: 0 });
    expect(team(2, 1, 'NCAA')).toMatchObject({ moneylineOdds: -250, isFavored: 1 });
    expect(team(2, 1, 'NCAA').impliedWinProb).toBeCloseTo(250 / 350, 10);
    expect(team(2, 3, 'NCAA')).toMatchObject({ moneylineOdds: 210, isFavored: 0 });
    expect(team(2, 2, 'NCAA')).toMatchObject({ moneylineOdds: null, impliedWinProb: null, isFavored: 0 });
    // After week 1, Two's next lined game is week 2 at -160.
    expect(team(1, 2, 'NCAA')).toMatchObject({ moneylineOdds: -160, isFavored: 1 });
    expect(team(2, 1, 'NCAA').opponentRedZoneScoringPct).toBeNull();
  });

  it('ranks by combined score, 1..n in order', () => {
    const week2 = teamStatsThroughWeek(testSeason(), 2);
    expect(week2.map((t) => t.rank)).toEqual([1, 2, 3, 4]);
    for (let i = 1; i < week2.length; i++) {
      expect(week2[i - 1]?.combinedScore ?? 0).toBeGreaterThanOrEqual(week2[i]?.combinedScore ?? 0);
    }
    // Four (48 scored, 27 allowed, covered its only lined game) leads.
    expect(week2[0]?.teamName).toBe('Four');
  });

  it('gives a team without games zeros for counts, null for rates and neutral ratings', () => {
    const input = { ...testSeason(), teams: [...testSeason().teams, { id: 9, teamName: 'Idle' }] };
    const idle = teamStatsThroughWeek(input, 2).find((t) => t.id === 9);
    expect(idle).toMatchObject({
      gamesPlayed: 0,
      pointsPerGame: 0,
      thirdDownPct: null,
      timeOfPossession: null,
      redZoneScoringPct: null,
      atsWinPct: null,
      strengthOfSchedule: 0.5,
      favoredScore: 50,
    });
  });

  it('takes a rate the source does not always report over the games that report it, null when none does', () => {
    const base = testSeason();
    const unreported = { thirdDownAttempts: null, thirdDownConversions: null, possessionSeconds: null, redZoneTrips: null, redZoneScores: null };
    // Week 1's box scores come from a source without third downs, possession or red zone; week 2's have them.
    const mixed = {
      ...base,
      games: base.games.map((game) =>
        game.week === 1 && game.home && game.away ? { ...game, home: { ...game.home, ...unreported }, away: { ...game.away, ...unreported } } : game,
      ),
    };
    const week2 = teamStatsThroughWeek(base, 2);
    const onlyWeek2 = teamStatsThroughWeek({ ...base, games: base.games.filter((game) => game.week === 2) }, 2);
    for (const team of teamStatsThroughWeek(mixed, 2)) {
      const full = week2.find((t) => t.id === team.id);
      const known = onlyWeek2.find((t) => t.id === team.id);
      expect(team.pointsPerGame).toBe(full?.pointsPerGame);
      expect(team.thirdDownPct).toBe(known?.thirdDownPct);
      expect(team.timeOfPossession).toBe(known?.timeOfPossession);
    }
    const noneReported = teamStatsThroughWeek(
      { ...base, games: base.games.map((game) => (game.home && game.away ? { ...game, home: { ...game.home, ...unreported }, away: { ...game.away, ...unreported } } : game)) },
      2,
    );
    for (const team of noneReported) {
      expect(team.thirdDownPct).toBeNull();
      expect(team.redZoneScoringPct).toBeNull();
      expect(team.timeOfPossession).toBeNull();
      expect(team.secondsPerPlay).toBeNull();
    }
  });
});
