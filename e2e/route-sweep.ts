import type { Page } from 'playwright-core';

/** How many tabs a sweep uses: a route's visit is mostly waiting for its data (ADR 072, amended). */
const TABS = 3;

/**
 * Visits every route in a full page load and answers `visit(page, route)` for each, in the routes' order. The
 * routes are shared out over `TABS` tabs of the page's browser context (same user, same width), each taking the
 * next route not yet visited when it is done with its last. Every visit runs to its end before a failure is
 * thrown, so no visit is left running after the test.
 */
export async function sweepRoutes<T>(page: Page, routes: readonly string[], visit: (tab: Page, route: string) => Promise<T>): Promise<T[]> {
  const extraTabs = await Promise.all(Array.from({ length: Math.min(TABS, routes.length) - 1 }, () => page.context().newPage()));
  const results: T[] = [];
  let next = 0;
  const work = async (tab: Page): Promise<void> => {
    while (next < routes.length) {
      const index = next++;
      const route = routes[index]!;
      await tab.goto(route);
      results[index] = await visit(tab, route);
    }
  };
  try {
    const outcomes = await Promise.allSettled([page, ...extraTabs].map(work));
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
    return results;
  } finally {
    await Promise.all(extraTabs.map((tab) => tab.close()));
  }
}
