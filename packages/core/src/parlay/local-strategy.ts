/**
 * docs/product/profit-target.md "Local combination generation": what 'Use Screenshots ($target)'
 * computes in the browser from the current lines, without the server search.
 *
 * Readings of the product page (ADR 012):
 * - "2-leg, 3-leg, 4-leg (from the first 15 lines, at most 50 found)": each of those sizes takes its
 *   combinations from the first 15 lines in order and stops after 50 conflict-free ones; 5-leg takes the
 *   first 10 lines and stops after 10. Sizes outside the chosen min-max legs are skipped.
 * - The strategy bets the three best-ranked parlays: the stake cap of one third of the budget means three
 *   bets fill it. Each is staked to win the whole target by itself (the needed stake), so the strategy
 *   requires the sum of those stakes; when that is above the max risk the strategy is not feasible and the
 *   screen shows 'Budget Exceeded'.
 * - Nothing is "guaranteed" unless every way for all three bets to lose is impossible (two picks of one
 *   game that conflict are read as exactly one of them winning); then the least a winning bet pays is the
 *   floor. Probabilities are the market's implied ones, never invented.
 */
import { parlayDecimalOdds } from '../odds/convert.ts';
import { parlayRiskLevel, type ParlayRiskLevel } from './analyze-parlay.ts';
import { lineKey, type BettingLine } from './betting-line.ts';
import { generatedParlay, type GeneratedParlay } from './generated-parlay.ts';
import { conflicts } from './leg-conflict.ts';
import { roundCents, stakeForDecimalOdds } from './stake-for-target.ts';

interface SizeRule {
  legs: number;
  fromFirst: number;
  maxFound: number;
  /** How many of the lowest-odds and of the highest-odds sets are kept. */
  lowest: number;
  highest: number;
}

/** docs/product/profit-target.md, verbatim numbers; 5-leg keeps all of its at most 10. */
export const LOCAL_SIZE_RULES: readonly SizeRule[] = [
  { legs: 2, fromFirst: 15, maxFound: 50, lowest: 15, highest: 10 },
  { legs: 3, fromFirst: 15, maxFound: 50, lowest: 10, highest: 8 },
  { legs: 4, fromFirst: 15, maxFound: 50, lowest: 5, highest: 10 },
  { legs: 5, fromFirst: 10, maxFound: 10, lowest: 10, highest: 0 },
];
/** docs/product/profit-target.md: at most 30 parlays are kept. */
export const LOCAL_PARLAY_CAP = 30;
/** Ours: one bet per third of the budget (see above). */
export const STRATEGY_BET_COUNT = 3;

export interface LocalStrategyInput {
  targetProfit: number;
  maxRisk: number;
  minLegs: number;
  maxLegs: number;
}

export interface StrategyBet {
  id: string;
  type: string;
  description: string;
  legs: GeneratedParlay['legs'];
  stake: number;
  odds: number;
  potentialPayout: number;
  winsWhen: string;
  /** Percent, rounded to 0.1 (docs/product/profit-target.md). */
  hitProbability: number;
}

export interface LocalStrategyResult {
  requiredStake: number;
  guaranteedMinReturn: number;
  guaranteedProfit: number;
  maxProfit: number;
  bets: StrategyBet[];
  /** maxProfit as a percentage of the required stake. */
  profitMargin: number;
  feasible: boolean;
  breakEvenGuaranteed: boolean;
  strategyName: string;
  riskLevel: ParlayRiskLevel;
}

export interface LocalGeneration {
  parlays: GeneratedParlay[];
  strategy: LocalStrategyResult | null;
}

/** Conflict-free combinations of `size` of these lines in input order, stopping after `limit`. */
function firstCombinations(lines: readonly BettingLine[], size: number, limit: number): BettingLine[][] {
  const found: BettingLine[][] = [];
  const path: BettingLine[] = [];
  const visit = (start: number): void => {
    for (let i = start; i < lines.length && found.length < limit; i++) {
      const line = lines[i];
      if (!line) continue;
      path.push(line);
      if (!conflicts(path)) {
        if (path.length === size) found.push(path.slice());
        else visit(i + 1);
      }
      path.pop();
    }
  };
  visit(0);
  return found;
}

function keptOfSize(lines: readonly BettingLine[], rule: SizeRule): BettingLine[][] {
  const combos = firstCombinations(lines.slice(0, rule.fromFirst), rule.legs, rule.maxFound)
    .map((legs) => ({ legs, decimal: parlayDecimalOdds(legs.map((line) => line.odds)) }))
    .sort((a, b) => a.decimal - b.decimal);
  // Fewer sets than the two ends hold: all of them are kept (no set twice).
  if (combos.length <= rule.lowest + rule.highest) return combos.map((c) => c.legs);
  return [...combos.slice(0, rule.lowest), ...combos.slice(combos.length - rule.highest)].map((c) => c.legs);
}

/** docs/product/profit-target.md: the kept parlays within budget, ranked by profit per unit of odds magnitude, at most 30. */
export function localParlays(lines: readonly BettingLine[], input: LocalStrategyInput): GeneratedParlay[] {
  const target = { targetProfit: input.targetProfit, maxRisk: input.maxRisk };
  return LOCAL_SIZE_RULES.filter((rule) => rule.legs >= input.minLegs && rule.legs <= input.maxLegs)
    .flatMap((rule) => keptOfSize(lines, rule))
    .filter((legs) => stakeForDecimalOdds(parlayDecimalOdds(legs.map((l) => l.odds)), input.targetProfit, input.maxRisk).neededStake <= input.maxRisk)
    .map((legs) => generatedParlay(legs, target))
    .sort((a, b) => b.actualProfit / Math.abs(b.totalAmericanOdds) - a.actualProfit / Math.abs(a.totalAmericanOdds))
    .slice(0, LOCAL_PARLAY_CAP);
}

function lineOf(leg: GeneratedParlay['legs'][number]): BettingLine {
  return { game: leg.game, type: leg.type, description: leg.selection, odds: leg.odds };
}

function betOf(parlay: GeneratedParlay, targetProfit: number, maxRisk: number): StrategyBet {
  const decimal = parlayDecimalOdds(parlay.legs.map((leg) => leg.odds));
  const stake = stakeForDecimalOdds(decimal, targetProfit, maxRisk).neededStake;
  return {
    id: parlay.id,
    type: `${parlay.legs.length}-leg parlay`,
    description: parlay.parlayDescription,
    legs: parlay.legs,
    stake,
    odds: parlay.totalAmericanOdds,
    potentialPayout: roundCents(stake * decimal),
    winsWhen: `All ${parlay.legs.length} legs win`,
    hitProbability: Math.round(parlay.impliedProbability * 1000) / 10,
  };
}

/** Two picks that can both win (or both lose): the same line, or two lines no conflict rule forbids. */
function compatible(a: BettingLine, b: BettingLine): boolean {
  return lineKey(a) === lineKey(b) || !conflicts([a, b]);
}

/** Can every bet lose at once? One losing leg per bet, no two of them a pair where exactly one must win. */
function allCanLose(bets: readonly StrategyBet[]): boolean {
  const choose = (index: number, losers: BettingLine[]): boolean => {
    const bet = bets[index];
    if (!bet) return true;
    return bet.legs.some((leg) => {
      const line = lineOf(leg);
      return losers.every((other) => compatible(other, line)) && choose(index + 1, [...losers, line]);
    });
  };
  return choose(0, []);
}

/** The best total payout of bets that can all win together (their legs conflict-free as one set). */
function bestTogether(bets: readonly StrategyBet[]): number {
  let best = 0;
  for (let mask = 1; mask < 1 << bets.length; mask++) {
    const chosen = bets.filter((_, i) => (mask & (1 << i)) !== 0);
    const legs = chosen.flatMap((bet) => bet.legs.map(lineOf));
    if (!legs.every((a, i) => legs.every((b, j) => j <= i || compatible(a, b)))) continue;
    best = Math.max(best, chosen.reduce((sum, bet) => sum + bet.potentialPayout, 0));
  }
  return best;
}

export function localStrategy(parlays: readonly GeneratedParlay[], input: LocalStrategyInput): LocalStrategyResult | null {
  const bets = parlays.slice(0, STRATEGY_BET_COUNT).map((parlay) => betOf(parlay, input.targetProfit, input.maxRisk));
  if (bets.length === 0) return null;
  const requiredStake = roundCents(bets.reduce((sum, bet) => sum + bet.stake, 0));
  const guaranteedMinReturn = allCanLose(bets) ? 0 : Math.min(...bets.map((bet) => bet.potentialPayout));
  const maxProfit = roundCents(bestTogether(bets) - requiredStake);
  const noneHits = bets.reduce((product, bet) => product * (1 - bet.hitProbability / 100), 1);
  return {
    requiredStake,
    guaranteedMinReturn,
    guaranteedProfit: roundCents(guaranteedMinReturn - requiredStake),
    maxProfit,
    bets,
    profitMargin: requiredStake > 0 ? Math.round((maxProfit / requiredStake) * 1000) / 10 : 0,
    feasible: requiredStake <= input.maxRisk,
    breakEvenGuaranteed: guaranteedMinReturn >= requiredStake,
    strategyName: bets.length === 1 ? 'Single Target Parlay' : `Target Spread (${bets.length} parlays)`,
    // The chance that at least one bet hits, treating the bets as independent (they may share legs).
    riskLevel: parlayRiskLevel((1 - noneHits) * 100),
  };
}

export function generateLocally(lines: readonly BettingLine[], input: LocalStrategyInput): LocalGeneration {
  const parlays = localParlays(lines, input);
  return { parlays, strategy: localStrategy(parlays, input) };
}
