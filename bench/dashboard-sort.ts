/**
 * npm run bench:web-sort — how long the dashboard takes to re-render the NCAA rankings (136 rows × 20 columns)
 * after a header click, in Debian's Chromium against the built app (web/dist, built by the npm script). The
 * server is Playbook's app on the demo season in an in-memory database, started in this process like
 * bench/api-servers.ts does; it is idle while the clicks are measured (a sort makes no request).
 *
 * Each click is timed inside the page with performance.now(): "DOM updated" ends when a MutationObserver on the
 * table body sees React's commit; "next frame" ends after the following animation frame (style, layout, paint).
 * The budget, a sort re-rendered in under 50 ms, is for the re-render, i.e. the first figure. Prints figures, asserts nothing.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/launch-browser.ts';
import { SESSION_COOKIE } from '../server/src/auth/sessions.ts';
import { startDemoApp } from './demo-app.ts';

const BUDGET_MS = 50;
const WARM_UP_CLICKS = 2;
// Every column twice: a new column sorts descending, the second click flips it, so every click reorders rows.
const COLUMNS = ['PPG', 'Team', 'Opp PPG', 'SOS', 'Odds', 'Yards/Play', 'Time of Poss', '3rd Down %', 'Combined Score', 'Rank'];
const CLICKS = COLUMNS.flatMap((column) => [column, column]);

interface ClickTiming {
  domMs: number;
  frameMs: number;
  reordered: boolean;
}

const webDistDir = fileURLToPath(new URL('../web/dist', import.meta.url));
if (!existsSync(webDistDir)) throw new Error('web/dist is missing: run `npm run build` first (npm run bench:web-sort does)');

/** Clicks one header and times it inside the page. */
function timeClick(page: Page, label: string): Promise<ClickTiming> {
  return page.evaluate(
    (label) =>
      new Promise<ClickTiming>((resolve, reject) => {
        const table = document.querySelector('table[aria-label="NCAA team rankings"]');
        const body = table?.querySelector('tbody');
        const button = [...(table?.querySelectorAll('thead button') ?? [])].find((candidate) => candidate.textContent === label);
        if (!body || !(button instanceof HTMLButtonElement)) {
          reject(new Error(`No rankings table or no '${label}' header`));
          return;
        }
        const firstRowBefore = body.firstElementChild?.textContent;
        let domMs = -1;
        const observer = new MutationObserver(() => {
          if (domMs < 0) domMs = performance.now() - start;
        });
        observer.observe(body, { childList: true, subtree: true, characterData: true });
        const start = performance.now();
        button.click();
        requestAnimationFrame(() =>
          setTimeout(() => {
            observer.disconnect();
            const frameMs = performance.now() - start;
            resolve({ domMs: domMs < 0 ? frameMs : domMs, frameMs, reordered: body.firstElementChild?.textContent !== firstRowBefore });
          }, 0),
        );
      }),
    label,
  );
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const { app, url: appUrl, token } = await startDemoApp('bench_sort', webDistDir);
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ baseURL: appUrl, viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: appUrl }]);
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('table', { name: 'NFL team rankings' }).waitFor();
  await page.getByRole('group', { name: 'League' }).getByRole('button', { name: 'NCAA' }).click();
  const table = page.getByRole('table', { name: 'NCAA team rankings' });
  await table.waitFor();
  // Busy while the rows after the first paint's are still to come (ADR 074).
  await page.locator('table[aria-label="NCAA team rankings"]:not([aria-busy])').waitFor();
  const rows = await table.locator('tbody tr').count();

  for (const label of CLICKS.slice(0, WARM_UP_CLICKS)) await timeClick(page, label);
  const timings: ClickTiming[] = [];
  for (const label of CLICKS) timings.push(await timeClick(page, label));

  const dom = timings.map((timing) => timing.domMs);
  const frame = timings.map((timing) => timing.frameMs);
  const reordered = timings.filter((timing) => timing.reordered).length;
  const format = (ms: number) => `${ms.toFixed(1)} ms`;
  console.log(`\nDashboard sort, NCAA rankings: ${rows} rows, ${timings.length} header clicks after ${WARM_UP_CLICKS} warm-up (Chromium, headless)\n`);
  console.log(`re-render (click → DOM updated):  median ${format(median(dom))}, max ${format(Math.max(...dom))}  target < ${BUDGET_MS} ms: ${Math.max(...dom) < BUDGET_MS ? 'yes' : 'NO'}`);
  console.log(`click → next frame (incl. layout): median ${format(median(frame))}, max ${format(Math.max(...frame))}`);
  console.log(`clicks that changed the first row: ${reordered} of ${timings.length}`);
} finally {
  await browser.close();
  await app.close();
}
