import type { FootballLeague } from '@playbook/contracts';
import type { Rng } from '@playbook/core';
import { SIM_LEAGUE_AVERAGE_POINTS } from '../../../../packages/core/src/sim/game-constants.ts';
import type { BoxScoreRecord } from '../records.ts';
import { binomialDraw, clamp, normalDraw, poissonDraw } from './demo-random.ts';
import type { FootballFinal, TeamFinal } from './football-result.ts';

const GAME_SECONDS = 3600;
export const MIN_PLAYS = 55;
export const MAX_PLAYS = 80;

/** Seconds of possession per offensive play: college offences play faster. */
const PACE: Readonly<Record<FootballLeague, { mean: number; spread: number }>> = {
  NFL: { mean: 27.5, spread: 1.5 },
  NCAA: { mean: 25, spread: 2 },
};
/** Points per play of an average offence, the baseline the per-play rates move around. */
const AVERAGE_POINTS_PER_PLAY = 0.33;

/** The demo season reports every box-score field (real sources may not). */
export type DemoBoxScore = { [K in keyof BoxScoreRecord]: NonNullable<BoxScoreRecord[K]> };

const round4 = (value: number): number => Math.round(value * 10_000) / 10_000;

function teamBox(
  league: FootballLeague,
  gameId: string,
  teamId: string,
  own: TeamFinal,
  opponent: TeamFinal,
  possessionSeconds: number,
  rng: Rng,
): DemoBoxScore {
  const pace = PACE[league];
  const secondsPerPlay = clamp(pace.mean + pace.spread * normalDraw(rng), pace.mean - 4, pace.mean + 4);
  const plays = Math.round(clamp(possessionSeconds / secondsPerPlay, MIN_PLAYS, MAX_PLAYS));
  const efficiency = own.score / plays - AVERAGE_POINTS_PER_PLAY;
  const yardsPerPlay = clamp(5.3 + 12 * efficiency + 0.4 * normalDraw(rng), 2.8, 9);
  const thirdDownAttempts = Math.round(clamp(plays * 0.2 + 1.5 * normalDraw(rng), 7, 20));
  // Efficient offences convert more third downs, finish more red-zone trips and give the ball away less (issue
  // 17: without this every team's rates sat near the league's, and no team looked excellent).
  const thirdDownRate = clamp(0.38 + 0.8 * efficiency + 0.07 * normalDraw(rng), 0.1, 0.75);
  // Most touchdowns finish a red-zone trip, some come from further out; about a third of field goals end a
  // trip that stalled inside the 20, and some trips end in a turnover or on downs.
  const redZoneTouchdowns = own.touchdowns - binomialDraw(rng, own.touchdowns, 0.2);
  const stalledTrips = binomialDraw(rng, own.fieldGoals, 0.35) + binomialDraw(rng, 2, clamp(0.3 - efficiency, 0.1, 0.5));
  const lost = own.score < opponent.score;
  const epaPerPlay = (own.score - SIM_LEAGUE_AVERAGE_POINTS[league]) / plays + 0.03 * normalDraw(rng);
  return {
    gameId,
    teamId,
    points: own.score,
    firstHalfPoints: own.quarterScores[0] + own.quarterScores[1],
    plays,
    yards: Math.round(plays * yardsPerPlay),
    thirdDownAttempts,
    thirdDownConversions: Math.min(thirdDownAttempts, Math.round(thirdDownAttempts * thirdDownRate)),
    redZoneTrips: redZoneTouchdowns + stalledTrips,
    redZoneScores: redZoneTouchdowns,
    turnovers: Math.min(6, poissonDraw(rng, clamp(1.25 - 2 * efficiency + (lost ? 0.3 : -0.1), 0.4, 2.5))),
    penalties: clamp(poissonDraw(rng, league === 'NFL' ? 6 : 6.5), 1, 15),
    fieldGoalsMade: own.fieldGoals,
    possessionSeconds,
    epaPerPlay: round4(epaPerPlay),
    successRate: round4(clamp(0.43 + 0.45 * epaPerPlay + 0.02 * normalDraw(rng), 0.2, 0.7)),
  };
}

/**
 * Both box scores of a finished game, consistent with its final: points and first-half points from the
 * quarter scores; field goals made from the scoring plays; red-zone scores counted as touchdowns (as stats
 * sites' red-zone % is, about 55-60%), never more than the touchdowns scored nor than the trips; possession of
 * the two teams summing to 60 minutes (the winner holding the ball a little longer); 55-80 plays; yards, third
 * downs and EPA following scoring efficiency.
 */
export function footballBoxScores(
  league: FootballLeague,
  gameId: string,
  homeTeamId: string,
  awayTeamId: string,
  final: FootballFinal,
  rng: Rng,
): [DemoBoxScore, DemoBoxScore] {
  const share = clamp(0.5 + 0.04 * normalDraw(rng) + 0.002 * (final.home.score - final.away.score), 0.4, 0.6);
  const homeSeconds = Math.round(GAME_SECONDS * share);
  return [
    teamBox(league, gameId, homeTeamId, final.home, final.away, homeSeconds, rng),
    teamBox(league, gameId, awayTeamId, final.away, final.home, GAME_SECONDS - homeSeconds, rng),
  ];
}
