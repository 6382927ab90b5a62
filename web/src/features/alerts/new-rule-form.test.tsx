import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LiveBettingLine } from '@playbook/contracts';
import { chooseOption } from '@/test/choose-option';
import { isolateScreenTests, renderScreen, serve } from '@/test/render-screen';
import { NewRuleForm } from './new-rule-form';
import { EMPTY_DRAFT, fieldProblems, requestOf, toggled } from './rule-draft';

isolateScreenTests();

const freshness = { lastUpdated: '2026-11-28T02:00:00.000Z', source: 'demo' as const };
const line = (id: string, bookmaker: string, description: string, odds: number): LiveBettingLine => ({
  id,
  game: 'Miami Dolphins @ Buffalo Bills',
  matchup: 'Miami Dolphins @ Buffalo Bills',
  type: 'moneyline',
  description,
  odds,
  bookmaker,
  league: 'NFL',
  eventId: '7',
  isAlternate: false,
  line: null,
  gameTime: '2026-11-29T18:00:00.000Z',
});

/** Answers the rule creation with the server's 400 or 201; returns the bodies the form sent. */
function serveForm(answer: () => Response) {
  const fetchMock = serve({
    'GET /api/live/betting-lines': () => Response.json({ ...freshness, lines: [line('41', 'DraftKings', 'Buffalo Bills ML', -180), line('42', 'FanDuel', 'Buffalo Bills ML', -175)] }),
    'GET /api/teams/NFL': () => Response.json({ ...freshness, league: 'NFL', season: 2026, week: 12, teams: [], teamsWithoutStatistics: [{ id: 1, teamName: 'Buffalo Bills', abbreviation: 'BUF', conference: null }] }),
    'POST /api/alerts/rules': answer,
  });
  return () => fetchMock.mock.calls.flatMap(([, init]) => (init?.method === 'POST' && typeof init.body === 'string' ? [JSON.parse(init.body) as unknown] : []));
}

const created = () => Response.json({ id: 4, kind: 'line', description: 'x', rule: { kind: 'settled' }, muted: false, createdAt: freshness.lastUpdated }, { status: 201 });

describe('the new alert rule form', () => {
  it('watches a line: the game, then its line at one book, then a price threshold', async () => {
    const sent = serveForm(created);
    renderScreen('/', <NewRuleForm full={false} />);
    await screen.findByLabelText('Game');
    expect(screen.getByRole('combobox', { name: 'Line' }).textContent).toBe('Choose a game first');
    await chooseOption('Game', /^Miami Dolphins @ Buffalo Bills \(NFL, /);
    await chooseOption('Line', 'FanDuel: Buffalo Bills ML at -175');
    await chooseOption('When it reaches', 'At or below');
    fireEvent.change(screen.getByLabelText('Threshold'), { target: { value: '-200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add alert' }));
    await waitFor(() => expect(sent()).toEqual([{ kind: 'line', lineId: '42', measure: 'price', direction: 'below', threshold: -200 }]));
  });

  it("shows the server's message naming the field of a mistake", async () => {
    serveForm(() => Response.json({ error: { code: 'VALIDATION_ERROR', message: 'threshold: Threshold must be American odds (-100 or below, +100 or above)' } }, { status: 400 }));
    renderScreen('/', <NewRuleForm full={false} />);
    await screen.findByLabelText('Game');
    await chooseOption('Game', /^Miami Dolphins @ Buffalo Bills/);
    await chooseOption('Line', 'DraftKings: Buffalo Bills ML at -180');
    fireEvent.change(screen.getByLabelText('Threshold'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add alert' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Threshold must be American odds (-100 or below, +100 or above)');
    expect(screen.getByLabelText('Threshold').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Line').getAttribute('aria-invalid')).toBeNull();
  });

  it("watches a team's injury report for the chosen key positions", async () => {
    const sent = serveForm(created);
    renderScreen('/', <NewRuleForm full={false} />);
    await chooseOption('Tell me when', "A team's injury report changes");
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Team' }).textContent).toBe('Choose a team'));
    await chooseOption('Team', 'Buffalo Bills');
    fireEvent.click(screen.getByLabelText('WR'));
    fireEvent.click(screen.getByRole('button', { name: 'Add alert' }));
    await waitFor(() => expect(sent()).toEqual([{ kind: 'injury', league: 'NFL', team: 'BUF', positions: ['QB', 'WR'] }]));
  });

  it('chooses the leagues and markets of a +EV rule', async () => {
    const sent = serveForm(created);
    renderScreen('/', <NewRuleForm full={false} />);
    await chooseOption('Tell me when', 'A +EV line appears');
    fireEvent.click(screen.getByLabelText('NCAA'));
    fireEvent.click(screen.getByLabelText('Total'));
    fireEvent.change(screen.getByLabelText('Minimum EV %'), { target: { value: '3.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add alert' }));
    await waitFor(() => expect(sent()).toEqual([{ kind: 'ev', minEvPercent: 3.5, leagues: ['NFL'], markets: ['moneyline', 'spread'] }]));
  });

  it('says when the lines could not be loaded, and when no game has any', async () => {
    serve({ 'GET /api/live/betting-lines': () => new Response('down', { status: 503 }) });
    renderScreen('/', <NewRuleForm full={false} />);
    expect((await screen.findByRole('alert')).textContent).toContain('The lines could not be loaded');
    cleanup();
    serve({ 'GET /api/live/betting-lines': () => Response.json({ ...freshness, lines: [] }) });
    renderScreen('/', <NewRuleForm full={false} />);
    expect(await screen.findByText('No game has lines posted right now.')).toBeDefined();
  });

  it('is closed when the account has the most rules', () => {
    serveForm(created);
    renderScreen('/', <NewRuleForm full />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add alert' }).disabled).toBe(true);
    expect(screen.getByText(/delete one to add another/)).toBeDefined();
  });
});

describe('a rule draft', () => {
  it('sends an empty number as null, so the server names the field', () => {
    expect(JSON.parse(JSON.stringify(requestOf({ ...EMPTY_DRAFT, kind: 'arbitrage', percent: ' ' })))).toEqual({ kind: 'arbitrage', minProfitPercent: null, leagues: ['NFL', 'NCAA'] });
  });

  it('keeps the choices in their own order when one is added back', () => {
    expect(toggled(['QB', 'RB', 'WR'], ['WR'], 'QB', true)).toEqual(['QB', 'WR']);
    expect(toggled(['QB', 'RB', 'WR'], ['QB', 'WR'], 'QB', false)).toEqual(['WR']);
  });
});

describe("the server's answer to a mistake", () => {
  it('is read as the fields it names, each with what is wrong', () => {
    expect(fieldProblems('lineId: Line must be a line id; threshold: Threshold must be a number')).toEqual([
      { field: 'lineId', text: 'Line must be a line id' },
      { field: 'threshold', text: 'Threshold must be a number' },
    ]);
    expect(fieldProblems('positions.0: Position is required')).toEqual([{ field: 'positions', text: 'Position is required' }]);
    expect(fieldProblems('You can keep at most 50 alert rules: delete one first')).toEqual([{ field: null, text: 'You can keep at most 50 alert rules: delete one first' }]);
  });
});
