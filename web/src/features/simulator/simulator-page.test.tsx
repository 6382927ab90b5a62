import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within, waitFor } from '@testing-library/react';
import { freshness, teamRecord } from '@/test/sports-fixtures';
import { isolateScreenTests, renderScreen, serve } from '@/test/render-screen';
import { SimulatorPage } from './simulator-page';

const json = (body: unknown) => () => Response.json(body);
const player = (name: string, position: string) => ({ name, position, number: null });

function serveNfl() {
  return serve({
    'GET /api/teams/NFL': json({ ...freshness, league: 'NFL', season: 2026, week: 12, teams: [teamRecord('Kansas City Chiefs', 1), teamRecord('Buffalo Bills', 2)] }),
    'GET /api/injuries/NFL': json({ ...freshness, injuries: [] }),
    'GET /api/rosters/NFL': json({
      ...freshness,
      rosters: [
        { teamName: 'Kansas City Chiefs', abbreviation: 'KC', players: [player('Patrick Mahomes', 'QB'), player('Isiah Pacheco', 'RB'), player('Rashee Rice', 'WR')] },
        { teamName: 'Buffalo Bills', abbreviation: 'BUF', players: [player('Josh Allen', 'QB'), player('James Cook', 'RB'), player('Khalil Shakir', 'WR')] },
      ],
      totalPlayers: 6,
      totalTeams: 2,
    }),
  });
}

isolateScreenTests();
afterEach(() => vi.useRealTimers());

function pick(label: string, team: string) {
  fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value: team } });
  fireEvent.click(screen.getByRole('option', { name: new RegExp(team) }));
}

async function setUp(seed = '7') {
  const fetchMock = serveNfl();
  renderScreen('/live-simulation', <SimulatorPage />);
  await screen.findByRole('button', { name: 'START GAME' });
  // Rosters load in the background; wait for them so plays name players.
  await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => typeof url === 'string' && url.includes('/api/rosters/NFL'))).toBe(true));
  pick('Home Team', 'Kansas City Chiefs');
  pick('Away Team', 'Buffalo Bills');
  fireEvent.change(screen.getByLabelText('Seed (optional)'), { target: { value: seed } });
}

const plays = () => within(screen.getByRole('log', { name: 'Play-by-Play' })).getAllByRole('listitem');
const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('Simple Football Simulator (docs/product/simulator.md)', () => {
  it("needs both teams: 'Missing Teams'", async () => {
    serveNfl();
    renderScreen('/simple-simulation', <SimulatorPage />);
    expect(await screen.findByText('Click START GAME to see plays immediately!')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'START GAME' }));
    expect(await screen.findByText('Missing Teams')).toBeTruthy();
    expect(screen.getByText('Please select both home and away teams')).toBeTruthy();
  });

  it('plays after 200 ms and then every 3 s, pauses and resumes, and stops back to setup', async () => {
    await setUp();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'START GAME' }));
    expect(screen.getByText('Game Started!')).toBeTruthy();
    expect(screen.getByText('Kansas City Chiefs vs Buffalo Bills')).toBeTruthy();
    expect(screen.getByText('LIVE')).toBeTruthy();
    expect(screen.getByText('Q1')).toBeTruthy();
    expect(screen.getByLabelText('Game clock').textContent).toBe('15:00');
    expect(screen.getByText('Waiting for game plays...')).toBeTruthy();
    expect(screen.getByText('Waiting for game events...')).toBeTruthy();

    advance(199);
    expect(screen.queryByRole('log', { name: 'Play-by-Play' })).toBeNull();
    advance(1);
    expect(plays()).toHaveLength(1);
    expect(plays()[0]?.textContent).toMatch(/Q1 1[45]:\d\d\[Buffalo Bills\] /);
    advance(3000);
    expect(plays()).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByText('PAUSED')).toBeTruthy();
    advance(9000);
    expect(plays()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    advance(3000);
    expect(plays()).toHaveLength(3);
    advance(3000 * 40);
    expect(plays()).toHaveLength(20);

    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.getByRole('button', { name: 'START GAME' })).toBeTruthy();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the keyboard focus on the controls: START GAME to Pause, Pause to Resume, Stop to START GAME', async () => {
    await setUp();
    const startButton = screen.getByRole('button', { name: 'START GAME' });
    expect(document.activeElement).not.toBe(startButton);
    startButton.focus();
    fireEvent.click(startButton);
    const pause = screen.getByRole('button', { name: 'Pause' });
    await waitFor(() => expect(document.activeElement).toBe(pause));
    fireEvent.click(pause);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Resume' })));
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'START GAME' })));
  });

  it("runs to 'Game Over!' and replays the same game from its seed", async () => {
    await setUp('12345');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'START GAME' }));
    advance(200 + 3000 * 400);
    expect(screen.getByText('Game Over!')).toBeTruthy();
    expect(screen.getByText(/^Final score: Kansas City Chiefs \d+ - Buffalo Bills \d+$/)).toBeTruthy();
    expect(screen.getByText('FINAL')).toBeTruthy();
    expect(screen.getByText('Q4')).toBeTruthy();
    expect(screen.getByLabelText('Game clock').textContent).toBe('0:00');
    const firstFinal = screen.getByLabelText('Score').textContent;
    const named = plays().some((item) => /Mahomes|Allen|Pacheco|Cook|Rice|Shakir/.test(item.textContent ?? ''));
    expect(named).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(screen.getByText('No Game Running')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Instant' }));
    fireEvent.click(screen.getByRole('button', { name: 'Replay' }));
    advance(200);
    expect(screen.getByText('Game Over!')).toBeTruthy();
    expect(screen.getByLabelText('Score').textContent).toBe(firstFinal);
  });

  it('clears its timer when the page goes away', async () => {
    await setUp();
    vi.useFakeTimers();
    const scheduled = vi.spyOn(globalThis, 'setTimeout');
    const cleared = vi.spyOn(globalThis, 'clearTimeout');
    fireEvent.click(screen.getByRole('button', { name: 'START GAME' }));
    advance(200);
    // The next play's timer (3 s) is pending; leaving the page must clear exactly that one.
    const playTimers = scheduled.mock.calls.flatMap(([, delay], index): unknown[] => {
      const result: unknown = scheduled.mock.results[index]?.value;
      return delay === 3000 ? [result] : [];
    });
    expect(playTimers).toHaveLength(1);
    cleanup();
    expect(cleared.mock.calls.map(([id]) => id)).toContain(playTimers[0]);
  });
});
