import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { isolateScreenTests, renderScreen } from '@/test/render-screen';
import { SlateAnalyzerPage } from './slate-analyzer-page';
import { SLATE_STORAGE_KEY } from './slate-storage';

// Book A: Bills +110 / Dolphins -130; book B has the game the other way round with Dolphins +105.
const twoBooks = [
  'homeTeam,awayTeam,gameDate,league,homeMoneyline,awayMoneyline,sportsbook',
  'Buffalo Bills,Miami Dolphins,2025-09-14,NFL,110,-130,A',
  'Miami Dolphins,Buffalo Bills,2025-09-14,NFL,105,-125,B',
  'New York Jets,New England Patriots,2025-09-14,NFL,-110,-110,A',
].join('\n');

isolateScreenTests();

const openTab = async (name: RegExp | string) => fireEvent.mouseDown(await screen.findByRole('tab', { name }));

function importCsv(text: string) {
  fireEvent.change(screen.getByLabelText('CSV Data'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Import CSV Data' }));
}

describe('Game Slate Analyzer (docs/product/slate-analyzer.md)', () => {
  it('validates the manual form with the messages of docs/product/slate-analyzer.md, then adds a game', async () => {
    renderScreen('/slate-analyzer', <SlateAnalyzerPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Game to Slate' }));
    expect(await screen.findByText('Away team is required')).toBeTruthy();
    expect(screen.getByText('Home team is required')).toBeTruthy();
    expect(screen.getByText('Game date is required')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Away Team'), { target: { value: 'Baltimore Ravens' } });
    fireEvent.change(screen.getByLabelText('Home Team'), { target: { value: 'Kansas City Chiefs' } });
    fireEvent.change(screen.getByLabelText('Game Date'), { target: { value: '2025-09-07' } });
    fireEvent.change(screen.getByLabelText('Spread'), { target: { value: '-3' } });
    // Inside ±100 is no American price: named at its field, and nothing is added.
    fireEvent.change(screen.getByLabelText('Home ML'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Game to Slate' }));
    expect(await screen.findByText('Home ML must be American odds at or beyond ±100 (e.g. -160 or +135)')).toBeTruthy();
    expect(screen.queryByText('Game Added')).toBeNull();
    fireEvent.change(screen.getByLabelText('Home ML'), { target: { value: '-160' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Game to Slate' }));
    expect(await screen.findByText('Game Added')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Review (1)' })).toBeTruthy();
    const stored: unknown = JSON.parse(localStorage.getItem(SLATE_STORAGE_KEY) ?? 'null');
    expect(stored).toMatchObject({ games: [{ homeTeam: 'Kansas City Chiefs', spread: -3, homeMoneyline: -160, league: 'NFL' }] });
    expect(stored).not.toHaveProperty('games.0.awayMoneyline');
  });

  it('imports the good rows of a CSV and names each row left out for an impossible date or price, with its column', async () => {
    renderScreen('/slate-analyzer', <SlateAnalyzerPage />);
    await openTab('CSV Import');
    importCsv(['homeTeam,awayTeam,gameDate,league,homeMoneyline', 'A,B,2025-02-30,NFL,', 'C,D,2025-09-07,NFL,50', 'E,F,2025-09-07,NFL,-120'].join('\n'));
    expect(await screen.findByText('CSV Imported Successfully')).toBeTruthy();
    expect(
      screen.getByText(
        'Imported 1 game. Skipped row 1 (game date 2025-02-30 is not a real YYYY-MM-DD or M/D/YYYY date); row 2 (home moneyline 50 is between -100 and +100, where no price lies).',
      ),
    ).toBeTruthy();
  });

  it('keeps Import disabled while blank, names missing columns, and imports then switches to Review', async () => {
    renderScreen('/slate-analyzer', <SlateAnalyzerPage />);
    await openTab('CSV Import');
    const importButton = screen.getByRole('button', { name: 'Import CSV Data' });
    expect(importButton).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('CSV Data'), { target: { value: '   \n ' } });
    expect(importButton).toHaveProperty('disabled', true);

    importCsv('homeTeam,gameDate\nA,2025-01-01');
    expect(await screen.findByText('CSV Import Failed')).toBeTruthy();
    expect(screen.getByText('Missing required columns: awayteam, league')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load Template' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('CSV Data').value).toMatch(/^homeTeam,awayTeam,gameDate,gameTime,league,/);
    importCsv(twoBooks);
    expect(await screen.findByText('CSV Imported Successfully')).toBeTruthy();
    expect(screen.getByText('Imported 3 games')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Slate games' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('Miami Dolphins @ Buffalo Bills')).toBeTruthy();
    expect(within(table).getAllByText('H: +110 A: -130')).toHaveLength(1);
  });

  it('finds the cross-book arbitrage with the right split, and the hold of the rest', async () => {
    renderScreen('/slate-analyzer', <SlateAnalyzerPage />);
    await openTab('CSV Import');
    importCsv(twoBooks);
    await screen.findByRole('table', { name: 'Slate games' });
    fireEvent.click(screen.getByRole('button', { name: 'Analyze for Arbitrage' }));
    expect(await screen.findByText('Analysis Complete')).toBeTruthy();
    expect(screen.getByText('Found 1 arbitrage opportunity')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Opportunities' });
    expect(within(list).getByText('Two-Way Arbitrage')).toBeTruthy();
    expect(within(list).getByText('$37.34')).toBeTruthy();
    expect(within(list).getByText('$1,000.00')).toBeTruthy();
    expect(within(list).getByText('$493.98 on Buffalo Bills, $506.02 on Miami Dolphins')).toBeTruthy();
    expect(screen.getByText(/^New England Patriots @ New York Jets: /).closest('li')?.textContent).toContain('Hold 4.55%');

    // The split follows the stake.
    fireEvent.change(screen.getByLabelText('Total Stake ($)'), { target: { value: '100' } });
    expect(await screen.findByText('$49.40 on Buffalo Bills, $50.60 on Miami Dolphins')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'View Details: Miami Dolphins @ Buffalo Bills' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('table', { name: 'Stake split' }).textContent).toContain('+105');
  });

  it("toasts 'No Games to Analyze' on an empty slate, and removes a game", async () => {
    localStorage.setItem(
      SLATE_STORAGE_KEY,
      JSON.stringify({ games: [{ id: 'x', homeTeam: 'Bills', awayTeam: 'Jets', gameDate: '2025-09-14', league: 'NCAA' }] }),
    );
    renderScreen('/slate-analyzer', <SlateAnalyzerPage />);
    await openTab('Review (1)');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Jets @ Bills' }));
    expect(await screen.findByText('Game Removed')).toBeTruthy();
    expect(screen.getByText('No games added yet...')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(SLATE_STORAGE_KEY)).toBe('{"games":[]}'));
    fireEvent.click(screen.getByRole('button', { name: 'Analyze for Arbitrage' }));
    expect(await screen.findByText('No Games to Analyze')).toBeTruthy();
    expect(screen.getByText('Please add games to the slate before analyzing')).toBeTruthy();
  });

  it('keeps the keyboard focus when a row is removed: the next row\'s Remove, then the stake once the slate is empty', async () => {
    renderScreen('/slate-analyzer', <SlateAnalyzerPage />);
    await openTab('CSV Import');
    importCsv(twoBooks);
    const first = await screen.findByRole('button', { name: 'Remove Miami Dolphins @ Buffalo Bills' });
    first.focus();
    fireEvent.click(first);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Buffalo Bills @ Miami Dolphins' })));
    fireEvent.click(screen.getByRole('button', { name: 'Remove New England Patriots @ New York Jets' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Buffalo Bills @ Miami Dolphins' })));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Buffalo Bills @ Miami Dolphins' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Total Stake ($)')));
  });

  it('exports game-slate-{date}.csv', async () => {
    localStorage.setItem(
      SLATE_STORAGE_KEY,
      JSON.stringify({ games: [{ id: 'x', homeTeam: 'Bills', awayTeam: 'Jets', gameDate: '2025-09-14', league: 'NFL' }] }),
    );
    const created = vi.fn((_blob: Blob) => 'blob:slate');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderScreen('/slate-analyzer', <SlateAnalyzerPage />);
    await openTab('Review (1)');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(clicks).toEqual([expect.stringMatching(/^game-slate-\d{4}-\d{2}-\d{2}\.csv$/)]);
    const blob = created.mock.calls[0]?.[0];
    expect(await blob?.text()).toBe('Home Team,Away Team,Game Date,Game Time,League,Spread,Over/Under,Home ML,Away ML,Sportsbook\r\nBills,Jets,2025-09-14,,NFL,,,,,');
    click.mockRestore();
    vi.unstubAllGlobals();
  });
});
