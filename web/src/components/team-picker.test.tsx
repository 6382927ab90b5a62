import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { TeamOption } from '@/lib/team-options';
import { TeamPicker } from './team-picker';

const options: TeamOption[] = [
  { name: 'Kansas City Chiefs', rank: 1, abbreviation: 'KC', injuryCount: 3, impact: 'high' },
  { name: 'Kansas Jayhawks', rank: 2, abbreviation: 'KU', injuryCount: 1, impact: 'medium' },
  { name: 'Buffalo Bills', rank: 3, abbreviation: 'BUF', injuryCount: 0, impact: 'low' },
];

afterEach(cleanup);

function Pickers({ onChange = vi.fn() }: { onChange?: (slot: string, team: string | null) => void }) {
  const [team1, setTeam1] = useState<string | null>(null);
  const [team2, setTeam2] = useState<string | null>(null);
  return (
    <>
      <TeamPicker label="Team 1" options={options} value={team1} exclude={team2} onChange={(t) => (setTeam1(t), onChange('team1', t))} />
      <TeamPicker label="Team 2" options={options} value={team2} exclude={team1} onChange={(t) => (setTeam2(t), onChange('team2', t))} />
    </>
  );
}

const optionNames = (label: string) =>
  within(screen.getByRole('listbox', { name: label }))
    .queryAllByRole('option')
    .map((option) => option.querySelector('.font-medium')?.textContent);

describe('TeamPicker (ARIA combobox)', () => {
  it('filters the list as the user types and shows rank, injuries and impact', () => {
    render(<Pickers />);
    const input = screen.getByRole('combobox', { name: 'Team 1' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(input, { target: { value: 'kansas' } });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(optionNames('Team 1')).toEqual(['Kansas City Chiefs', 'Kansas Jayhawks']);
    const chiefs = screen.getByRole('option', { name: /Kansas City Chiefs/ });
    expect(chiefs.textContent).toContain('#1');
    expect(chiefs.textContent).toContain('3 injuries');
    expect(chiefs.textContent).toContain('high impact');
    fireEvent.change(input, { target: { value: 'nothing like it' } });
    expect(optionNames('Team 1')).toEqual([]);
    expect(screen.getByText('No teams match "nothing like it"')).toBeTruthy();
  });

  it('moves with the arrow keys and picks with Enter', () => {
    const onChange = vi.fn();
    render(<Pickers onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Team 1' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const first = screen.getAllByRole('option')[0];
    expect(input.getAttribute('aria-activedescendant')).toBe(first?.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    const second = screen.getAllByRole('option')[1];
    expect(input.getAttribute('aria-activedescendant')).toBe(second?.id);
    expect(second?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('team1', 'Kansas Jayhawks');
    expect((input as HTMLInputElement).value).toBe('Kansas Jayhawks');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it("leaves out the other picker's choice", () => {
    render(<Pickers />);
    const team1 = screen.getByRole('combobox', { name: 'Team 1' });
    fireEvent.change(team1, { target: { value: 'bills' } });
    fireEvent.click(screen.getByRole('option', { name: /Buffalo Bills/ }));
    fireEvent.blur(team1);
    const team2 = screen.getByRole('combobox', { name: 'Team 2' });
    fireEvent.keyDown(team2, { key: 'ArrowDown' });
    expect(optionNames('Team 2')).toEqual(['Kansas City Chiefs', 'Kansas Jayhawks']);
  });

  it('shows the whole list when reopened on a chosen team, and Escape closes then clears', () => {
    const onChange = vi.fn();
    render(<Pickers onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Team 1' });
    fireEvent.change(input, { target: { value: 'chiefs' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('team1', 'Kansas City Chiefs');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(optionNames('Team 1')).toHaveLength(3);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('Kansas City Chiefs');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onChange).toHaveBeenLastCalledWith('team1', null);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('gives the focus back to the input when its Clear button clears the choice (the button itself goes away)', () => {
    const onChange = vi.fn();
    render(<Pickers onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Team 1' });
    fireEvent.change(input, { target: { value: 'bills' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const clear = screen.getByRole('button', { name: 'Clear Team 1' });
    clear.focus();
    fireEvent.click(clear);
    expect(onChange).toHaveBeenLastCalledWith('team1', null);
    expect(screen.queryByRole('button', { name: 'Clear Team 1' })).toBeNull();
    expect(document.activeElement).toBe(input);
  });

  it('shows a choice cleared from outside', () => {
    const { rerender } = render(<TeamPicker label="Team 1" options={options} value="Buffalo Bills" onChange={vi.fn()} />);
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Team 1' }).value).toBe('Buffalo Bills');
    rerender(<TeamPicker label="Team 1" options={options} value={null} onChange={vi.fn()} />);
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Team 1' }).value).toBe('');
  });
});
