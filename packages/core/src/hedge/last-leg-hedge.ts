/**
 * Last-leg hedge calculator (docs/product/profit-target.md "Last-Leg Hedge Calculator").
 *
 * A parlay is alive on its last leg; the user can bet the other side of that leg at `hedgeOdds`.
 * With W the parlay's net win, S its stake, h the hedge stake and d the hedge's decimal odds:
 *   parlay wins  → W − h            (the hedge loses)
 *   parlay loses → h × (d − 1) − S  (the hedge wins)
 * Figures are the exact solution rounded once to cents.
 */
import { americanToDecimal, isValidAmericanOdds } from '../odds/convert.ts';
import type { AmericanOdds } from '../odds/convert.ts';
import { roundToCents } from './cents.ts';

export interface LastLegHedgeRequest {
  parlayStake: number;
  parlayPayout: number;
  /** True when parlayPayout includes the stake (gross), false when it is the net win. */
  isGrossPayout: boolean;
  hedgeOdds: AmericanOdds;
}

export interface HedgeScenario {
  hedge: number;
  netProfit: number;
}

export interface LastLegHedgeResult {
  breakEvenHedge: number;
  equalProfitHedge: number;
  optimalHedge: number;
  feasible: boolean;
  scenarios: { parlayWins: HedgeScenario[]; parlayLoses: HedgeScenario[] };
}

/** docs/product/arbitrage-and-hedging.md hedge defaults: stake 10, payout 500, gross payout on, odds -110. */
export const LAST_LEG_HEDGE_DEFAULTS = {
  parlayStake: 10,
  parlayPayout: 500,
  isGrossPayout: true,
  hedgeOdds: -110,
} as const satisfies LastLegHedgeRequest;

/** Warning and success titles of docs/product/arbitrage-and-hedging.md "Last-leg hedge". */
export const LAST_LEG_HEDGE_LIMITED_TITLE = 'Limited Hedge Options';
export const LAST_LEG_HEDGE_PERFECT_TITLE = 'Perfect Hedge Available!';

/** Scenario rows: no hedge, the break-even and equal-profit hedges, and these fractions of the latter. */
const SCENARIO_FRACTIONS = [0.25, 0.5, 0.75, 1.25, 1.5] as const;

// Zero amounts are accepted (the screen sends 0 for unparsable input), and so is a gross payout below the
// stake: such a parlay simply has no profitable hedge.
function validate(request: LastLegHedgeRequest): void {
  const { parlayStake, parlayPayout, hedgeOdds } = request;
  if (!Number.isFinite(parlayStake) || parlayStake < 0) {
    throw new RangeError(`Parlay stake must be a number of at least 0, got ${parlayStake}`);
  }
  if (!Number.isFinite(parlayPayout) || parlayPayout < 0) {
    throw new RangeError(`Parlay payout must be a number of at least 0, got ${parlayPayout}`);
  }
  if (!isValidAmericanOdds(hedgeOdds)) {
    throw new RangeError(`Hedge odds must be American odds at or beyond ±100, got ${hedgeOdds}`);
  }
}

/**
 * break-even: the hedge whose win returns the parlay stake plus itself, h × d = S + h, so h = S / (d − 1)
 *   (if the parlay loses, nothing is lost).
 * equal-profit: W − h = h(d − 1) − S, so h = (W + S) / d; both outcomes then net W − h.
 * feasible: that equal profit is above 0, i.e. a hedge can lock in a profit whatever happens (a locked
 *   result of exactly 0 is a break-even, not a profit).
 * optimal (our recommendation): the equal-profit hedge when feasible, the best guaranteed result; else
 *   no hedge (0), because the equal split would only turn the bet into a certain loss, and a hedge at
 *   bookmaker odds costs expected value.
 */
export function lastLegHedge(request: LastLegHedgeRequest): LastLegHedgeResult {
  validate(request);
  const stake = request.parlayStake;
  const netWin = request.isGrossPayout ? request.parlayPayout - stake : request.parlayPayout;
  const decimal = americanToDecimal(request.hedgeOdds);

  const breakEven = stake / (decimal - 1);
  const equal = (netWin + stake) / decimal;
  const equalProfit = netWin - equal;
  const feasible = roundToCents(equalProfit) > 0;
  const optimal = feasible ? equal : 0;

  // The named hedges come first so that, when two candidates round to the same cent, theirs is kept.
  const candidates = [equal, breakEven, 0, ...SCENARIO_FRACTIONS.map((fraction) => equal * fraction)];
  const byCents = new Map<number, number>();
  for (const hedge of candidates) {
    const shown = roundToCents(hedge);
    if (!byCents.has(shown)) byCents.set(shown, hedge);
  }
  const rows = [...byCents].sort(([a], [b]) => a - b);
  const parlayWins = rows.map(([shown, hedge]) => ({ hedge: shown, netProfit: roundToCents(netWin - hedge) }));
  const parlayLoses = rows.map(([shown, hedge]) => ({
    hedge: shown,
    // For the equal-profit hedge both lines are the same number; using it avoids a cent of float noise.
    netProfit: roundToCents(hedge === equal ? equalProfit : hedge * (decimal - 1) - stake),
  }));

  return {
    breakEvenHedge: roundToCents(breakEven),
    equalProfitHedge: roundToCents(equal),
    optimalHedge: roundToCents(optimal),
    feasible,
    scenarios: { parlayWins, parlayLoses },
  };
}
