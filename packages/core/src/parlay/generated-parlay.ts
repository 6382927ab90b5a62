/**
 * docs/product/profit-target.md "Generated parlay": one combination of lines priced against the profit target and risk budget.
 */
import { decimalToAmerican, parlayDecimalOdds } from '../odds/convert.ts';
import { seedFromText } from '../random.ts';
import { legFromLine } from './betting-line.ts';
import type { BettingLine, ParlayLeg } from './betting-line.ts';
import { parlayCategory } from './parlay-category.ts';
import type { ParlayCategory } from '../tracker/tracked-parlay.ts';
import { parseSelection } from './parse-selection.ts';
import { gameIdentity } from './team-identity.ts';
import { assertPositiveAmount, roundCents, stakeCap, stakeUnderCap } from './stake-for-target.ts';

export interface ParlayTarget {
  /** The daily profit target in dollars. */
  targetProfit: number;
  /** The risk budget (max risk tolerance) in dollars. */
  maxRisk: number;
}

export interface GeneratedParlay {
  id: string;
  parlayDescription: string;
  legs: ParlayLeg[];
  totalAmericanOdds: number;
  /** A fraction 0-1: the product of the legs' implied probabilities, i.e. 1 / combined decimal odds. */
  impliedProbability: number;
  requiredStake: number;
  actualProfit: number;
  /** actualProfit - targetProfit: 0 or a few cents above when the stake is uncapped, negative when capped. */
  profitDifference: number;
  category: ParlayCategory;
  /** Set (true) when two or more legs are of one game: a same-game parlay, whose legs may be related. */
  sameGame?: true;
}

export interface ParlayPricing {
  totalAmericanOdds: number;
  requiredStake: number;
  actualProfit: number;
  profitDifference: number;
  /** docs/product/profit-target.md: kept only when the needed (uncapped) stake does not exceed the risk budget. */
  withinBudget: boolean;
  category: ParlayCategory;
}

/**
 * A pricer for one target and budget, checked once: the search prices millions of combinations, so the
 * per-call work is plain arithmetic (the same as stakeForDecimalOdds) on prices it knows to be above 1.
 */
export function createParlayPricer(target: ParlayTarget): (decimalOdds: number) => ParlayPricing {
  const { targetProfit, maxRisk } = target;
  assertPositiveAmount(targetProfit, 'Target profit');
  const cap = stakeCap(maxRisk);
  return (decimalOdds) => {
    const { stake, profit: actualProfit, neededStake } = stakeUnderCap(decimalOdds, targetProfit, cap);
    const totalAmericanOdds = decimalToAmerican(decimalOdds);
    return {
      totalAmericanOdds,
      requiredStake: stake,
      actualProfit,
      profitDifference: roundCents(actualProfit - targetProfit),
      withinBudget: neededStake <= maxRisk,
      category: parlayCategory(totalAmericanOdds, stake),
    };
  };
}

export function parlayPricing(decimalOdds: number, target: ParlayTarget): ParlayPricing {
  if (!Number.isFinite(decimalOdds) || decimalOdds <= 1) {
    throw new RangeError(`Decimal odds must be greater than 1, got ${decimalOdds}`);
  }
  return createParlayPricer(target)(decimalOdds);
}

/** 'KC -3.5 + Over 47.5 (KC @ BUF)': a total names no team, so its game is added. */
export function parlayDescription(lines: readonly BettingLine[]): string {
  return lines
    .map((line) => {
      const kind = parseSelection(line.description).kind;
      return kind === 'spread' || kind === 'moneyline' ? line.description : `${line.description} (${line.game})`;
    })
    .join(' + ');
}

/**
 * A stable id from the legs' content (not their position in the input), so that the same parlay has the same
 * id in every list and every run: two 32-bit FNV hashes of the legs' text.
 */
export function parlayId(lines: readonly BettingLine[]): string {
  const text = lines.map((line) => `${line.game}|${line.description}|${line.odds}`).join('\n');
  const reversed = [...text].reverse().join('');
  return `parlay-${lines.length}-${seedFromText(text).toString(36)}${seedFromText(reversed).toString(36)}`;
}

/** Whether two or more of the lines are of one game (team order and names as the conflict rules read them). */
export function isSameGame(lines: readonly { game: string }[]): boolean {
  const games = new Set(lines.map((line) => gameIdentity(line.game).key));
  return games.size < lines.length;
}

/** Builds the parlay of these lines in their given order; `decimalOdds` defaults to their product. */
export function generatedParlay(
  lines: readonly BettingLine[],
  target: ParlayTarget,
  decimalOdds = parlayDecimalOdds(lines.map((line) => line.odds)),
): GeneratedParlay {
  const pricing = parlayPricing(decimalOdds, target);
  return {
    id: parlayId(lines),
    parlayDescription: parlayDescription(lines),
    legs: lines.map(legFromLine),
    totalAmericanOdds: pricing.totalAmericanOdds,
    impliedProbability: 1 / decimalOdds,
    requiredStake: pricing.requiredStake,
    actualProfit: pricing.actualProfit,
    profitDifference: pricing.profitDifference,
    category: pricing.category,
    ...(isSameGame(lines) ? { sameGame: true as const } : {}),
  };
}
