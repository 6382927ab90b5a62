import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { SimulationRunStatus } from './simulation-progress';

afterEach(cleanup);

describe('a simulation under way (docs/product/simulator.md: "a spinner, then results")', () => {
  it('shows a spinning icon with the batch progress while it runs', () => {
    render(<SimulationRunStatus run={{ status: 'running', completed: 30, total: 100 }} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Simulating games...');
    expect(status.textContent).toContain('30 / 100');
    expect(status.querySelector('svg.animate-spin')).not.toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Simulation progress' }).getAttribute('aria-valuenow')).toBe('30');
  });

  it('shows no spinner once the run is over', () => {
    render(<SimulationRunStatus run={{ status: 'done', result: { games: 100 } }} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.querySelector('.animate-spin')).toBeNull();
  });
});
