import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { pressFocused as press } from '@/test/press-focused';
import type { BettingLine } from '@playbook/core';
import { BettingLinesTable } from './betting-lines-table';

afterEach(cleanup);

const LINES: BettingLine[] = [
  { game: 'KC @ BUF', type: 'spread', description: 'KC -3.5', odds: -110 },
  { game: 'DAL @ PHI', type: 'moneyline', description: 'PHI ML', odds: -150 },
];

function Table() {
  const [lines, setLines] = useState(LINES);
  return <BettingLinesTable lines={lines} onRemove={(index) => setLines((current) => current.filter((_, i) => i !== index))} onClear={() => setLines([])} />;
}

describe('Extracted Betting Lines: the focus after a removal (ADR 036)', () => {
  it('gives the focus to the heading after Clear All, not the page body', () => {
    render(<Table />);
    press('Clear All');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Extracted Betting Lines (0)' }));
  });

  it('gives the focus to the line now in place, then to the heading once the last line is removed', () => {
    render(<Table />);
    press('Remove KC -3.5 (KC @ BUF)');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove PHI ML (DAL @ PHI)' }));
    press('Remove PHI ML (DAL @ PHI)');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Extracted Betting Lines (0)' }));
  });
});
