/**
 * The parlay numbers of the product, defined once: generator constants (docs/product/profit-target.md) and the parlay analysis
 * breakpoints (docs/product/live-slate.md).
 */

/** docs/product/live-slate.md: lines per parlay, minimum 2, maximum 17. */
export const PARLAY_MIN_LEGS = 2;
export const PARLAY_MAX_LEGS = 17;

/** docs/product/profit-target.md: generator defaults (daily profit target 150, max risk 500, min legs 2, max legs 4). */
export const PROFIT_TARGET_DEFAULTS = { targetProfit: 150, maxRisk: 500, minLegs: 2, maxLegs: 4 } as const;
/** docs/product/profit-target.md: the min-legs select offers 2 to 4, the max-legs select 2 to 8. */
export const PARLAY_MIN_LEGS_OPTIONS: readonly number[] = [2, 3, 4];
export const PARLAY_MAX_LEGS_OPTIONS: readonly number[] = [2, 3, 4, 5, 6, 7, 8];

/** docs/product/profit-target.md: the optimal range of total American odds, +100 to +175 (both included). */
export const OPTIMAL_ODDS_MIN = 100;
export const OPTIMAL_ODDS_MAX = 175;
/** docs/product/profit-target.md: low risk means a stake under $50. */
export const LOW_RISK_STAKE_LIMIT = 50;
/** docs/product/profit-target.md: value bets are low-risk parlays with 3 to 4 legs. */
export const VALUE_BET_MIN_LEGS = 3;
export const VALUE_BET_MAX_LEGS = 4;
/** docs/product/profit-target.md: a parlay's stake is capped at one third of the risk budget. */
export const STAKE_BUDGET_SHARE = 1 / 3;
/** docs/product/profit-target.md: the screen lists the top 5 closest-to-target, high-probability and low-risk parlays. */
export const PARLAY_LIST_SHOWN = 5;
/**
 * Ours, not the product page's: how many parlays each categorized list keeps. 25 leaves room for the screen's top 5
 * and for its searchable, sortable optimal table without sending every combination.
 */
export const PARLAY_LIST_SIZE = 25;

/** docs/product/live-slate.md: a leg is likely at 65 or more, a toss-up at 45 or more, otherwise unlikely (percent). */
export const LEG_LIKELY_MIN = 65;
export const LEG_TOSS_UP_MIN = 45;
/** docs/product/live-slate.md: risk level by success probability (percent): Low ≥ 60, Medium ≥ 40, High ≥ 20, else Extreme. */
export const RISK_LOW_MIN = 60;
export const RISK_MEDIUM_MIN = 40;
export const RISK_HIGH_MIN = 20;
/** docs/product/live-slate.md: recommendation by expected value: Strong Buy > 0.2, Moderate Buy > 0, Neutral > -0.1, else Avoid. */
export const EV_STRONG_BUY_ABOVE = 0.2;
export const EV_MODERATE_BUY_ABOVE = 0;
export const EV_NEUTRAL_ABOVE = -0.1;
