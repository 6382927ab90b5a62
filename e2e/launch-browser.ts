import { chromium, type Browser } from 'playwright-core';

// Apart from browser.ts so that scripts outside a test run (bench/dashboard-sort.ts) launch without vitest.

/** Debian's Chromium, never a downloaded one; flags keep it off the (closed) network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
