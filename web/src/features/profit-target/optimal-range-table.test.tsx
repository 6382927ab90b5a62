import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { findParlays } from '@playbook/core';
import { serve } from '@/test/render-screen';
import { LINES, optimalPageFor } from './generator-test-helpers';
import { OptimalRangeTable } from './optimal-range-table';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const inputs = { targetProfit: 150, bettingLines: LINES, minLegs: 2, maxLegs: 4 };

function renderTable() {
  const parlays = findParlays(LINES, { targetProfit: 150, maxRisk: 500, minLegs: 2, maxLegs: 4 }).optimal;
  render(<OptimalRangeTable parlays={parlays} inputs={inputs} targetLabel="$150" favoriteIds={new Set()} onToggleFavorite={() => undefined} />);
  return screen.getByRole('table', { name: 'Optimal range parlays' });
}

describe('OptimalRangeTable (the whole range from the server)', () => {
  it('says when the range cannot be loaded, and loads it again on Try Again', async () => {
    let calls = 0;
    serve({
      'POST /api/parlays/optimal-range': () => {
        calls++;
        return calls === 1 ? Response.json({ error: { code: 'SEARCH_BUSY', message: 'Too many parlay searches are waiting' } }, { status: 503 }) : Response.json(optimalPageFor({ inputs }));
      },
    });
    const table = renderTable();
    expect(await screen.findByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await waitFor(() => expect(table.getAttribute('aria-busy')).toBe('false'));
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.getByText(/^Showing \d+ parlays?$/)).toBeTruthy();
  });

  it('says when no parlay of the range matches the search', async () => {
    serve({ 'POST /api/parlays/optimal-range': () => Response.json({ parlays: [], nextCursor: null }) });
    const table = renderTable();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search optimal parlays' }), { target: { value: 'Nobody' } });
    expect(await within(table).findByText('No parlay in the optimal range has a leg matching "Nobody".')).toBeTruthy();
  });
});
