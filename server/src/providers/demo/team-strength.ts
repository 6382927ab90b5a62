import type { FootballLeague } from '@playbook/contracts';
import type { SimulationTeam } from '../../../../packages/core/src/sim/expected-points.ts';
import { SIM_LEAGUE_AVERAGE_POINTS } from '../../../../packages/core/src/sim/game-constants.ts';
import { clamp, demoRng, normalDraw } from './demo-random.ts';
import type { LeagueTeam } from './leagues/league-team.ts';

/** Power conferences are stronger on average, so FBS spreads look like real ones (SEC favourites over the MAC). */
const NCAA_CONFERENCE_TIER: Readonly<Record<string, number>> = {
  SEC: 6,
  'Big Ten': 6,
  ACC: 3,
  'Big 12': 3,
  'FBS Independents': 2,
};
const NCAA_OTHER_TIER = -3;

/**
 * How a league's latent team quality (points of margin) and style (points added to both sides) spread. Real
 * seasons spread wider than the demo did (NFL scoring margins per game have a spread of about 7 points
 * across teams, FBS about 13 with the conference tiers), so a few teams dominate and rate 'Excellent'.
 * The NFL's latent quality spreads less than its scoring margins (those add each game's luck), so its spreads
 * stay near real ones (about 5 points at the median, the widest near 20).
 */
const STRENGTH_SPREAD: Readonly<Record<FootballLeague, { quality: number; style: number; min: number; max: number }>> = {
  NFL: { quality: 4, style: 2, min: 13, max: 34 },
  NCAA: { quality: 9, style: 3, min: 12, max: 50 },
};

/**
 * A team's latent season strength as the simulation reads it: points scored and allowed per game against an
 * average opponent. Quality q moves both in the team's favour (expected margin about 1.2 q), style s adds to
 * both (shoot-outs or grinders). Seeded per team and season, never shown as data.
 */
export function teamStrength(league: FootballLeague, team: LeagueTeam, season: number, seed: number): SimulationTeam {
  const rng = demoRng(seed, league, season, 'strength', team.abbreviation);
  const spread = STRENGTH_SPREAD[league];
  const tier = league === 'NCAA' ? (NCAA_CONFERENCE_TIER[team.conference] ?? NCAA_OTHER_TIER) : 0;
  const quality = tier + spread.quality * normalDraw(rng);
  const style = spread.style * normalDraw(rng);
  const average = SIM_LEAGUE_AVERAGE_POINTS[league];
  return {
    pointsPerGame: clamp(average + 0.6 * quality + style, spread.min, spread.max),
    opponentPointsPerGame: clamp(average - 0.6 * quality + style, spread.min, spread.max),
  };
}

/** Home teams score a little more and visitors a little less (about 1.5 points NFL, 2.5 NCAA of margin). */
export const HOME_FIELD: Readonly<Record<FootballLeague, { home: number; away: number }>> = {
  NFL: { home: 1.035, away: 0.97 },
  NCAA: { home: 1.045, away: 0.96 },
};

export function withHomeField(league: FootballLeague, team: SimulationTeam, side: 'home' | 'away'): SimulationTeam {
  return { ...team, pointsPerGame: team.pointsPerGame * HOME_FIELD[league][side] };
}
