import { describe, expect, it } from 'vitest';
import { horizontalOverflow, pageErrors, screenshot, useBrowser } from './browser.ts';
import { slipImage, THREE_GAME_SLIP } from '../server/test/helpers/slip-image.ts';

const e2e = useBrowser();

describe('Bet-slip screenshots in Chromium', () => {
  it('reads a rendered three-game slip on the OCR Scan tab and adds its games to the slate', async () => {
    const page = await e2e.newSignedInPage();
    const errors = pageErrors(page);
    await page.goto('/slate-analyzer');
    await page.getByRole('tab', { name: 'OCR Scan' }).click();
    await page.getByLabel('Sportsbook (optional)').fill('Book A');
    // A PNG drawn by the test (never a downloaded image), plus a text file the tab leaves out.
    await page.getByLabel('Screenshots').setInputFiles([
      { name: 'slip.png', mimeType: 'image/png', buffer: slipImage(THREE_GAME_SLIP) },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Chiefs -3.5 -110') },
    ]);
    await page.getByText('Only images are read; other files were left out.').waitFor();
    await page.getByText('1 screenshot chosen: slip.png').waitFor();
    await page.getByRole('button', { name: 'Scan Screenshots' }).click();

    await page.getByText('Analysis Complete', { exact: true }).waitFor({ timeout: 60_000 });
    await page.getByText('Extracted 6 betting lines from screenshots; added 3 games to the slate', { exact: true }).waitFor();
    const read = page.getByRole('region', { name: 'Lines read' });
    expect(await read.locator('tbody tr').count()).toBe(6);
    await read.getByText('Green Bay Packers ML', { exact: true }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'slate-analyzer-ocr-scan');
    // The tab and the lines read fit a 320 px phone with no sideways scroll of the page.
    await page.setViewportSize({ width: 320, height: 900 });
    expect(await horizontalOverflow(page)).toBe(0);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('tab', { name: 'Review (3)' }).click();
    const table = page.getByRole('table', { name: 'Slate games' });
    await table.getByText('Kansas City Chiefs @ Buffalo Bills', { exact: true }).waitFor();
    await table.getByText('Philadelphia Eagles @ Dallas Cowboys', { exact: true }).waitFor();
    await table.getByText('Green Bay Packers @ Chicago Bears', { exact: true }).waitFor();
    expect(await table.getByText('Book A', { exact: true }).count()).toBe(3);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows the server's sentence when it refuses an upload", async () => {
    const page = await e2e.newSignedInPage();
    await page.goto('/slate-analyzer');
    await page.getByRole('tab', { name: 'OCR Scan' }).click();
    // Declared an image, but its bytes are not one: the server checks the bytes.
    await page.getByLabel('Screenshots').setInputFiles([{ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') }]);
    await page.getByRole('button', { name: 'Scan Screenshots' }).click();
    await page.getByText('Analysis Failed', { exact: true }).waitFor();
    await page.getByText('Only PNG, JPEG or WebP images are accepted; fake.png is not one', { exact: true }).waitFor();
    await page.context().close();
  });
});
