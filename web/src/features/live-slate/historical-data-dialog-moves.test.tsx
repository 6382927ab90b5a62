import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { LineHistoryResponse, LiveBettingLine } from '@playbook/contracts';
import { renderScreen, serve } from '@/test/render-screen';
import { HistoricalDataDialog } from './historical-data-dialog';

/** ESPN BET's New Orleans spread of Atlanta at New Orleans (2025 week 12): -1.5 at -115, then the favourite flipped. */
const slateLine: LiveBettingLine = {
  id: '7',
  game: 'Atlanta Falcons @ New Orleans Saints',
  matchup: 'Atlanta Falcons @ New Orleans Saints',
  type: 'spread',
  description: 'New Orleans Saints +1.5',
  odds: -110,
  bookmaker: 'ESPN BET',
  league: 'NFL',
  eventId: '3',
  isAlternate: false,
  line: 1.5,
  gameTime: '2025-11-23T21:25:00.000Z',
};

const answer = (line: Partial<LineHistoryResponse['line']>, history: LineHistoryResponse['history']): LineHistoryResponse => ({
  line: {
    id: 7,
    gameId: 3,
    bookmaker: 'ESPN BET',
    market: 'spread',
    selection: 'NO',
    lineValue: 1.5,
    openingOdds: -110,
    latestOdds: -110,
    closingOdds: null,
    active: true,
    unconfirmedCloseSource: null,
    ...line,
  },
  history,
});

const sideHistory = [
  { americanOdds: -115, recordedAt: '2025-11-20T12:00:00.000Z', lineValue: -1.5 },
  { americanOdds: -110, recordedAt: '2025-11-22T12:00:00.000Z', lineValue: 1.5 },
  { americanOdds: -108, recordedAt: '2025-11-22T18:00:00.000Z', lineValue: 1.5 },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function pricesShown(response: LineHistoryResponse) {
  serve({ 'GET /api/lines/7/history': () => Response.json(response) });
  renderScreen('/slate', <HistoricalDataDialog open lines={[slateLine]} onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: 'Historical Data' });
  const list = await within(dialog).findByRole('list', { name: 'Price changes' });
  return { dialog, rows: within(list).getAllByRole('listitem').map((row) => row.lastElementChild?.textContent) };
}

describe('Historical Data dialog: a moved point (ADR 044)', () => {
  it('shows the side’s point move as a move, not as a price change at one point', async () => {
    const { rows } = await pricesShown(answer({}, sideHistory));
    expect(rows).toEqual(['-1.5 at -115', 'moved to +1.5 at -110', '-108']);
  });

  it('says where a superseded line moved to instead of "no longer offered"', async () => {
    const { dialog } = await pricesShown(answer({ lineValue: -1.5, latestOdds: -115, openingOdds: -115, active: false }, sideHistory));
    expect(await within(dialog).findByText('Opened -115 · now -115 · closing not yet (before kick-off) · moved to +1.5')).toBeTruthy();
  });

  it('lists plain prices for a line whose point never moved (and for an older server, which sends no points)', async () => {
    const { rows } = await pricesShown(answer({}, [{ americanOdds: -110, recordedAt: '2025-11-22T12:00:00.000Z' }, { americanOdds: -108, recordedAt: '2025-11-22T18:00:00.000Z' }]));
    expect(rows).toEqual(['-110', '-108']);
  });
});
