import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import { useBrowser } from './browser.ts';
import { SIGNED_IN_ROUTES } from './signed-in-routes.ts';

const e2e = useBrowser();

/** Every signed-in route and the not-found page (an axe check of every route). */
const ROUTES = [...SIGNED_IN_ROUTES, '/no-such-page'];

// Evaluated through the browser's debugging channel: the app's Content Security Policy refuses a script tag.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * WCAG 2.1 A and AA, plus the label-in-name rule axe keeps experimental (WCAG 2.5.3: a speech-input user says
 * what they see). Each violation as "rule: target", so a failure names what to fix.
 */
async function violations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    () =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        rules: { 'label-content-name-mismatch': { enabled: true } },
      }),
  );
  return results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/** Lets a screen load its data (a screen polling faster than every half second would never settle). */
async function settle(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

describe('accessibility: axe-core on every signed-in route (WCAG 2.1 AA)', () => {
  it.each([390, 1280])('finds no violation on any route at %i px', { timeout: 600_000 }, async (width) => {
    const page = await e2e.newSignedInPage(width);
    const found: string[] = [];
    for (const route of ROUTES) {
      await page.goto(route);
      await settle(page);
      found.push(...(await violations(page)).map((violation) => `${route} ${violation}`));
    }
    expect(found).toEqual([]);
    await page.context().close();
  });
});
