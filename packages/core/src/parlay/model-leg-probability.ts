/**
 * A parlay leg's chance from the Playbook model (the fitted rating model, ADR 063): where the model
 * knows the game, the parlay analysis and the success predictor rate a leg from the model's figures rather than
 * from the stat comparison, so a leg never contradicts the headline the game's own screens show (ADR 048).
 */
import { formatMetric } from '../rankings/metric-format.ts';
import type { League } from '../rankings/team-stats.ts';
import type { ParlayLeg } from './betting-line.ts';
import { MARGIN_SPREAD_POINTS, pickSide, settleLegPercent, signedPoints as signed, TOTAL_SPREAD_POINTS, type LegProbability } from './leg-probability.ts';
import { normalCdf } from './normal-cdf.ts';
import { parseSelection } from './parse-selection.ts';

/** The model's figures for one game: home margin (home − away points), P(home wins) 0-1, total points. */
export interface ModelGamePrediction {
  margin: number;
  homeWinProbability: number;
  total: number;
}

/** The game's two team names as the caller shows them (the pick is named with these). */
export interface GameSides {
  away: string;
  home: string;
}

const settle = (chance: number): number => settleLegPercent(chance * 100);

const percent = (chance: number): string => formatMetric('probability', chance);

/**
 * The leg's probability in percent (held within the analysis' floor and cap like every leg): a moneyline is
 * the model's chance that the pick wins; a spread reads the model's margin in the normal spread of results
 * (MARGIN_SPREAD_POINTS) against the line; a total reads the model's total against the line
 * (TOTAL_SPREAD_POINTS). Null when the selection does not name a side of this game (or a total's side): the
 * caller then keeps the stat comparison.
 */
export function modelLegProbability(leg: ParlayLeg, prediction: ModelGamePrediction, league: League, sides: GameSides): LegProbability | null {
  const parsed = parseSelection(leg.selection);
  if (parsed.kind === 'unknown') return null;
  if (parsed.kind === 'total') {
    if (parsed.side === 'unspecified') return null;
    const over = normalCdf((prediction.total - parsed.line) / TOTAL_SPREAD_POINTS[league]);
    const pick = parsed.side === 'over' ? 'Over' : 'Under';
    return {
      probability: settle(pick === 'Over' ? over : 1 - over),
      source: 'Playbook model',
      pick,
      agreesWithModel: pick === 'Over' ? prediction.total > parsed.line : prediction.total < parsed.line,
      basis: `Playbook model total ${prediction.total.toFixed(1)} against the line of ${parsed.line}`,
    };
  }
  const side = pickSide(leg.game, parsed.team);
  if (side === null) return null;
  const pick = sides[side];
  const margin = side === 'home' ? prediction.margin : -prediction.margin;
  const winChance = side === 'home' ? prediction.homeWinProbability : 1 - prediction.homeWinProbability;
  const modelCall = `Playbook model: ${pick} ${percent(winChance)} to win, an expected margin of ${signed(margin)} points`;
  if (parsed.kind === 'moneyline') {
    return { probability: settle(winChance), source: 'Playbook model', pick, agreesWithModel: margin > 0, basis: modelCall };
  }
  return {
    probability: settle(normalCdf((margin + parsed.line) / MARGIN_SPREAD_POINTS[league])),
    source: 'Playbook model',
    pick,
    agreesWithModel: margin + parsed.line > 0,
    basis: `${modelCall}, against a line of ${signed(parsed.line)}`,
  };
}
