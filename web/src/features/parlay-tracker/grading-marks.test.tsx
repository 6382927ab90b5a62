import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LegResultTag, SettlementMark } from './grading-marks';

// ADR 050: who settled a parlay, and each leg's grade.
describe('grading marks', () => {
  it('says whether the final scores graded the parlay or the bettor set its status', () => {
    const { rerender, container } = render(<SettlementMark settledBy="auto" />);
    expect(screen.getByText('Graded from the final scores')).toBeTruthy();
    rerender(<SettlementMark settledBy="user" />);
    expect(screen.getByText('Status set by you')).toBeTruthy();
    rerender(<SettlementMark settledBy={null} />);
    expect(container.textContent).toBe('');
  });

  it('shows a leg’s grade, won in green and lost in red, and nothing while its game is open', () => {
    const { rerender, container } = render(<LegResultTag result="won" />);
    expect(screen.getByText('Won').className).toContain('text-green-700');
    rerender(<LegResultTag result="lost" />);
    expect(screen.getByText('Lost').className).toContain('text-red-700');
    rerender(<LegResultTag result="push" />);
    expect(screen.getByText('Push')).toBeTruthy();
    rerender(<LegResultTag result={null} />);
    expect(container.textContent).toBe('');
  });
});
