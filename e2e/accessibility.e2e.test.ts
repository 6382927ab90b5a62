import { describe, expect, it } from 'vitest';
import { settle, violations } from './axe.ts';
import { useBrowser } from './browser.ts';
import { sweepRoutes } from './route-sweep.ts';
import { SIGNED_IN_ROUTES } from './signed-in-routes.ts';

const e2e = useBrowser();

/** Every signed-in route and the not-found page (an axe check of every route). */
const ROUTES = [...SIGNED_IN_ROUTES, '/no-such-page'];

// The 390 px pass runs inside the layout sweep (layout.e2e.test.ts), which visits every route at that width anyway.
describe('accessibility: axe-core on every signed-in route (WCAG 2.1 AA)', () => {
  it.each([1280])('finds no violation on any route at %i px', { timeout: 600_000 }, async (width) => {
    const page = await e2e.newSignedInPage(width);
    const found = await sweepRoutes(page, ROUTES, async (tab, route) => {
      await settle(tab);
      return (await violations(tab)).map((violation) => `${route} ${violation}`);
    });
    expect(found.flat()).toEqual([]);
    await page.context().close();
  });
});
