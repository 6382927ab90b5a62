/**
 * Grading a tracked leg from its game's final score (ADR 050), by the books' usual rules: the final
 * score counts overtime; a whole-number spread or total landing exactly is a push (stake back); a moneyline on a
 * tied game is a push (a two-way price has no draw); a postponed or canceled game voids the leg.
 */

export const LEG_MARKETS = ['moneyline', 'spread', 'total'] as const;
export type LegMarket = (typeof LEG_MARKETS)[number];

/** The side a leg takes: a team for a moneyline or spread, over or under for a total. */
export const LEG_PICKS = ['home', 'away', 'over', 'under'] as const;
export type LegPick = (typeof LEG_PICKS)[number];

export const LEG_RESULTS = ['won', 'lost', 'push', 'void'] as const;
export type LegResult = (typeof LEG_RESULTS)[number];

export interface GradableLeg {
  market: LegMarket;
  pick: LegPick;
  /** The spread the picked team gets (-3.5), or the total's points; null for a moneyline. */
  point: number | null;
}

/** What a stored game says about its legs: still open, played to a final score, or called off. */
export type GameOutcome = { kind: 'open' } | { kind: 'final'; homeScore: number; awayScore: number } | { kind: 'void' };

const resultOfMargin = (margin: number): LegResult => (margin > 0 ? 'won' : margin < 0 ? 'lost' : 'push');

/** The leg's result, or null while its game is open or when the leg cannot be graded (a team pick on a total). */
export function gradeLeg(leg: GradableLeg, outcome: GameOutcome): LegResult | null {
  if (outcome.kind === 'open') return null;
  if (outcome.kind === 'void') return 'void';
  const { homeScore, awayScore } = outcome;
  if (leg.market === 'total') {
    if (leg.point === null || (leg.pick !== 'over' && leg.pick !== 'under')) return null;
    const over = homeScore + awayScore - leg.point;
    return resultOfMargin(leg.pick === 'over' ? over : -over);
  }
  if (leg.pick !== 'home' && leg.pick !== 'away') return null;
  const margin = leg.pick === 'home' ? homeScore - awayScore : awayScore - homeScore;
  if (leg.market === 'moneyline') return resultOfMargin(margin);
  return leg.point === null ? null : resultOfMargin(margin + leg.point);
}
