import type { League } from '../rankings/team-stats.ts';
import type { Rng } from '../random.ts';
import { creditScore, driveResult, OVERTIME_PERIOD } from './drive.ts';
import { FOOTBALL_QUARTER_MINUTES } from './football-constants.ts';
import type { GameSimulationResult, SimTeamBoxScore } from './game-result.ts';
import { SIM_DRIVE_MINUTES, SIM_LEAGUE_AVERAGE_POINTS, SIM_QUARTER_WEIGHTS, SIM_SAFETY_CHANCE } from './game-constants.ts';

/**
 * Overtime as each league plays it (docs/product/simulator.md's game stops after four quarters and tied one game
 * in 25, where real NFL ties are well under 1 in 100 and college games cannot tie).
 *
 * NFL regular season: one 10-minute period; both teams get a possession (unless a safety ends it), then the next
 * score wins; still level when the period runs out is a tie.
 */
export const NFL_OVERTIME_MINUTES = 10;

/**
 * NCAA: periods of one possession each from the opponent's 25-yard line, the order alternating, until a period
 * ends with one team ahead. A possession there is worth about 4.5 points for a league-average offence (ours:
 * about half the possessions score a touchdown and a third a field goal), scaled by the team's expected points.
 * We keep touchdowns at 7 in every period (real games switch to two-point tries from the third period).
 */
export const NCAA_OVERTIME_POSSESSION_POINTS = 4.5;

/**
 * A guard, not a rule: after this many level periods (the record is nine) a field goal by the team that won
 * the coin toss settles the game, so a pairing that cannot score still ends with a winner.
 */
export const NCAA_OVERTIME_PERIOD_LIMIT = 9;

/** An overtime drive scores at the game's average quarter rate (the quarter weights average 0.25). */
const OVERTIME_QUARTER_WEIGHT = SIM_QUARTER_WEIGHTS.reduce((sum, weight) => sum + weight, 0) / SIM_QUARTER_WEIGHTS.length;

function sides(result: GameSimulationResult, offenceIsTeam1: boolean): [SimTeamBoxScore, SimTeamBoxScore] {
  return offenceIsTeam1 ? [result.team1, result.team2] : [result.team2, result.team1];
}

function playNflOvertime(expected1: number, expected2: number, rng: Rng, out: GameSimulationResult): void {
  const driveSpan = SIM_DRIVE_MINUTES.max - SIM_DRIVE_MINUTES.min;
  // Points per minute of possession, as in regulation: the period's share scored in the half a team has the ball.
  const rate1 = (2 * expected1 * OVERTIME_QUARTER_WEIGHT) / FOOTBALL_QUARTER_MINUTES;
  const rate2 = (2 * expected2 * OVERTIME_QUARTER_WEIGHT) / FOOTBALL_QUARTER_MINUTES;
  out.overtimePeriods = 1;
  let offenceIsTeam1 = rng.next() < 0.5;
  let possessions1 = 0;
  let possessions2 = 0;
  let clock = NFL_OVERTIME_MINUTES;
  while (clock > 0) {
    const duration = SIM_DRIVE_MINUTES.min + rng.next() * driveSpan;
    const minutes = duration < clock ? duration : clock;
    clock -= duration;
    const [offence, defence] = sides(out, offenceIsTeam1);
    offence.drives++;
    const result = driveResult((offenceIsTeam1 ? rate1 : rate2) * minutes, rng.next(), SIM_SAFETY_CHANCE);
    if (result === 'safety') {
      creditScore(defence, OVERTIME_PERIOD, result);
      return;
    }
    if (result !== 'stop') creditScore(offence, OVERTIME_PERIOD, result);
    if (offenceIsTeam1) possessions1++;
    else possessions2++;
    if (possessions1 > 0 && possessions2 > 0 && out.team1.score !== out.team2.score) return;
    offenceIsTeam1 = !offenceIsTeam1;
  }
}

function playNcaaOvertime(expected1: number, expected2: number, rng: Rng, out: GameSimulationResult): void {
  const perPoint = NCAA_OVERTIME_POSSESSION_POINTS / SIM_LEAGUE_AVERAGE_POINTS.NCAA;
  const tossWonByTeam1 = rng.next() < 0.5;
  let firstIsTeam1 = tossWonByTeam1;
  for (let period = 1; ; period++) {
    out.overtimePeriods = period;
    for (const offenceIsTeam1 of [firstIsTeam1, !firstIsTeam1]) {
      const [offence] = sides(out, offenceIsTeam1);
      offence.drives++;
      const result = driveResult((offenceIsTeam1 ? expected1 : expected2) * perPoint, rng.next(), 0);
      if (result !== 'stop') creditScore(offence, OVERTIME_PERIOD, result);
    }
    if (out.team1.score !== out.team2.score) return;
    if (period === NCAA_OVERTIME_PERIOD_LIMIT) {
      creditScore(tossWonByTeam1 ? out.team1 : out.team2, OVERTIME_PERIOD, 'fieldGoal');
      return;
    }
    firstIsTeam1 = !firstIsTeam1;
  }
}

/** Plays overtime into `out` after a level regulation, by the league's rules. */
export function playOvertime(league: League, expected1: number, expected2: number, rng: Rng, out: GameSimulationResult): void {
  if (league === 'NCAA') playNcaaOvertime(expected1, expected2, rng, out);
  else playNflOvertime(expected1, expected2, rng, out);
}
