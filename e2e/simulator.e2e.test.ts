import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { horizontalOverflow, pageErrors, screenshot, useBrowser } from './browser.ts';

const e2e = useBrowser();

async function chooseTeam(page: Page, label: string, team: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).fill(team.split(' ')[0] ?? team);
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: new RegExp(`^${team}`) }).click();
}

const playCount = (page: Page) => page.getByRole('log', { name: 'Play-by-Play' }).locator('li').count();

describe('Simple Football Simulator in Chromium (docs/product/simulator.md)', () => {
  it("plays a game to 'Game Over!' on a fake clock", async () => {
    const page = await e2e.newSignedInPage();
    const errors = pageErrors(page);
    await page.clock.install();
    await page.goto('/live-simulation');
    await page.getByRole('heading', { name: 'Simple Football Simulator' }).waitFor();
    await page.getByRole('combobox', { name: 'Home Team', exact: true }).fill('zzzz');
    await page.getByText('No teams found.', { exact: true }).waitFor();
    // START before both teams are chosen only says so (and brings the page's toasts in while the clock still runs).
    await page.getByRole('button', { name: 'START GAME' }).click();
    await page.getByText('Please select both home and away teams', { exact: true }).waitFor();
    await chooseTeam(page, 'Home Team', 'Kansas City Chiefs');
    await chooseTeam(page, 'Away Team', 'Buffalo Bills');
    await page.getByLabel('Seed (optional)').fill('2026');
    // The installed clock still runs at the real pace: stopped here (and moved on by hand, less than the 200 ms to
    // the first play, for the start's own timers), the first play cannot come before the start's clock is read,
    // however slow the machine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.getByRole('button', { name: 'START GAME' }).click();
    await page.clock.runFor(100);

    await page.getByText('Game Started!', { exact: true }).waitFor();
    await page.getByText('LIVE', { exact: true }).waitFor();
    expect(await page.getByLabel('Game clock').textContent()).toBe('15:00');
    await page.getByText('Waiting for game plays...', { exact: true }).waitFor();
    await page.clock.runFor(100);
    await expect.poll(() => playCount(page)).toBe(1);
    await page.clock.runFor(3000);
    await expect.poll(() => playCount(page)).toBe(2);

    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByText('PAUSED', { exact: true }).waitFor();
    await page.clock.runFor(30_000);
    expect(await playCount(page)).toBe(2);
    await page.getByRole('button', { name: 'Resume' }).click();

    // About 185 plays at 3 s. One play at a time, so the 'Game Over!' toast (shown 5 s) is still up when the
    // game ends rather than timed out by the rest of a long fast-forward.
    for (let play = 0; play < 400 && (await page.getByText('FINAL', { exact: true }).count()) === 0; play++) {
      await page.clock.runFor(3000);
    }
    await page.getByText('Game Over!', { exact: true }).waitFor();
    await page.getByText(/^Final score: Kansas City Chiefs \d+ - Buffalo Bills \d+$/).waitFor();
    await page.getByText('FINAL', { exact: true }).waitFor();
    expect(await page.getByLabel('Game clock').textContent()).toBe('0:00');
    expect(await playCount(page)).toBe(20);
    expect(await page.getByRole('log', { name: 'Game Events' }).locator('li').count()).toBeGreaterThan(0);
    await screenshot(page, 'simulator-game-over');

    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('button', { name: 'START GAME' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('fits 390 px and 320 px phones with no horizontal scroll, before and during a game', async () => {
    for (const width of [390, 320]) {
      const page = await e2e.newSignedInPage(width);
      await page.goto('/simple-simulation');
      await page.getByRole('button', { name: 'START GAME' }).click();
      await page.getByText('Missing Teams', { exact: true }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await chooseTeam(page, 'Home Team', 'Kansas City Chiefs');
      await chooseTeam(page, 'Away Team', 'Buffalo Bills');
      await page.getByRole('button', { name: '4×' }).click();
      await page.getByRole('button', { name: 'START GAME' }).click();
      await expect.poll(() => playCount(page), { timeout: 60_000 }).toBeGreaterThan(2);
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `simulator-${width}`);
      await page.context().close();
    }
  });
});
