/**
 * A bet slip's wager, to-win and parlay price, checked against its legs: the product of the legs'
 * decimal prices against the parlay's, and the wager times the price against the to-win. Books round prices
 * and cents, so each check allows a little slack.
 */
import { americanToDecimal } from '../odds/convert.ts';

export interface SlipSummary {
  legs: number;
  wager?: number;
  /** The profit the slip shows (a payout label is read as wager plus profit and turned into this). */
  toWin?: number;
  parlayOdds?: number;
  /** False when the legs' prices give another parlay price than the slip shows. */
  oddsAgree?: boolean;
  /** False when the wager at the parlay price gives another to-win than the slip shows. */
  toWinAgrees?: boolean;
}

/** A parlay price within 1.5 % (decimal) of the legs' product: books round each leg and the total. */
const ODDS_SLACK = 0.015;
/** A to-win within 1 % or 5 cents of the wager at the price. */
const MONEY_SLACK = 0.01;

export function checkSlip(summary: Omit<SlipSummary, 'oddsAgree' | 'toWinAgrees'>, legOdds: readonly number[]): SlipSummary {
  const checked: SlipSummary = { ...summary };
  const product = legOdds.reduce((total, odds) => total * americanToDecimal(odds), 1);
  if (summary.parlayOdds !== undefined && legOdds.length > 0) {
    checked.oddsAgree = Math.abs(americanToDecimal(summary.parlayOdds) / product - 1) <= ODDS_SLACK;
  }
  if (summary.wager !== undefined && summary.toWin !== undefined) {
    const decimal = summary.parlayOdds !== undefined ? americanToDecimal(summary.parlayOdds) : legOdds.length > 0 ? product : undefined;
    if (decimal !== undefined) {
      const expected = summary.wager * (decimal - 1);
      checked.toWinAgrees = Math.abs(expected - summary.toWin) <= Math.max(0.05, expected * MONEY_SLACK);
    }
  }
  return checked;
}
