import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Injury } from '../injuries/injury.ts';
import { testTeam } from '../rankings/test-team.ts';
import { MATCHUP_METRICS } from './matchup-metrics.ts';
import type { MatchupTeam } from './matchup-prediction.ts';
import { predictMatchup } from './matchup-prediction.ts';

const TOTAL_WEIGHT = 1.51;
const MARGIN_FACTOR = 48 * 1.15;

const home = testTeam({ teamName: 'Home' });
const away = testTeam({ teamName: 'Away' });
const qbOut: Injury[] = [{ playerName: 'Q', position: 'QB', teamName: 'Away', injuryStatus: 'Out' }];
const rbOut: Injury[] = [{ playerName: 'R', position: 'RB', teamName: 'Home', injuryStatus: 'Out' }];

/** A team that is better than the average test team in every metric. */
const dominant = testTeam({
  teamName: 'Dominant',
  opponentPointsPerGame: 14,
  opponentRedZoneScoresPerGame: 1.5,
  opponentRedZoneScoringPct: 40,
  strengthOfSchedule: 3,
  pointsPerPlayMargin: 0.2,
  thirdDownPct: 50,
  timeOfPossession: 33,
  redZoneScoringPct: 70,
  atsWinPct: 70,
  favoredScore: 80,
  pointsPerGame: 32,
  secondsPerPlay: 26.5,
  yardsPerPlay: 6.5,
  fieldGoalsPerGame: 2.2,
  turnoversPerGame: 0.6,
  penaltiesPerGame: 4,
});

describe('predictMatchup (docs/product/matchup-predictor.md)', () => {
  it('picks the team better everywhere with confidence capped at 95 and margin 48 × 1.15', () => {
    const result = predictMatchup(away, dominant);
    expect(result.winner).toBe('Dominant');
    expect(result.confidence).toBe(95);
    expect(result.spread).toBeCloseTo(55.2, 10);
    expect(result.evenlyMatched).toBe(false);
    expect(result.reasoning).toHaveLength(5);
    expect(result.reasoning[0]).toBe('Dominant allows fewer points per game (14.0 vs 22.5)');
    expect(result.keyMatchups).toHaveLength(15);
    expect(result.keyMatchups[0]).toEqual({
      metric: 'Opponent PPG',
      key: 'opponentPointsPerGame',
      weight: 0.18,
      team1Value: 22.5,
      team2Value: 14,
      advantage: 'team2',
    });
  });

  it("sets confidence to the winner's share and margin to the weight gap over the total", () => {
    const result = predictMatchup({ ...home, opponentPointsPerGame: 18 }, away);
    const winnerScore = 0.18 + (TOTAL_WEIGHT - 0.18) / 2;
    expect(result.winner).toBe('Home');
    expect(result.confidence).toBeCloseTo((winnerScore / TOTAL_WEIGHT) * 100, 8);
    expect(result.spread).toBeCloseTo((0.18 / TOTAL_WEIGHT) * MARGIN_FACTOR, 8);
    expect(result.reasoning).toEqual(['Home allows fewer points per game (18.0 vs 22.5)']);
  });

  it('credits 10% of the weight when only one team has a value', () => {
    const result = predictMatchup({ ...home, atsWinPct: null }, away);
    const total = TOTAL_WEIGHT - 0.1 + 0.01;
    expect(result.winner).toBe('Away');
    expect(result.spread).toBeCloseTo((0.01 / total) * MARGIN_FACTOR, 8);
    expect(result.confidence).toBeCloseTo(((0.01 + (total - 0.01) / 2) / total) * 100, 8);
    expect(result.reasoning).toEqual(['Away has ATS % data (50.0%) where Home has none']);
  });

  it('calls identical teams evenly matched: confidence 50, spread 0', () => {
    const result = predictMatchup(home, away);
    expect(result).toMatchObject({ confidence: 50, spread: 0, evenlyMatched: true, winner: 'Away' });
    expect(result.reasoning).toEqual(['Home and Away are evenly matched across the compared metrics']);
  });

  it('calls offsetting edges evenly matched (gap under 0.001)', () => {
    const result = predictMatchup({ ...home, opponentPointsPerGame: 18 }, { ...away, opponentRedZoneScoresPerGame: 2 });
    expect(result).toMatchObject({ confidence: 50, spread: 0, evenlyMatched: true });
  });

  it('calls teams with nothing comparable evenly matched', () => {
    const result = predictMatchup({ teamName: 'A' }, { teamName: 'B', penaltiesPerGame: null });
    expect(result).toMatchObject({ winner: 'A', confidence: 50, spread: 0, evenlyMatched: true, keyMatchups: [] });
    expect(result.reasoning).toEqual(['No comparable metrics between A and B']);
  });

  it('penalises an injured team score and shifts confidence by half the injury gap toward the healthier team', () => {
    const edge = { ...home, opponentPointsPerGame: 18 };
    const score1 = 0.18 + (TOTAL_WEIGHT - 0.18) / 2;
    const score2 = ((TOTAL_WEIGHT - 0.18) / 2) * 0.85;
    const result = predictMatchup(edge, away, { team2Injuries: qbOut });
    expect(result.injuryImpact.team2.impact).toBe('high');
    expect(result.injuryImpact.team2.notes).toEqual(['Q (QB): Out']);
    expect(result.injuryImpact.team1).toEqual({ impact: 'low', keyPlayersOut: 0, keyPlayersQuestionable: 0, notes: [] });
    expect(result.confidence).toBeCloseTo((score1 / (score1 + score2)) * 100 + 5, 8);
    expect(result.spread).toBeCloseTo(((score1 - score2) / (score1 + score2)) * MARGIN_FACTOR, 8);
    expect(result.reasoning[0]).toBe('Home is healthier: injury impact low vs high for Away');
  });

  it('lowers confidence when the winner is the more injured team, not below 55', () => {
    const edge = { ...home, opponentPointsPerGame: 14, opponentRedZoneScoresPerGame: 1 };
    const healthy = predictMatchup(edge, away);
    const hurt = predictMatchup(edge, away, { team1Injuries: rbOut });
    expect(hurt.winner).toBe('Home');
    expect(hurt.injuryImpact.team1.impact).toBe('medium');
    const score1 = (0.36 + (TOTAL_WEIGHT - 0.36) / 2) * 0.95;
    const score2 = (TOTAL_WEIGHT - 0.36) / 2;
    expect(hurt.confidence).toBeCloseTo(Math.max(55, (score1 / (score1 + score2)) * 100 - 2.5), 8);
    expect(hurt.confidence).toBeLessThan(healthy.confidence);
    expect(predictMatchup({ ...home, opponentPointsPerGame: 18 }, away, { team1Injuries: rbOut }).confidence).toBe(55);
  });

  const value = fc.option(fc.oneof(fc.integer({ min: 0, max: 60 }), fc.double({ min: -1, max: 60, noNaN: true })), {
    nil: null,
  });
  const stats = fc.record(Object.fromEntries(MATCHUP_METRICS.map((m) => [m.key, value])), { requiredKeys: [] });
  const injuries = fc.constantFrom<readonly Injury[]>([], qbOut, rbOut, [...qbOut, ...rbOut]);

  it('keeps confidence within 50-95, spread within 0..55.2 and at most 5 reasons', () => {
    fc.assert(
      fc.property(stats, stats, injuries, injuries, (a, b, i1, i2) => {
        const result = predictMatchup({ ...a, teamName: 'A' }, { ...b, teamName: 'B' }, { team1Injuries: i1, team2Injuries: i2 });
        return (
          result.confidence >= 50 &&
          result.confidence <= 95 &&
          result.spread >= 0 &&
          result.spread <= 55.2 + 1e-9 &&
          result.reasoning.length <= 5 &&
          result.reasoning.length >= 1
        );
      }),
    );
  });

  it('gives the same winner, confidence and spread when the teams are swapped', () => {
    fc.assert(
      fc.property(stats, stats, injuries, injuries, (a, b, i1, i2) => {
        const team1: MatchupTeam = { ...a, teamName: 'A' };
        const team2: MatchupTeam = { ...b, teamName: 'B' };
        const forward = predictMatchup(team1, team2, { team1Injuries: i1, team2Injuries: i2 });
        const backward = predictMatchup(team2, team1, { team1Injuries: i2, team2Injuries: i1 });
        return (
          forward.winner === backward.winner &&
          forward.spread === backward.spread &&
          forward.confidence === backward.confidence
        );
      }),
    );
  });
});
