/**
 * A parlay leg's chance from Playbook's models, never from random numbers (docs/product/README.md: where the
 * first description made the leg analysis random, Playbook computes it): sides (moneyline, spread) from the matchup predictor's confidence
 * (its chance that the winner wins), totals from the over/under predictor's total, each read through a normal
 * distribution of results around the expectation.
 * Same leg and same stored team data give the same answer, so a reload reproduces the analysis.
 */
import type { Injury } from '../injuries/injury.ts';
import { predictMatchup, type MatchupTeam } from '../predict/matchup-prediction.ts';
import { predictOverUnder, type OverUnderTeam } from '../predict/over-under-prediction.ts';
import { formatMetric } from '../rankings/metric-format.ts';
import type { League } from '../rankings/team-stats.ts';
import type { ParlayLeg } from './betting-line.ts';
import { normalCdf, normalQuantile } from './normal-cdf.ts';
import { parseSelection } from './parse-selection.ts';
import { gameIdentity, pickTeam } from './team-identity.ts';

/** docs/product/live-slate.md: the leg analysis caps a leg at 85 and floors it at 20 (percent): no model is that sure of a game. */
export const LEG_PROBABILITY_CAP = 85;
export const LEG_PROBABILITY_FLOOR = 20;

/**
 * How far final results land from a good prediction, in points (one standard deviation). Ours, from public
 * studies of results against closing lines: NFL margins ≈ 13.5 and totals ≈ 13; college games are wilder
 * (≈ 16 for both). Our model is no sharper than the market, so these are the least we can assume.
 */
export const MARGIN_SPREAD_POINTS: Readonly<Record<League, number>> = { NFL: 13.5, NCAA: 16 };
export const TOTAL_SPREAD_POINTS: Readonly<Record<League, number>> = { NFL: 13, NCAA: 16 };

export type LegModelTeam = MatchupTeam & OverUnderTeam;

/** The stored data of a leg's game: its teams' season stats (null when not found) and injury reports. */
export interface LegGameData {
  readonly away: LegModelTeam | null;
  readonly home: LegModelTeam | null;
  readonly awayInjuries?: readonly Injury[];
  readonly homeInjuries?: readonly Injury[];
}

export type LegProbabilitySource = 'Playbook model' | 'matchup model' | 'over/under model' | 'market';

export interface LegProbability {
  /** Percent, LEG_PROBABILITY_FLOOR-LEG_PROBABILITY_CAP, one decimal. */
  probability: number;
  source: LegProbabilitySource;
  /** The picked team's name as stored (sides), or 'Over'/'Under' (totals); null when the pick was not read. */
  pick: string | null;
  /** True when the model's own call (predicted winner, or the over/under side) is the pick. */
  agreesWithModel: boolean | null;
  /** One sentence naming the model's numbers behind the probability. */
  basis: string;
}

/** A leg's percent held within the floor and cap, one decimal. */
export function settleLegPercent(percent: number): number {
  const clamped = Math.min(LEG_PROBABILITY_CAP, Math.max(LEG_PROBABILITY_FLOOR, percent));
  return Math.round(clamped * 10) / 10;
}

/** Points with their sign and one decimal at most: +3.5, -7, 0. */
export function signedPoints(points: number): string {
  const rounded = Math.round(points * 10) / 10;
  return rounded > 0 ? `+${rounded}` : String(rounded === 0 ? 0 : rounded);
}

function marketLeg(marketProbability: number, pick: string | null, why: string): LegProbability {
  return { probability: settleLegPercent(marketProbability * 100), source: 'market', pick, agreesWithModel: null, basis: why };
}

/** Which side of the game ('away' | 'home') a team text names, or null when it names neither or both. */
export function pickSide(game: string, team: string): 'away' | 'home' | null {
  const identity = gameIdentity(game);
  const [away, home] = identity.sides;
  if (!away || !home) return null;
  const key = pickTeam(team, identity);
  if (key === away.key && key !== home.key) return 'away';
  if (key === home.key && key !== away.key) return 'home';
  return null;
}

/**
 * The leg's probability in percent. `marketProbability` (a fraction: the no-vig fair chance of the line, else
 * its implied chance) stands in when the pick cannot be read or a team has no stored stats; the result says so.
 */
export function legProbability(leg: ParlayLeg, data: LegGameData, marketProbability: number): LegProbability {
  const parsed = parseSelection(leg.selection);
  const { away, home } = data;
  const injuries = { team1Injuries: data.awayInjuries ?? [], team2Injuries: data.homeInjuries ?? [] };
  if (parsed.kind === 'unknown') return marketLeg(marketProbability, null, 'The selection could not be read, so the market price stands in');
  if (parsed.kind === 'total') {
    const pick = parsed.side === 'over' ? 'Over' : parsed.side === 'under' ? 'Under' : null;
    if (!away || !home || pick === null || away.league !== home.league) {
      return marketLeg(marketProbability, pick, 'No stored stats for both teams, so the market price stands in');
    }
    const prediction = predictOverUnder(away, home, parsed.line, injuries);
    const overChance = normalCdf(prediction.difference / TOTAL_SPREAD_POINTS[away.league]);
    const chance = pick === 'Over' ? overChance : 1 - overChance;
    return {
      probability: settleLegPercent(chance * 100),
      source: 'over/under model',
      pick,
      agreesWithModel: prediction.recommendation === pick.toUpperCase(),
      basis: `Predicted total ${prediction.predictedTotal.toFixed(1)} against the line of ${parsed.line}`,
    };
  }
  const side = pickSide(leg.game, parsed.team);
  const team = side === 'away' ? away : side === 'home' ? home : null;
  const opponent = side === 'away' ? home : side === 'home' ? away : null;
  if (!team || !opponent || !away || !home) {
    return marketLeg(marketProbability, team?.teamName ?? parsed.team, 'No stored stats for both teams, so the market price stands in');
  }
  const prediction = predictMatchup(away, home, injuries);
  const pickWins = !prediction.evenlyMatched && prediction.winner === team.teamName;
  // The predictor's confidence is its chance that the winner wins; the pick's own chance follows from it.
  const winChance = prediction.evenlyMatched ? 0.5 : pickWins ? prediction.confidence / 100 : 1 - prediction.confidence / 100;
  const sigma = MARGIN_SPREAD_POINTS[team.league];
  // Read as a normal spread of results, that chance fixes the expected margin; a spread leg needs it to beat
  // the line. (The predictor's own margin, weight gap x 48 x 1.15, is a scale for the screens, not points a
  // game is won by: it reaches 40 points for ordinary mismatches.)
  const expectedMargin = sigma * normalQuantile(winChance);
  const line = parsed.kind === 'spread' ? parsed.line : 0;
  const chance = parsed.kind === 'spread' ? normalCdf((expectedMargin + line) / sigma) : winChance;
  const lineText = parsed.kind === 'spread' ? `, against a line of ${signedPoints(line)}` : '';
  return {
    probability: settleLegPercent(chance * 100),
    source: 'matchup model',
    pick: team.teamName,
    agreesWithModel: pickWins,
    basis: `Win chance for ${team.teamName} ${formatMetric('probability', winChance)} (matchup confidence), an expected margin of ${signedPoints(expectedMargin)} points${lineText}`,
  };
}
