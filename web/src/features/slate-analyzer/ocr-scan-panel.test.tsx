import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { dismissToast } from '@/lib/toast';
import { isolateScreenTests, renderScreen, serve } from '@/test/render-screen';
import { screenshotAnswer } from '@/test/screenshot-answer';
import { SlateAnalyzerPage } from './slate-analyzer-page';

isolateScreenTests();

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function chooseAndScan(files: File[]) {
  renderScreen('/slate-analyzer', <SlateAnalyzerPage />);
  fireEvent.mouseDown(await screen.findByRole('tab', { name: 'OCR Scan' }));
  fireEvent.change(await screen.findByLabelText('Screenshots'), { target: { files } });
  fireEvent.click(screen.getByRole('button', { name: 'Scan Screenshots' }));
}

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('OCR Scan tab (a placeholder made real)', () => {
  it("sends only the images in the 'screenshots' field and adds the games read to the slate", async () => {
    const fetchMock = serve({
      'POST /api/analyze-screenshots': () =>
        json(
          200,
          screenshotAnswer([
            { game: 'Chiefs @ Bills', type: 'spread', description: 'Chiefs -3.5', odds: -110 },
            { game: 'Chiefs @ Bills', type: 'moneyline', description: 'Bills ML', odds: 150 },
            { game: 'Bengals', type: 'spread', description: 'Bengals -2.5', odds: -110 },
          ]),
        ),
    });
    await chooseAndScan([png('slip.png'), new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect(await screen.findByText('Extracted 3 betting lines from screenshots; added 1 game to the slate')).toBeTruthy();
    const body = fetchMock.mock.calls[0]?.[1]?.body;
    expect(body instanceof FormData ? body.getAll('screenshots').map((file) => (file instanceof File ? file.name : '')) : []).toEqual(['slip.png']);
    const read = screen.getByRole('region', { name: 'Lines read' });
    expect(within(read).getAllByRole('row')).toHaveLength(4);
    expect(within(read).getByText(/lines without an 'away @ home' game: 1/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Review (1)' })).toBeTruthy();
  });

  it("shows 'No Lines Found' when nothing was read, and the server's sentence when it refuses", async () => {
    serve({ 'POST /api/analyze-screenshots': () => json(200, screenshotAnswer([])) });
    await chooseAndScan([png('blank.png')]);
    expect(await screen.findByText('Could not extract betting lines from the screenshots')).toBeTruthy();
    cleanup();
    dismissToast();

    serve({ 'POST /api/analyze-screenshots': () => json(413, { error: { code: 'TOO_MANY_FILES', message: 'At most 10 screenshots per request' } }) });
    await chooseAndScan([png('a.png')]);
    expect(await screen.findByText('Analysis Failed')).toBeTruthy();
    expect(screen.getByText('At most 10 screenshots per request')).toBeTruthy();
  });
});
