/**
 * Two-way moneyline arbitrage across a slate (spec 2 §3 "Arbitrage opportunity", §4 "Slate builder").
 *
 * The spec's screen fabricates random opportunities; Playbook computes real ones (DESIGN.md). Entries for
 * the same matchup (the same two teams in either order, on the same date) from different sportsbooks are
 * pooled; the best home and best away price are taken; when 1/d(home) + 1/d(away) < 1, staking the total
 * in proportion to 1/d returns more than the total whichever team wins. Only "Two-Way Arbitrage" can come
 * out of moneylines, so the spec's "Three-Way Hedge" type never does.
 */
import { americanToDecimal, isValidAmericanOdds } from '../odds/convert.ts';
import type { AmericanOdds } from '../odds/convert.ts';
import { apportionCents, centsFromDollars, dollarsFromCents } from '../hedge/cents.ts';
import type { SlateGame } from './slate-game.ts';

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
}

/** Team names match case-insensitively with collapsed whitespace (spec 3 §5). */
function teamKey(team: string): string {
  return team.trim().replace(/\s+/g, ' ').toLowerCase();
}

interface Quote {
  odds: AmericanOdds;
  decimal: number;
  sportsbook: string | undefined;
}

interface Matchup {
  key: string;
  homeTeam: string;
  awayTeam: string;
  gameDate: string;
  bestHome: Quote | undefined;
  bestAway: Quote | undefined;
}

/** Keeps the higher decimal price; on a tie the quote seen first stays. */
function better(
  current: Quote | undefined,
  odds: number | undefined,
  sportsbook: string | undefined,
): Quote | undefined {
  if (odds === undefined || !isValidAmericanOdds(odds)) return current;
  const decimal = americanToDecimal(odds);
  return current === undefined || decimal > current.decimal ? { odds, decimal, sportsbook } : current;
}

function groupMatchups(games: readonly SlateGame[]): Matchup[] {
  const matchups = new Map<string, Matchup>();
  for (const game of games) {
    const date = game.gameDate.trim();
    const [first, second] = [teamKey(game.homeTeam), teamKey(game.awayTeam)].sort();
    const key = `${date}|${first ?? ''}|${second ?? ''}`;
    let matchup = matchups.get(key);
    if (matchup === undefined) {
      // The first entry seen decides which team is home in the report.
      matchup = {
        key,
        homeTeam: game.homeTeam,
        awayTeam: game.awayTeam,
        gameDate: date,
        bestHome: undefined,
        bestAway: undefined,
      };
      matchups.set(key, matchup);
    }
    const sameOrder = teamKey(game.homeTeam) === teamKey(matchup.homeTeam);
    const priceOfReportHome = sameOrder ? game.homeMoneyline : game.awayMoneyline;
    const priceOfReportAway = sameOrder ? game.awayMoneyline : game.homeMoneyline;
    matchup.bestHome = better(matchup.bestHome, priceOfReportHome, game.sportsbook);
    matchup.bestAway = better(matchup.bestAway, priceOfReportAway, game.sportsbook);
  }
  return [...matchups.values()];
}

function opportunityFor(
  matchup: Matchup,
  home: Quote,
  away: Quote,
  totalCents: number,
): SlateArbitrageOpportunity | undefined {
  const sum = 1 / home.decimal + 1 / away.decimal;
  if (sum >= 1) return undefined;
  const [homeCents = 0, awayCents = 0] = apportionCents(totalCents, [1 / home.decimal, 1 / away.decimal]);
  const leg = (side: 'home' | 'away', team: string, quote: Quote, cents: number): SlateArbitrageLeg => ({
    side,
    team,
    ...(quote.sportsbook === undefined ? {} : { sportsbook: quote.sportsbook }),
    odds: quote.odds,
    stake: dollarsFromCents(cents),
    payout: dollarsFromCents(Math.floor(cents * quote.decimal + 1e-9)),
  });
  const legs = [leg('home', matchup.homeTeam, home, homeCents), leg('away', matchup.awayTeam, away, awayCents)];
  const profitCents = Math.min(...legs.map((l) => centsFromDollars(l.payout))) - totalCents;
  // A margin thinner than the cent rounding of the stakes is no arbitrage one can actually place.
  if (profitCents <= 0) return undefined;
  return {
    id: `arb:${matchup.key}`,
    homeTeam: matchup.homeTeam,
    awayTeam: matchup.awayTeam,
    gameDate: matchup.gameDate,
    opportunityType: 'Two-Way Arbitrage',
    feasible: true,
    expectedProfit: dollarsFromCents(profitCents),
    totalStakeRequired: dollarsFromCents(totalCents),
    sumOfInverseReturns: sum,
    profitMarginPercent: Math.round((profitCents / totalCents) * 10_000) / 100,
    legs,
  };
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
  const matchups = groupMatchups(games);
  const opportunities: SlateArbitrageOpportunity[] = [];
  let matchupsChecked = 0;
  for (const matchup of matchups) {
    if (matchup.bestHome === undefined || matchup.bestAway === undefined) continue;
    matchupsChecked++;
    const opportunity = opportunityFor(matchup, matchup.bestHome, matchup.bestAway, totalCents);
    if (opportunity !== undefined) opportunities.push(opportunity);
  }
  opportunities.sort((a, b) => b.expectedProfit - a.expectedProfit || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { opportunities, matchupsFound: matchups.length, matchupsChecked };
}
