// Test-only tracker answers with a leg whose close its source did not confirm before kick-off (ADR 035): the web unit
// test renders them, the e2e test serves them in place of the demo season's (which never leaves a source out). Under
// its own export ("@playbook/contracts/testing/unconfirmed-close-fixtures"), like the watchlist's fixtures.
import { closingLineValue, parlayStatistics } from '@playbook/core';
import type { ParlayHistoryItem, ParlayHistoryLeg, ParlayPerformance } from '../parlays.ts';

/** A leg on The Odds API's line of a game that kicked off while The Odds API was left out. */
export const unconfirmedLeg: ParlayHistoryLeg = {
  game: 'Buffalo Bills @ Houston Texans',
  selection: 'HOU +2.5',
  odds: -105,
  type: 'spread',
  lineId: 21,
  closingOdds: -110,
  clv: closingLineValue(-105, -110),
  unconfirmedCloseSource: 'odds-api',
};

/** A leg whose close stands. */
export const confirmedLeg: ParlayHistoryLeg = {
  ...unconfirmedLeg,
  game: 'Philadelphia Eagles @ Kansas City Chiefs',
  selection: 'KC -3',
  odds: -115,
  lineId: 22,
  closingOdds: -127,
  clv: closingLineValue(-115, -127),
  unconfirmedCloseSource: null,
};

/** A pending parlay of `legs` with the average the server answers for them: over the confirmed closes only. */
export function parlayWithLegs(legs: ParlayHistoryLeg[], averageClv: number | null): ParlayHistoryItem {
  return {
    id: 1,
    status: 'pending',
    category: 'standard',
    source: 'generated',
    numLegs: legs.length,
    totalOdds: 264,
    impliedProbability: 0.27,
    parlayDescription: legs.map((leg) => `${leg.selection} (${leg.game})`).join(' + '),
    generatedAt: new Date().toISOString(),
    stakeAmount: 10,
    potentialPayout: 36.4,
    targetProfit: null,
    actualPayout: null,
    notes: null,
    gameDate: null,
    settledAt: null,
    legs,
    averageClv,
  };
}

/** A performance answer with nothing settled and the given CLV figures. */
export function performanceWithClv(clv: Pick<ParlayPerformance, 'averageClv' | 'clvLegCount' | 'unconfirmedClvLegCount'>): ParlayPerformance {
  return { ...parlayStatistics([]), ...clv, roiByCategory: [], roiByLegCount: [], profitOverTime: [] };
}
