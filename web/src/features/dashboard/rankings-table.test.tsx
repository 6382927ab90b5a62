import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { FootballLeague, TeamStatsRecord } from '@playbook/contracts';
import { glossaryEntry } from '@playbook/core';
import { GlossaryTooltipProvider } from '@/components/glossary-help';
import { isolateScreenTests } from '@/test/render-screen';
import { teamRecord } from '@/test/sports-fixtures';
import { RankingsTable } from './rankings-table';
import { NCAA_TEAMS, NFL_TEAMS } from './team-test-data';

isolateScreenTests();

function renderTable(teams: TeamStatsRecord[], league: FootballLeague) {
  render(
    <GlossaryTooltipProvider>
      <RankingsTable teams={teams} league={league} />
    </GlossaryTooltipProvider>,
  );
  return screen.getByRole('table', { name: `${league} team rankings` });
}

const headerTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const teamOrder = (table: HTMLElement) => bodyRows(table).map((row) => within(row).getAllByRole('cell')[1]?.textContent);
const rowOf = (table: HTMLElement, team: string) => {
  const row = bodyRows(table).find((candidate) => within(candidate).queryByText(team));
  if (!row) throw new Error(`No row for ${team}`);
  return row;
};
const headerOf = (label: string) => {
  const th = screen.getByRole('button', { name: label }).closest('th');
  if (!th) throw new Error(`No header for ${label}`);
  return th;
};

const NFL_HEADERS = [
  'Rank', 'Team', '3rd Down %', 'Red Zone %', 'ATS Win %', 'PPG', 'Turnovers/G', 'Yards/Play', 'Penalties/G', 'FG/Game',
  'Opp PPG', 'Opp RZ/G', 'Opp RZ%', 'SOS', 'PPP Margin', 'Time of Poss', 'Sec/Play', 'Combined Score', 'Performance',
];

describe('rankings columns (docs/product/dashboard.md)', () => {
  it('shows every column in order, with Opp RZ% for the NFL and no Odds', () => {
    const table = renderTable(NFL_TEAMS, 'NFL');
    expect(headerTexts(table)).toEqual(NFL_HEADERS);
  });

  it('shows Odds with the implied win probability for NCAA, and no Opp RZ%', () => {
    const table = renderTable(NCAA_TEAMS, 'NCAA');
    const headers = headerTexts(table);
    expect(headers).toContain('Odds');
    expect(headers).not.toContain('Opp RZ%');
    expect(headers).toHaveLength(NFL_HEADERS.length);
    const oddsColumn = headers.indexOf('Odds');
    const odds = (team: string) => within(rowOf(table, team)).getAllByRole('cell')[oddsColumn]?.textContent;
    expect(odds('Alabama Crimson Tide')).toBe('-150 (60.0%)');
    expect(odds('Akron Zips')).toBe('+130 (43.5%)');
    expect(odds('Army Black Knights')).toBe('—');
  });
});

describe('rankings cells (docs/product/dashboard.md)', () => {
  const cell = (table: HTMLElement, team: string, header: string) => {
    const index = headerTexts(table).indexOf(header);
    const found = within(rowOf(table, team)).getAllByRole('cell')[index];
    if (!found) throw new Error(`No ${header} cell for ${team}`);
    return found;
  };
  const highlight = (element: HTMLElement) => element.querySelector('[data-highlight]')?.getAttribute('data-highlight') ?? null;

  it('formats with the precision of docs/product/dashboard.md, an em dash for missing values, and highlights good and bad values', () => {
    const table = renderTable(NFL_TEAMS, 'NFL');
    const seattle = (header: string) => cell(table, 'Seattle Seahawks', header);
    const buffalo = (header: string) => cell(table, 'buffalo Bills', header);

    expect(seattle('PPG').textContent).toBe('28.5');
    expect(highlight(seattle('PPG'))).toBe('good');
    expect(buffalo('PPG').textContent).toBe('24.9');
    expect(highlight(buffalo('PPG'))).toBeNull();

    expect(seattle('3rd Down %').textContent).toBe('40.0%');
    expect(seattle('ATS Win %').textContent).toBe('—');
    expect(buffalo('Red Zone %').textContent).toBe('—');

    expect(seattle('Time of Poss').textContent).toBe('31:47');
    expect(highlight(seattle('Time of Poss'))).toBe('good');
    expect(buffalo('Time of Poss').textContent).toBe('29:00');
    expect(highlight(buffalo('Time of Poss'))).toBeNull();

    expect(seattle('SOS').textContent).toBe('0.55');
    expect(highlight(seattle('SOS'))).toBe('warning');
    expect(seattle('PPP Margin').textContent).toBe('+0.19');
    expect(highlight(seattle('PPP Margin'))).toBe('good');
    expect(buffalo('PPP Margin').textContent).toBe('-0.05');
    expect(highlight(buffalo('PPP Margin'))).toBe('bad');

    expect(highlight(seattle('Turnovers/G'))).toBe('good');
    expect(highlight(seattle('Sec/Play'))).toBe('good');
    expect(highlight(buffalo('Sec/Play'))).toBeNull();
    expect(seattle('Opp RZ%').textContent).toBe('42.3%');
    expect(highlight(seattle('Opp RZ%'))).toBe('good');

    expect(seattle('Combined Score').textContent).toBe('64.9');
    expect(seattle('Performance').textContent).toBe('Excellent');
    expect(buffalo('Performance').textContent).toBe('Good');
    expect(cell(table, 'Arizona Cardinals', 'Performance').textContent).toBe('Needs Improvement');
  });
});

describe('rankings sort (docs/product/dashboard.md)', () => {
  it('starts by rank ascending; Performance is not sortable', () => {
    const table = renderTable(NFL_TEAMS, 'NFL');
    expect(teamOrder(table)).toEqual(['Seattle Seahawks', 'buffalo Bills', 'Arizona Cardinals']);
    expect(headerOf('Rank').getAttribute('aria-sort')).toBe('ascending');
    expect(headerOf('PPG').getAttribute('aria-sort')).toBe('none');
    expect(screen.queryByRole('button', { name: 'Performance' })).toBeNull();
    const performance = within(table).getAllByRole('columnheader').at(-1);
    expect(performance?.hasAttribute('aria-sort')).toBe(false);
  });

  it('sorts a new column descending, then flips it on a second click', () => {
    const table = renderTable(NFL_TEAMS, 'NFL');
    fireEvent.click(screen.getByRole('button', { name: 'PPG' }));
    expect(teamOrder(table)).toEqual(['Arizona Cardinals', 'Seattle Seahawks', 'buffalo Bills']);
    expect(headerOf('PPG').getAttribute('aria-sort')).toBe('descending');
    expect(headerOf('Rank').getAttribute('aria-sort')).toBe('none');

    fireEvent.click(screen.getByRole('button', { name: 'PPG' }));
    expect(teamOrder(table)).toEqual(['buffalo Bills', 'Seattle Seahawks', 'Arizona Cardinals']);
    expect(headerOf('PPG').getAttribute('aria-sort')).toBe('ascending');
  });

  it('goes back to rank ascending, and compares team names case-insensitively', () => {
    const table = renderTable(NFL_TEAMS, 'NFL');
    fireEvent.click(screen.getByRole('button', { name: 'Team' }));
    expect(teamOrder(table)).toEqual(['Seattle Seahawks', 'buffalo Bills', 'Arizona Cardinals']);
    expect(headerOf('Team').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: 'Team' }));
    expect(teamOrder(table)).toEqual(['Arizona Cardinals', 'buffalo Bills', 'Seattle Seahawks']);

    fireEvent.click(screen.getByRole('button', { name: 'Rank' }));
    expect(headerOf('Rank').getAttribute('aria-sort')).toBe('ascending');
    expect(teamOrder(table)).toEqual(['Seattle Seahawks', 'buffalo Bills', 'Arizona Cardinals']);
  });

  it('keeps a missing value last in both directions', () => {
    const table = renderTable(NFL_TEAMS, 'NFL');
    fireEvent.click(screen.getByRole('button', { name: 'ATS Win %' }));
    expect(teamOrder(table)).toEqual(['buffalo Bills', 'Arizona Cardinals', 'Seattle Seahawks']);
    fireEvent.click(screen.getByRole('button', { name: 'ATS Win %' }));
    expect(teamOrder(table)).toEqual(['Arizona Cardinals', 'buffalo Bills', 'Seattle Seahawks']);
  });

  it('sorts NCAA odds by the price, the missing one last', () => {
    const table = renderTable(NCAA_TEAMS, 'NCAA');
    fireEvent.click(screen.getByRole('button', { name: 'Odds' }));
    expect(teamOrder(table)).toEqual(['Akron Zips', 'Alabama Crimson Tide', 'Army Black Knights']);
  });
});

describe('glossary help (docs/product/odds-and-storage.md)', () => {
  it('puts a focusable help icon on headers with a glossary entry, and none on unknown keys', async () => {
    renderTable(NFL_TEAMS, 'NFL');
    expect(screen.queryByRole('button', { name: 'About Team' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'About Opp RZ%' })).toBeNull();
    expect(screen.getByRole('button', { name: 'About Performance' })).toBeTruthy();

    const help = screen.getByRole('button', { name: 'About 3rd Down %' });
    // Right-aligned, the icon sits left of the label: the keyboard meets it first as well.
    expect(help.compareDocumentPosition(screen.getByRole('button', { name: '3rd Down %' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    act(() => help.focus());
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toContain(glossaryEntry('third_down_pct')?.definition);
  });
});

describe('rankings rows on a cold dashboard', () => {
  it('paints the first 10 rows, then the rest in the next frame, busy until they are in', async () => {
    const teams = Array.from({ length: 20 }, (_, index) => teamRecord(`Team ${index + 1}`, index + 1));
    const table = renderTable(teams, 'NFL');
    expect(bodyRows(table)).toHaveLength(10);
    expect(table.getAttribute('aria-busy')).toBe('true');

    await vi.waitFor(() => expect(bodyRows(table)).toHaveLength(20));
    expect(table.hasAttribute('aria-busy')).toBe(false);
    expect(teamOrder(table)).toEqual(teams.map((team) => team.teamName));
  });

  it('paints a table that fits at once, never busy', () => {
    const table = renderTable(NFL_TEAMS, 'NFL');
    expect(bodyRows(table)).toHaveLength(NFL_TEAMS.length);
    expect(table.hasAttribute('aria-busy')).toBe(false);
  });
});
