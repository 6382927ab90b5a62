/**
 * Two-way moneyline arbitrage across a slate (docs/product/slate-analyzer.md "Arbitrage opportunity").
 *
 * The screen's first description made opportunities up at random; Playbook computes real ones (docs/product/README.md). Entries for
 * the same matchup (the same two teams in either order, on the same date) from different sportsbooks are
 * pooled; the best home and best away price are taken; when 1/d(home) + 1/d(away) < 1, staking the total
 * in proportion to 1/d returns more than the total whichever team wins. Only "Two-Way Arbitrage" can come
 * out of moneylines, so the "Three-Way Hedge" type never does.
 */
import type { AmericanOdds } from '../odds/convert.ts';
import { centsFromDollars, dollarsFromCents } from '../hedge/cents.ts';
import { twoWaySplit } from '../markets/two-way-arbitrage.ts';
import type { SlateGame } from './slate-game.ts';
import { marketHold, type SlateMarketHold } from './slate-market-hold.ts';
import { groupSlateMatchups, type SlateMatchup, type SlateQuote } from './slate-matchups.ts';

export const SLATE_ARBITRAGE_TYPES = ['Two-Way Arbitrage', 'Three-Way Hedge'] as const;
export type SlateArbitrageType = (typeof SLATE_ARBITRAGE_TYPES)[number];
export const SLATE_ARBITRAGE_DEFAULT_STAKE = 1000;

export interface SlateArbitrageLeg {
  side: 'home' | 'away';
  team: string;
  sportsbook?: string;
  odds: AmericanOdds;
  stake: number;
  /** Gross return of the stake if this team wins, rounded down to the cent as bookmakers pay. */
  payout: number;
}

export interface SlateArbitrageOpportunity {
  id: string;
  homeTeam: string;
  awayTeam: string;
  gameDate: string;
  opportunityType: SlateArbitrageType;
  feasible: boolean;
  /** The guaranteed profit: the smaller payout minus the total stake. */
  expectedProfit: number;
  totalStakeRequired: number;
  sumOfInverseReturns: number;
  /** expectedProfit as a percentage of totalStakeRequired, 2 decimals. */
  profitMarginPercent: number;
  legs: SlateArbitrageLeg[];
}

export interface SlateArbitrageReport {
  /** Best first: highest expected profit, then id. */
  opportunities: SlateArbitrageOpportunity[];
  /** Distinct matchups on the slate. */
  matchupsFound: number;
  /** Matchups with a valid moneyline on both sides, the ones that could be checked for arbitrage. */
  matchupsChecked: number;
  /** The checked matchups without an arbitrage, lowest hold (closest to one) first. */
  holds: SlateMarketHold[];
}

function opportunityFor(
  matchup: SlateMatchup,
  home: SlateQuote,
  away: SlateQuote,
  totalCents: number,
): SlateArbitrageOpportunity | undefined {
  const split = twoWaySplit(totalCents, [home.decimal, away.decimal]);
  // A margin thinner than the cent rounding of the stakes (or no margin at all) is no arbitrage one can place.
  if (split.sumOfInverseReturns >= 1 || split.profitCents <= 0) return undefined;
  const leg = (side: 'home' | 'away', team: string, quote: SlateQuote, index: 0 | 1): SlateArbitrageLeg => ({
    side,
    team,
    ...(quote.sportsbook === undefined ? {} : { sportsbook: quote.sportsbook }),
    odds: quote.odds,
    stake: dollarsFromCents(split.stakeCents[index]),
    payout: dollarsFromCents(split.payoutCents[index]),
  });
  return {
    id: `arb:${matchup.key}`,
    homeTeam: matchup.homeTeam,
    awayTeam: matchup.awayTeam,
    gameDate: matchup.gameDate,
    opportunityType: 'Two-Way Arbitrage',
    feasible: true,
    expectedProfit: dollarsFromCents(split.profitCents),
    totalStakeRequired: dollarsFromCents(totalCents),
    sumOfInverseReturns: split.sumOfInverseReturns,
    profitMarginPercent: Math.round((split.profitCents / totalCents) * 10_000) / 100,
    legs: [leg('home', matchup.homeTeam, home, 0), leg('away', matchup.awayTeam, away, 1)],
  };
}

function byId(a: { id: string }, b: { id: string }): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Finds every matchup on the slate whose best prices guarantee a profit on `totalStake` (default $1000). */
export function findArbitrage(
  games: readonly SlateGame[],
  { totalStake = SLATE_ARBITRAGE_DEFAULT_STAKE }: { totalStake?: number } = {},
): SlateArbitrageReport {
  if (!Number.isFinite(totalStake) || totalStake <= 0) {
    throw new RangeError(`Total stake must be a positive amount, got ${totalStake}`);
  }
  const totalCents = centsFromDollars(totalStake);
  if (totalCents <= 0) throw new RangeError(`Total stake must be at least a cent, got ${totalStake}`);
  const matchups = groupSlateMatchups(games);
  const opportunities: SlateArbitrageOpportunity[] = [];
  const holds: SlateMarketHold[] = [];
  let matchupsChecked = 0;
  for (const matchup of matchups) {
    const { bestHome: home, bestAway: away } = matchup;
    if (home === undefined || away === undefined) continue;
    matchupsChecked++;
    const opportunity = opportunityFor(matchup, home, away, totalCents);
    if (opportunity !== undefined) {
      opportunities.push(opportunity);
      continue;
    }
    const sum = 1 / home.decimal + 1 / away.decimal;
    const { homeTeam, awayTeam, gameDate } = matchup;
    const holdPercent = Math.round(marketHold(sum) * 10_000) / 100;
    holds.push({ id: `hold:${matchup.key}`, homeTeam, awayTeam, gameDate, home, away, sumOfInverseReturns: sum, holdPercent: holdPercent || 0 });
  }
  opportunities.sort((a, b) => b.expectedProfit - a.expectedProfit || byId(a, b));
  holds.sort((a, b) => a.sumOfInverseReturns - b.sumOfInverseReturns || byId(a, b));
  return { opportunities, matchupsFound: matchups.length, matchupsChecked, holds };
}
