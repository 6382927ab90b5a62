import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { settle, violations } from './axe.ts';
import { horizontalOverflow, screenshot, useBrowser } from './browser.ts';
import { sweepRoutes } from './route-sweep.ts';
import { SIGNED_IN_ROUTES } from './signed-in-routes.ts';

const e2e = useBrowser();
const { baseURL } = e2e;


// docs/product/header-and-leagues.md links (full label names each link at every width) and the More menu's entries.
const HEADER_LINKS: [string, string][] = [
  ['GameHub', '/game-hub'],
  ['H2H Predictor', '/matchup'],
  ['Over/Under', '/over-under'],
  ['Prophet Target', '/profit-target'],
  ['Performance', '/parlay-tracker'],
];
const MENU_ITEMS: [string, string][] = [
  ['Dashboard', '/'],
  ['Upcoming Games Slate', '/live-game-slate'],
  ['Game Slate Analyzer', '/slate-analyzer'],
  ['Arbitrage & Hedging', '/arbitrage'],
  ['Success Predictor', '/success-predictor'],
  ['Watchlist & Favorites', '/watchlist'],
  ['Football Simulator', '/live-simulation'],
  ['Model Report', '/model'],
  ['Odds Board', '/odds'],
  ['+EV Bets', '/ev'],
  ['Arbitrage Scanner', '/scanner'],
];

const PREDICTOR_DIALOGS: [string, RegExp, string][] = [
  ['/matchup', /^Predict: /, 'Game Analysis'],
  ['/over-under', /^Get Prediction: /, 'Over/Under Prediction'],
];

/** Every header control lies fully inside the viewport, none cut off at the right edge. */
async function headerFits(page: Page, width: number): Promise<void> {
  // One look at the page for all of them (a round trip per control cost seconds over the sweep).
  const controls = await page.locator('header').first().evaluate((header) =>
    [...header.querySelectorAll('a, button')].map((control) => {
      const box = control.getClientRects().length > 0 ? control.getBoundingClientRect() : null;
      return { name: control.textContent ?? '', box: box && { x: box.x, right: box.right } };
    }),
  );
  expect(controls.length).toBeGreaterThan(8);
  for (const { name, box } of controls) {
    expect(box, name).not.toBeNull();
    if (box === null) continue;
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.right, name).toBeLessThanOrEqual(width);
  }
}

/** The phone width the accessibility check also covers in this pass (accessibility.e2e.test.ts covers 1280 px). */
const AXE_WIDTH = 390;

describe.each([320, 390])('the shared header and every screen at %i px', (width) => {
  it(`scrolls no page sideways and keeps the header inside the screen${width === AXE_WIDTH ? '; axe-core finds no WCAG 2.1 AA violation' : ''}`, { timeout: 600_000 }, async () => {
    const page = await e2e.newSignedInPage(width);
    const axeFound = await sweepRoutes(page, [...SIGNED_IN_ROUTES, '/no-such-page'], async (tab, path) => {
      await settle(tab);
      expect(await horizontalOverflow(tab), path).toBe(0);
      await headerFits(tab, width);
      return width === AXE_WIDTH ? (await violations(tab)).map((violation) => `${path} ${violation}`) : [];
    });
    expect(axeFound.flat()).toEqual([]);
    await page.goto('/');
    await settle(page);
    await screenshot(page, `header-${width}`);

    // The predictors' dialogs fit as well.
    for (const [path, button, dialog] of PREDICTOR_DIALOGS) {
      await page.goto(path);
      await page.getByRole('button', { name: button }).first().click();
      await page.getByRole('dialog', { name: dialog }).getByRole('button', { name: 'Close' }).last().waitFor();
      expect(await horizontalOverflow(page), dialog).toBe(0);
      const box = await page.getByRole('dialog', { name: dialog }).boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width, dialog).toBe(true);
    }
    await screenshot(page, `over-under-dialog-${width}`);
    await page.context().close();
  });

  it('reaches every screen from the header links and the More menu, by keyboard', async () => {
    const page = await e2e.newSignedInPage(width);
    await settle(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, path] of HEADER_LINKS) {
      await nav.getByRole('link', { name: label }).click();
      await page.waitForURL(`${baseURL}${path}`);
    }
    // A pointer resting over the menu would take the highlight back from the arrow keys: park it off the menu.
    await page.mouse.move(1, 899);
    for (const [label, path] of MENU_ITEMS) {
      const more = nav.getByRole('button', { name: 'More' });
      await more.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: 'More' });
      await menu.waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      // Polled: the menu zooms in from its trigger, and mid-animation its box can stick out for a frame.
      const inside = async (): Promise<boolean> => {
        const box = await menu.boundingBox();
        return (box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width;
      };
      await expect.poll(inside).toBe(true);
      if (label === 'Dashboard') await screenshot(page, `more-menu-${width}`);
      // Arrow keys to the entry (Radix focuses the first one on a keyboard open), Enter to follow it.
      const item = menu.getByRole('menuitem', { name: label, exact: true });
      const isFocused = () => item.evaluate((element) => element === document.activeElement);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
      // Radix moves the highlight a tick after each key, and a key pressed before that (no person is so quick) is
      // lost: each press waits for the highlight to move on. Should one still be lost, the bound ends the wait and
      // the next turn presses again (the highlight is checked after the loop).
      for (let step = 0; step < 3 * MENU_ITEMS.length && !(await isFocused()); step++) {
        const from = await page.evaluate(() => document.activeElement?.textContent ?? '');
        await page.keyboard.press('ArrowDown');
        await page.waitForFunction((before) => (document.activeElement?.textContent ?? '') !== before, from, { timeout: 5_000 }).catch(() => undefined);
      }
      expect(await isFocused()).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseURL}${path}`);
      await menu.waitFor({ state: 'detached' });
      await nav.waitFor();
    }
    await page.context().close();
  });
});
