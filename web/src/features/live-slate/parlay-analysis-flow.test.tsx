import { describe, expect, it } from 'vitest';
import type { InjuryRecord } from '@playbook/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { isolateScreenTests, renderRoutes, serve } from '@/test/render-screen';
import { modelAnswer } from '@/test/model-answer';
import { freshness, injuryRecord, teamRecord } from '@/test/sports-fixtures';
import { LiveSlatePage } from './live-slate-page';
import { SELECTED_LIVE_LINES_KEY } from '@/lib/selected-lines-storage';
import { testSlateLines } from './slate-test-data';

const lines = testSlateLines(3);
const teams = [teamRecord('Home Team 1', 1), teamRecord('Away Team 1', 30), teamRecord('Home Team 3', 2), teamRecord('Away Team 3', 3)];

/** The slate's feeds; `nflInjuries` null answers the NFL injury reports with a server error. */
function serveAll(nflInjuries: InjuryRecord[] | null = [injuryRecord('Away Team 1', 'QB', 'Out')]) {
  serve({
    'GET /api/live/betting-lines': () => Response.json({ ...freshness, lines }),
    'GET /api/live/games': () => Response.json({ ...freshness, games: [] }),
    'GET /api/betting/lines/alternates/sorted': () => Response.json({ ...freshness, success: true, marketType: 'spread', sortOrder: 'worst-to-best', lines: [] }),
    'GET /api/teams/NFL': () => Response.json({ ...freshness, league: 'NFL', season: 2026, week: 12, teams }),
    'GET /api/teams/NCAA': () => Response.json({ ...freshness, league: 'NCAA', season: 2026, week: 12, teams: [] }),
    'GET /api/injuries/NFL': () => (nflInjuries ? Response.json({ ...freshness, injuries: nflInjuries }) : new Response('down', { status: 500 })),
    'GET /api/injuries/NCAA': () => Response.json({ ...freshness, injuries: [] }),
    'GET /api/recommendations/weekly': () => Response.json({ ...freshness, success: true, data: [] }),
    // The Playbook model makes every home team a clear favourite (80 %, by 9 points).
    'GET /api/model/predict': () =>
      Response.json(modelAnswer({ rest: { home: 6, away: 3 }, neutralSite: true, prediction: { homePoints: 27, awayPoints: 18, margin: 9, homeWinProbability: 0.8, total: 45 } })),
  });
}

const renderSlate = () =>
  renderRoutes(
    [
      { path: '/live-game-slate', element: <LiveSlatePage /> },
      { path: '/profit-target', element: <p>Parlay builder</p> },
    ],
    '/live-game-slate',
  );

const pick = (description: string, odds: string) =>
  fireEvent.click(
    within(screen.getByRole('region', { name: 'Games' }))
      .getAllByRole('button')
      .find((button) => button.textContent?.startsWith(`${description}${odds}`)) ?? document.body,
  );

/** Picks two lines (description and odds) and opens the analysis; returns its dialog once the result is in. */
async function analyse(first: [string, string], second: [string, string]): Promise<HTMLElement> {
  renderSlate();
  await screen.findByRole('region', { name: 'Games' });
  pick(...first);
  pick(...second);
  fireEvent.click(screen.getByRole('button', { name: 'Build Parlay with AI Analysis' }));
  const dialog = await screen.findByRole('dialog', { name: 'Parlay Prediction Analysis' });
  await within(dialog).findByRole('tab', { name: 'Overview' }, { timeout: 4000 });
  return dialog;
}

/** The first leg's Game Stats Analysis dialog (an Away Team 1 moneyline), on its Injuries tab. */
async function firstLegInjuries(dialog: HTMLElement): Promise<HTMLElement> {
  fireEvent.mouseDown(within(dialog).getByRole('tab', { name: 'Leg Analysis' }));
  fireEvent.click(await within(dialog).findByRole('button', { name: /^Leg 1: Away Team 1 ML/ }));
  const stats = await screen.findByRole('dialog', { name: 'Game Stats Analysis' });
  fireEvent.mouseDown(within(stats).getByRole('tab', { name: 'Injuries' }));
  return stats;
}

isolateScreenTests();

describe('Parlay Prediction Analysis dialog (docs/product/live-slate.md)', () => {
  it('runs on open, rates the legs, flags one game twice, offers Proceed Anyway in red for Avoid, and proceeds to /profit-target', async () => {
    serveAll();
    const router = renderSlate();
    await screen.findByRole('region', { name: 'Games' });
    // The weak side twice in one game: an Avoid.
    pick('Away Team 1 ML', '+150');
    pick('Away Team 1 +3.5', '-110');
    const opener = screen.getByRole('button', { name: 'Build Parlay with AI Analysis' });
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Parlay Prediction Analysis' });
    expect(within(dialog).getByRole('progressbar', { name: 'Analysis progress' })).toBeTruthy();
    await within(dialog).findByRole('tab', { name: 'Overview' }, { timeout: 4000 });
    expect(within(dialog).getByText('Success Probability')).toBeTruthy();
    expect(within(dialog).getByText('Negative EV', { exact: false })).toBeTruthy();
    expect(within(dialog).getByText('Avoid')).toBeTruthy();
    expect(within(dialog).getByText(/Legs 1 and 2 are from the same game/)).toBeTruthy();
    const proceed = within(dialog).getByRole('button', { name: 'Proceed Anyway' });
    expect(proceed.className).toContain('bg-destructive');

    fireEvent.mouseDown(within(dialog).getByRole('tab', { name: 'Leg Analysis' }));
    // Each leg is the Playbook model's (ADR 063): the away moneyline is its 20 %, not the stat comparison's.
    const leg = await within(dialog).findByRole('button', { name: /^Leg 1: Away Team 1 ML, 20\.0%/ });
    expect(leg.textContent).toContain('Playbook model: Away Team 1 20.0% to win, an expected margin of -9 points');
    expect(within(dialog).getAllByText(/· Playbook model$/)).toHaveLength(2);
    // The fitted model's figures on each leg card, with the rest it counted for the game's kick-off and its site.
    expect((await within(dialog).findAllByText('Rest: Jacksonville Jaguars 3 days vs Miami Dolphins 6 days')).length).toBe(2);
    expect(within(dialog).getAllByText('Neutral site: no home-field edge')).toHaveLength(2);
    fireEvent.click(leg);
    const stats = await screen.findByRole('dialog', { name: 'Game Stats Analysis' });
    expect(within(stats).getByText('Predicted winner: Home Team 1')).toBeTruthy();
    expect(within(stats).getByText(/^(Consider Avoiding|Recommended Switch)$/)).toBeTruthy();
    fireEvent.keyDown(stats, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Game Stats Analysis' })).toBeNull());

    fireEvent.click(within(screen.getByRole('dialog', { name: 'Parlay Prediction Analysis' })).getByRole('button', { name: 'Proceed Anyway' }));
    expect(router.state.location.pathname).toBe('/live-game-slate');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profit-target'), { timeout: 2000 });
    const stored: unknown = JSON.parse(window.localStorage.getItem(SELECTED_LIVE_LINES_KEY) ?? '[]');
    expect(Array.isArray(stored) && stored.map((line: { description?: string }) => line.description)).toEqual(['Away Team 1 ML', 'Away Team 1 +3.5']);
  }, 15_000);

  it('splits each team\'s injuries into Out / IR (injured reserve included) and Questionable / Doubtful (docs/product/live-slate.md)', async () => {
    serveAll([
      injuryRecord('Away Team 1', 'QB', 'Out', 'Quinn Out'),
      injuryRecord('Away Team 1', 'WR', 'Injured Reserve', 'Reese Reserve'),
      injuryRecord('Away Team 1', 'CB', 'IR', 'Ian Listed'),
      injuryRecord('Away Team 1', 'RB', 'Questionable', 'Quincy Maybe'),
    ]);
    const stats = await firstLegInjuries(await analyse(['Away Team 1 ML', '+150'], ['Away Team 1 +3.5', '-110']));
    const group = (label: string) => within(stats).getByText(label).parentElement?.textContent ?? '';
    const out = group('Out / IR (3)');
    expect(out).toContain('Quinn Out (QB): Out');
    expect(out).toContain('Reese Reserve (WR): Injured Reserve');
    expect(out).toContain('Ian Listed (CB): IR');
    expect(group('Questionable / Doubtful (1)')).toContain('Quincy Maybe (RB): Questionable');
  }, 15_000);

  it('says "Injury data not available" when the league\'s injury reports did not load, not an empty list (docs/product/live-slate.md)', async () => {
    serveAll(null);
    const dialog = await analyse(['Away Team 1 ML', '+150'], ['Home Team 3 ML', '-170']);
    fireEvent.mouseDown(within(dialog).getByRole('tab', { name: 'Details' }));
    expect(within(dialog).getByText(/0 injury reports \(NFL reports not available\)/)).toBeTruthy();
    const stats = await firstLegInjuries(dialog);
    expect(within(stats).getAllByText('Injury data not available')).toHaveLength(2);
    expect(within(stats).queryByText('None reported')).toBeNull();
  }, 15_000);
});
