import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveParlayRequestSchema } from '@playbook/contracts';
import { dismissToast } from '@/lib/toast';
import { renderScreen } from '@/test/render-screen';
import { screenshotAnswer } from '@/test/screenshot-answer';
import { addLine, KEY, LINES, openManualEntry, serveSearch, setUpGeneratorTests, urlOf } from './generator-test-helpers';
import { ParlayGenerator } from './parlay-generator';

const SCREENSHOTS = 'POST /api/analyze-screenshots';

function chooseScreenshot(name = 'slip.png', type = 'image/png') {
  const input = screen.getByLabelText('Bet slip or odds board screenshots');
  fireEvent.change(input, { target: { files: [new File(['png'], name, { type }), new File(['txt'], 'notes.txt', { type: 'text/plain' })] } });
}

setUpGeneratorTests();

describe('Parlay Generator sources (docs/product/profit-target.md)', () => {
  it('fetches live lines: the live mode request, the lines searched in the table and the results', async () => {
    const { bodies } = serveSearch();
    renderScreen('/profit-calculator', <ParlayGenerator />);
    fireEvent.click(await screen.findByRole('button', { name: 'Get Live Betting Lines' }));
    expect(await screen.findByRole('region', { name: 'Top 5 Closest to Target' })).toBeTruthy();
    expect(bodies[0]).toEqual({ targetProfit: 150, maxRisk: 500, minLegs: 2, maxLegs: 4, correlatedLegs: 'exclude', useLiveData: true });
    expect(screen.getByRole('heading', { name: `Extracted Betting Lines (${LINES.length})` })).toBeTruthy();
  });

  it('leaves same-game legs out unless the switch allows them', async () => {
    const { bodies } = serveSearch();
    renderScreen('/profit-calculator', <ParlayGenerator />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Allow same-game legs' }));
    fireEvent.click(screen.getByRole('button', { name: 'Get Live Betting Lines' }));
    expect(await screen.findByRole('region', { name: 'Top 5 Closest to Target' })).toBeTruthy();
    expect(bodies[0]?.correlatedLegs).toBe('allow');
  });

  it("says 'Failed to Fetch Live Data' with the server's error, or 'Server error: {status}'", async () => {
    serveSearch({ [KEY]: () => Response.json({ error: { code: 'NO_LINES', message: 'No stored lines this week' } }, { status: 404 }) });
    renderScreen('/profit-calculator', <ParlayGenerator />);
    fireEvent.click(await screen.findByRole('button', { name: 'Get Live Betting Lines' }));
    expect(await screen.findByText('Failed to Fetch Live Data')).toBeTruthy();
    expect(screen.getByText('No stored lines this week')).toBeTruthy();
    cleanup();
    dismissToast();
    serveSearch({ [KEY]: () => new Response('', { status: 503 }) });
    renderScreen('/profit-calculator', <ParlayGenerator />);
    fireEvent.click(await screen.findByRole('button', { name: 'Get Live Betting Lines' }));
    expect(await screen.findByText('Server error: 503')).toBeTruthy();
  });

  it("reads screenshots (images only) into a review table; the checked lines, one corrected, then build the local strategy, saved only then", async () => {
    const { fetchMock } = serveSearch({ [SCREENSHOTS]: () => Response.json(screenshotAnswer(LINES.slice(0, 4))) });
    const saves = () =>
      fetchMock.mock.calls
        .filter(([input]) => urlOf(input).includes('/api/parlays/save'))
        .map(([, init]) => saveParlayRequestSchema.parse(JSON.parse(typeof init?.body === 'string' ? init.body : '{}')));
    renderScreen('/profit-calculator', <ParlayGenerator />);
    chooseScreenshot();
    expect(await screen.findByText('slip.png')).toBeTruthy();
    expect(screen.queryByText('notes.txt')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Use Screenshots ($150)' }));
    expect(await screen.findByText('Extracted 4 betting lines from screenshots')).toBeTruthy();
    // Nothing read is used before the review.
    const review = screen.getByRole('region', { name: 'Check the lines read' });
    expect(screen.getByRole('heading', { name: 'Extracted Betting Lines (0)' })).toBeTruthy();
    fireEvent.change(within(review).getByLabelText('Odds, line 1'), { target: { value: '-125' } });
    fireEvent.click(within(review).getByRole('button', { name: 'Use These Lines' }));
    expect(await screen.findByRole('heading', { name: 'Extracted Betting Lines (4)' })).toBeTruthy();
    expect(screen.getByText('-125')).toBeTruthy();
    // ADR 047/060: neither the reading nor the confirmation saves anything; generating from the confirmed lines
    // saves its parlays in the background (docs/product/profit-target.md), with the corrected price.
    expect(saves()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Use Screenshots ($150)' }));
    expect(await screen.findByRole('region', { name: 'Local Strategy' }, { timeout: 3000 })).toBeTruthy();
    await waitFor(() => expect(saves().length).toBeGreaterThan(0));
    const legs = saves().flatMap((record) => record.legs);
    expect(legs.filter((leg) => leg.selection === LINES[0]?.description).every((leg) => leg.odds === -125)).toBe(true);
    expect(legs.every((leg) => LINES.slice(0, 4).some((line) => line.description === leg.selection))).toBe(true);
  }, 15_000);

  it('tracks a slip as the bet it is (legs, stake, price) only when Track This Bet is pressed', async () => {
    const slip = { image: 'slip.png', firstLine: 0, legs: 2, wager: 25, toWin: 66.12, parlayOdds: 264, oddsAgree: true, toWinAgrees: true };
    const { fetchMock } = serveSearch({
      [SCREENSHOTS]: () => Response.json(screenshotAnswer(LINES.slice(0, 2), [slip])),
      'POST /api/parlays/manual': () => Response.json({}, { status: 201 }),
    });
    renderScreen('/profit-calculator', <ParlayGenerator />);
    chooseScreenshot();
    fireEvent.click(await screen.findByRole('button', { name: 'Use Screenshots ($150)' }));
    const bet = await screen.findByRole('group', { name: 'Bet slip slip.png' });
    const tracked = () => fetchMock.mock.calls.filter(([input]) => urlOf(input).includes('/api/parlays/manual'));
    expect(tracked()).toHaveLength(0);
    fireEvent.click(within(bet).getByRole('button', { name: 'Track This Bet' }));
    expect(await screen.findByText('Your slip is in the parlay tracker with a $25.00 stake')).toBeTruthy();
    const sent = tracked()[0]?.[1]?.body;
    expect(JSON.parse(typeof sent === 'string' ? sent : '{}')).toEqual({ legs: LINES.slice(0, 2).map(({ game, description, odds, type }) => ({ game, selection: description, odds, type })), stakeAmount: 25, totalOdds: 264 });
  });

  it("says 'No Lines Found' when nothing is read, and 'Analysis Failed' when the upload fails", async () => {
    serveSearch({ [SCREENSHOTS]: () => Response.json(screenshotAnswer([])) });
    renderScreen('/profit-calculator', <ParlayGenerator />);
    chooseScreenshot();
    fireEvent.click(screen.getByRole('button', { name: 'Use Screenshots ($150)' }));
    expect(await screen.findByText('Could not extract betting lines from the screenshots')).toBeTruthy();
    cleanup();
    dismissToast();
    serveSearch({ [SCREENSHOTS]: () => Response.json({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'At most 8 MB' } }, { status: 413 }) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen('/profit-calculator', <ParlayGenerator />);
    chooseScreenshot();
    fireEvent.click(screen.getByRole('button', { name: 'Use Screenshots ($150)' }));
    expect(await screen.findByText('Failed to analyze screenshots. Please try again.')).toBeTruthy();
  }, 15_000);

  it("says 'No Valid Parlays' when no combination fits the budget", async () => {
    serveSearch();
    renderScreen('/profit-calculator', <ParlayGenerator />);
    fireEvent.change(await screen.findByLabelText('Max Risk Tolerance'), { target: { value: '1' } });
    openManualEntry();
    for (const line of LINES.slice(0, 2)) addLine(line);
    fireEvent.click(screen.getByRole('button', { name: 'Find Best Combos' }));
    expect(await screen.findByText('Could not find any valid parlays for the specified profit target')).toBeTruthy();
  }, 15_000);
});
