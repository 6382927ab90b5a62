import { describe, expect, it } from 'vitest';
import { closingLineValue, parlayStatistics } from '@playbook/core';
import type { ParlayHistoryItem, ParlayHistoryLeg, ParlayPerformance } from '@playbook/contracts';
import { horizontalOverflow, pageErrors, screenshot, useBrowser } from './browser.ts';

const e2e = useBrowser();

const stale: ParlayHistoryLeg = {
  game: 'Buffalo Bills @ Houston Texans',
  selection: 'HOU +2.5',
  odds: -105,
  type: 'spread',
  lineId: 21,
  closingOdds: -110,
  clv: closingLineValue(-105, -110),
  unconfirmedCloseSource: 'odds-api',
};
const confirmed: ParlayHistoryLeg = {
  ...stale,
  game: 'Philadelphia Eagles @ Kansas City Chiefs',
  selection: 'KC -3',
  odds: -115,
  lineId: 22,
  closingOdds: -127,
  clv: closingLineValue(-115, -127),
  unconfirmedCloseSource: null,
};
const parlay: ParlayHistoryItem = {
  id: 1,
  status: 'pending',
  category: 'standard',
  source: 'generated',
  numLegs: 2,
  totalOdds: 264,
  impliedProbability: 0.27,
  parlayDescription: 'HOU +2.5 (Buffalo Bills @ Houston Texans) + KC -3 (Philadelphia Eagles @ Kansas City Chiefs)',
  generatedAt: new Date().toISOString(),
  stakeAmount: 10,
  potentialPayout: 36.4,
  targetProfit: null,
  actualPayout: null,
  notes: null,
  gameDate: null,
  settledAt: null,
  legs: [stale, confirmed],
  averageClv: confirmed.clv,
};
const performance: ParlayPerformance = {
  ...parlayStatistics([]),
  averageClv: confirmed.clv,
  clvLegCount: 1,
  unconfirmedClvLegCount: 1,
  roiByCategory: [],
  roiByLegCount: [],
  profitOverTime: [],
};

// ADR 035: the demo season never leaves a source out, so the tracker's answers are given here (the API test builds the
// real outage); the marks and wording come from the web build.
describe('the tracker marks a close its source did not confirm before kick-off', () => {
  it.each([390, 1280])('fitting a %i px screen', async (width) => {
    const page = await e2e.newSignedInPage(width);
    const errors = pageErrors(page);
    await page.route('**/api/parlays/history', (route) => route.fulfill({ json: [parlay] }));
    await page.route('**/api/parlays/performance', (route) => route.fulfill({ json: performance }));
    await page.goto('/parlay-tracker');
    const note = page.getByText('Close unconfirmed: The Odds API did not answer before kick-off');
    await note.waitFor();
    expect(await page.getByText('1 unconfirmed close left out', { exact: true }).count()).toBe(1);
    expect(await page.getByText('1 leg with a closing price · 1 unconfirmed close left out').count()).toBe(1);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, `unconfirmed-close-${width}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
