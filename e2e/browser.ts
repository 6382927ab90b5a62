import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { newPage, newSignedInPage } from './accounts.ts';
import { launchBrowser } from './launch-browser.ts';

/** The Chromium of one test file, with pages opened against the server global-setup started. */
export interface E2eBrowser {
  /** The server's address, e.g. for `waitForURL`. */
  readonly baseURL: string;
  /** The file's Chromium: read it inside tests and hooks only, it is launched in `beforeAll`. */
  readonly browser: Browser;
  /** A new page in its own browser context (its own cookies), at the given width. */
  newPage(width?: number): Promise<Page>;
  /** A page in its own context, signed in as a brand-new user, on the dashboard. */
  newSignedInPage(width?: number): Promise<Page>;
}

/**
 * One Chromium for the test file that calls this at its top level: launched before the file's tests and closed
 * after them. `afterLaunch` runs in the same hook, so what it opens is there before any test starts.
 */
function browserForFile(afterLaunch: (e2e: E2eBrowser) => Promise<void>): E2eBrowser {
  const baseURL = inject('baseURL');
  let launched: Browser | undefined;
  const e2e: E2eBrowser = {
    baseURL,
    get browser() {
      if (!launched) throw new Error('The browser is launched in beforeAll: use it inside tests and hooks');
      return launched;
    },
    newPage: (width) => newPage(e2e.browser, baseURL, width),
    newSignedInPage: (width) => newSignedInPage(e2e.browser, baseURL, width),
  };
  beforeAll(async () => {
    launched = await launchBrowser();
    await afterLaunch(e2e);
  });
  afterAll(() => launched?.close());
  return e2e;
}

/** One Chromium for the test file that calls this at its top level; each test opens its own pages. */
export function useBrowser(): E2eBrowser {
  return browserForFile(async () => undefined);
}

/** The uncaught errors a page throws from now on (a screen that crashes throws one), to assert there are none. */
export function pageErrors(page: Page, options: { consoleErrors?: boolean } = {}): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  if (options.consoleErrors) {
    // Error logs too (a screen that falls into its error boundary logs one), but not failed resource loads
    // such as the signed-out session check before sign-up.
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
    });
  }
  return errors;
}

/** One signed-in page that a file's tests share in turn, with its uncaught errors, and the file's Chromium. */
export interface SharedPage {
  readonly e2e: E2eBrowser;
  /** Read inside tests and hooks only: it is opened in `beforeAll`. */
  readonly page: Page;
  readonly errors: readonly string[];
}

/**
 * For a file whose tests walk one screen in order, each going on from where the last one left it: one
 * signed-in page (1280 px wide), opened before the tests, kept across them, closed with the browser after them.
 */
export function useSignedInPage(): SharedPage {
  let opened: { page: Page; errors: string[] } | undefined;
  const e2e = browserForFile(async (file) => {
    const page = await file.newSignedInPage();
    opened = { page, errors: pageErrors(page) };
  });
  const current = () => {
    if (!opened) throw new Error('The shared page is opened in beforeAll: use it inside tests and hooks');
    return opened;
  };
  return {
    e2e,
    get page() {
      return current().page;
    },
    get errors() {
      return current().errors;
    },
  };
}

/**
 * Opens the signed-in '/' and waits until it takes clicks: the dashboard the server rendered is plain HTML until
 * the browser's code hydrates it (ADR 080), and a click before that is lost. The footer's date is left out of the
 * server's markup and shows once hydrated.
 */
export async function openDashboard(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByText(/^Last updated: \S/).first().waitFor();
}

export const artifactsDir = path.join(import.meta.dirname, 'artifacts');

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}

/** How far the page scrolls sideways (0 when everything fits the viewport's width). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * The text of shown table cells (and figure cards) inside `selector` that reach past the window's right edge or
 * past the right edge of a box that clips them (a table's own sideways scroll): a figure a phone user could
 * only see by scrolling a box sideways.
 */
export function cellsOutOfView(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const visibleRight = (cell: Element): number => {
      let right = window.innerWidth;
      for (let box = cell.parentElement; box; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') right = Math.min(right, box.getBoundingClientRect().right);
      }
      return right;
    };
    return [...document.querySelectorAll(`${scope} th, ${scope} td, ${scope} dt, ${scope} dd`)]
      .filter((cell) => cell.getClientRects().length > 0 && cell.getBoundingClientRect().right > visibleRight(cell) + 0.5)
      .map((cell) => cell.textContent ?? '');
  }, selector);
}
