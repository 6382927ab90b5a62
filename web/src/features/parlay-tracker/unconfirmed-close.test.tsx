import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { formatClv } from '@playbook/core';
import type { ParlayHistoryItem } from '@playbook/contracts';
import { confirmedLeg, parlayWithLegs, performanceWithClv, unconfirmedLeg } from '@playbook/contracts/testing/unconfirmed-close-fixtures';
import { ParlayHistoryCard } from './parlay-history-card';
import { StatCards } from './stat-cards';

// ADR 035: a leg whose close its source did not confirm before kick-off is marked, and the averages say they leave it out.

afterEach(cleanup);

const renderHistory = (item: ParlayHistoryItem) => render(<ParlayHistoryCard parlays={[item]} now={new Date()} onUpdate={() => undefined} onExport={() => undefined} />);

describe('a leg whose close is unconfirmed', () => {
  it('keeps its figures, names the source under the leg, stars the close and leaves its CLV uncoloured', () => {
    renderHistory(parlayWithLegs([unconfirmedLeg, confirmedLeg], confirmedLeg.clv));
    const rows = within(screen.getByRole('table', { name: 'Legs' })).getAllByRole('row').slice(1);
    const [staleRow, confirmedRow] = rows.map((row) => within(row).getAllByRole('cell'));
    expect(staleRow?.map((cell) => cell.textContent)).toEqual([
      'HOU +2.5 Buffalo Bills @ Houston TexansClose unconfirmed: The Odds API did not answer before kick-off',
      '-105',
      '-110*',
      formatClv(unconfirmedLeg.clv),
    ]);
    const note = screen.getByText('Close unconfirmed: The Odds API did not answer before kick-off');
    expect(staleRow?.[2]?.getAttribute('aria-describedby')).toBe(note.id);
    expect(staleRow?.[3]?.className).not.toMatch(/text-(green|red)-700/);
    expect(confirmedRow?.map((cell) => cell.textContent)).toEqual(['KC -3 Philadelphia Eagles @ Kansas City Chiefs', '-115', '-127', formatClv(confirmedLeg.clv)]);
    expect(confirmedRow?.[3]?.className).toContain('text-green-700');
  });

  it('is left out of the parlay’s Avg CLV, which says so', () => {
    renderHistory(parlayWithLegs([unconfirmedLeg, confirmedLeg], confirmedLeg.clv));
    const average = screen.getByText('Avg CLV').nextElementSibling;
    expect(average?.textContent).toBe(formatClv(confirmedLeg.clv));
    expect(average?.nextElementSibling?.textContent).toBe('1 unconfirmed close left out');
  });

  it('leaves the parlay without an average when every close is unconfirmed, and says why', () => {
    renderHistory(parlayWithLegs([unconfirmedLeg, { ...unconfirmedLeg, lineId: 23 }], null));
    expect(screen.getByText('Avg CLV').nextElementSibling?.textContent).toBe('—');
    expect(screen.getByText('2 unconfirmed closes left out')).toBeTruthy();
  });

  it('adds nothing to a parlay whose closes all stand', () => {
    renderHistory(parlayWithLegs([confirmedLeg], confirmedLeg.clv));
    expect(screen.queryByText(/unconfirmed/)).toBeNull();
    expect(screen.getByText('Avg CLV').nextElementSibling?.nextElementSibling).toBeNull();
  });
});

describe('the Avg CLV tile', () => {
  const performance = (unconfirmedClvLegCount: number) => performanceWithClv({ averageClv: 1.9, clvLegCount: 2, unconfirmedClvLegCount });

  it('says how many unconfirmed closes its average leaves out, and its help explains why', async () => {
    render(<StatCards performance={performance(1)} />);
    expect(screen.getByText('2 legs with a closing price · 1 unconfirmed close left out')).toBeTruthy();
    fireEvent.focus(screen.getByRole('button', { name: 'About CLV' }));
    expect((await screen.findAllByText(/its CLV is shown but left out of the averages/)).length).toBeGreaterThan(0);
  });

  it('reads as before when none is', () => {
    render(<StatCards performance={performance(0)} />);
    expect(screen.getByText('2 legs with a closing price')).toBeTruthy();
  });
});
