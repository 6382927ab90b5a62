import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRng, formatMetric, predictMatchup, simulateMatchup } from '@playbook/core';
import type { ModelPredictResponse } from '@playbook/contracts';
import { freshness, hubGame, injuryRecord, teamRecord } from '@/test/sports-fixtures';
import { modelAnswer } from '@/test/model-answer';
import { deferredResponse, type Handler, isolateScreenTests, renderRoutes, renderScreen, serve } from '@/test/render-screen';
import { readWatchlistPredictions } from '@/lib/parlay-storage';
import { useLeague } from '@/lib/league';
import { routes } from '@/app/router';
import { alice } from '@/test/users';
import { MatchupPage } from './matchup-page';
import { matchupSeed } from './use-matchup-controller';

const broncos = teamRecord('Denver Broncos', 8);
const texans = teamRecord('Houston Texans', 3);
const bears = teamRecord('Chicago Bears', 12);
const buckeyes = teamRecord('Ohio State Buckeyes', 1, { league: 'NCAA' });
const wolverines = teamRecord('Michigan Wolverines', 5, { league: 'NCAA' });
const texansInjury = injuryRecord('Houston Texans', 'WR', 'Out');

const json = (body: unknown, status = 200) => () => Response.json(body, { status });
const teams = (league: 'NFL' | 'NCAA', list: unknown[]) => json({ ...freshness, league, season: 2026, week: 12, teams: list });
const schedule = (games: unknown[]) => json({ ...freshness, success: true, data: { schedule: games, organizedByDay: {} } });

function serveLeagues(extra: Record<string, Handler> = {}) {
  return serve({
    'GET /api/teams/NFL': teams('NFL', [texans, broncos, bears]),
    'GET /api/injuries/NFL': json({ ...freshness, injuries: [texansInjury] }),
    'GET /api/gamehub/nfl': schedule([
      hubGame('Denver Broncos', 'Houston Texans'),
      hubGame('Chicago Bears', 'Atlantis Tritons'),
      hubGame('Dallas Cowboys', 'Green Bay Packers', { status: 'live' }),
    ]),
    'GET /api/teams/NCAA': teams('NCAA', [buckeyes, wolverines]),
    'GET /api/injuries/NCAA': json({ ...freshness, injuries: [] }),
    'GET /api/gamehub/ncaa': schedule([]),
    ...extra,
  });
}

const firstHalfSide = (teamName: string, winProbability: number) => ({
  teamName,
  winProbability,
  metrics: { ppa: 0.1, successRate: 0.46, turnoverMargin: 0.4, pointsPerPlayMargin: 0.2, firstHalfPointsPerGame: 18 },
});

isolateScreenTests();

async function openManualTab() {
  fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Manual Selection' }));
  await screen.findByText('Select two teams above to see analysis options');
}

function pick(label: string, team: string) {
  fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value: team } });
  fireEvent.click(screen.getByRole('option', { name: new RegExp(team) }));
}

/** Picks Denver Broncos @ Houston Texans on the Manual Selection tab and presses Get Prediction. */
async function predictPickedBroncosAtTexans() {
  await openManualTab();
  pick('Away Team', 'Denver Broncos');
  pick('Home Team', 'Houston Texans');
  fireEvent.click(screen.getByRole('button', { name: 'Get Prediction' }));
  return screen.findByRole('dialog', { name: 'Game Analysis' });
}

/** Serves the leagues (with any overrides), opens /matchup and predicts Denver Broncos @ Houston Texans. */
async function predictBroncosAtTexans(extra: Record<string, Handler> = {}) {
  serveLeagues(extra);
  renderScreen('/matchup', <MatchupPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Predict: Denver Broncos @ Houston Texans' }));
  return screen.findByRole('dialog', { name: 'Game Analysis' });
}

/** Serves the leagues with the fitted model answering each request by `answer`; the requests' URLs, in order. */
function serveModel(answer: (url: URL) => ModelPredictResponse): URL[] {
  const asked: URL[] = [];
  serveLeagues({
    'GET /api/model/predict': (url) => {
      asked.push(url);
      return Response.json(answer(url));
    },
  });
  return asked;
}

/** The dialog's finished Denver Broncos @ Houston Texans simulation is the one drawn from these expected points. */
function expectSimulationFrom(dialog: HTMLElement, points: Pick<ModelPredictResponse['prediction'], 'homePoints' | 'awayPoints'>) {
  // Team 1 is the away side: it draws the model's away points.
  const expected = simulateMatchup(broncos, texans, {
    league: 'NFL',
    rng: createRng(matchupSeed('Denver Broncos', 'Houston Texans')),
    expectedPoints: { team1: points.awayPoints, team2: points.homePoints },
  });
  const stat = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
  expect(stat('Houston Texans wins')).toBe(String(expected.team2Wins));
  expect(stat('Avg point differential (Denver Broncos − Houston Texans)')).toBe(`${formatMetric('pointMargin', expected.averagePointDifferential)} pts`);
}

describe('Weekly Schedule (docs/product/matchup-predictor.md)', () => {
  it("lists this week's scheduled games with their lines", async () => {
    serveLeagues();
    renderScreen('/matchup', <MatchupPage />);
    expect(await screen.findByText('NFL This Week (2 games)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Rankings' }).getAttribute('href')).toBe('/');
    const game = screen.getByText('Denver Broncos @ Houston Texans').closest('li');
    expect(game?.textContent).toContain('Sun, Nov 29');
    expect(game?.textContent).toContain('Houston Texans -3.5');
    expect(game?.textContent).toContain('Denver Broncos +150 · Houston Texans -170');
    expect(screen.queryByText(/Dallas Cowboys/)).toBeNull();
  });

  it('says when there are no games', async () => {
    serveLeagues({ 'GET /api/gamehub/nfl': schedule([]) });
    renderScreen('/matchup', <MatchupPage />);
    expect(await screen.findByText('No scheduled games available for this league')).toBeTruthy();
  });

  it("says 'Error loading scheduled games' with Try Again, which loads again without a page reload", async () => {
    const again = deferredResponse();
    let asked = 0;
    serveLeagues({
      'GET /api/gamehub/nfl': () => (++asked === 1 ? Response.json({ error: { code: 'UPSTREAM', message: 'Schedule feed down' } }, { status: 502 }) : again.promise),
    });
    renderScreen('/matchup', <MatchupPage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading scheduled games')).toBeTruthy();
    expect(within(alert).getByText('Schedule feed down')).toBeTruthy();
    expect(screen.getByText('NFL This Week').textContent).toBe('NFL This Week');
    const retry = within(alert).getByRole('button', { name: 'Try Again' });
    retry.focus();
    await waitFor(() => expect(document.activeElement).toBe(retry));
    fireEvent.click(retry);
    // The button gives way to the loading state: focus moves to the list's region, not <body>, and stays there.
    const region = screen.getByRole('group', { name: 'NFL scheduled games' });
    await waitFor(() => expect(document.activeElement).toBe(region));
    expect(await screen.findByText('Loading NFL games...')).toBeTruthy();
    expect(screen.queryByText('Error loading scheduled games')).toBeNull();
    again.release(schedule([hubGame('Denver Broncos', 'Houston Texans')])());
    expect(await screen.findByText('NFL This Week (1 games)')).toBeTruthy();
    expect(within(region).getByText('Denver Broncos @ Houston Texans')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(region));
    expect(asked).toBe(2);
  });

  it("headlines the Playbook model's winner, margin and probability, with the stat comparison beside it (ADR 048)", async () => {
    const prediction = { homePoints: 25, awayPoints: 19.2, margin: 5.8, homeWinProbability: 0.66, total: 44.2 };
    const dialog = await predictBroncosAtTexans({ 'GET /api/model/predict': json(modelAnswer({ prediction })) });
    const stat = predictMatchup(broncos, texans, { team2Injuries: [texansInjury] });
    expect(stat.winner).toBe('Houston Texans');
    expect(await within(dialog).findByText('5.8 pts')).toBeTruthy();
    expect(within(dialog).getByText('Playbook model')).toBeTruthy();
    expect(within(dialog).getByText('Rank #8')).toBeTruthy();
    expect(within(dialog).getByText('Rank #3')).toBeTruthy();
    // No second prediction: the stat comparison's own margin and confidence appear nowhere.
    expect(within(dialog).queryByText(`${stat.spread.toFixed(1)} pts`)).toBeNull();
    expect(within(dialog).queryByText(formatMetric('confidence', stat.confidence))).toBeNull();
    // The model's probability in the headline and in the model-vs-market box; the spread verdict from its margin.
    expect(within(dialog).getAllByText('66.0%')).toHaveLength(2);
    expect(within(dialog).getByText('Will Cover')).toBeTruthy();
    expect(within(dialog).getByText('44.2 pts')).toBeTruthy();
    const stats = within(dialog).getByRole('region', { name: 'Stat comparison' });
    expect(within(stats).getByText('Stat edge: Houston Texans, the same side as the Playbook model.')).toBeTruthy();
    expect(within(stats).getByRole('list', { name: 'Key points' }).querySelectorAll('li').length).toBe(Math.min(5, stat.reasoning.length));
    expect(within(dialog).getByText('Market no-vig probability (DraftKings moneyline)')).toBeTruthy();
    expect(within(dialog).getByText(/^The Playbook model's probability, fitted on past games/)).toBeTruthy();
    // The edge between two percentages is in percentage points, not "pts".
    expect(within(dialog).getByText('Edge (model − market)').nextElementSibling?.textContent).toMatch(/^([+-]\d+\.\d|0\.0) pp$/);
    // The watchlist keeps the headline the dialog shows.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to Watchlist' }));
    expect(readWatchlistPredictions(localStorage)).toMatchObject([{ predictedWinner: 'Houston Texans', predictedMargin: 5.8, winnerConfidence: 66 }]);
  });

  it('falls back to the stat comparison, saying so, where the Playbook model does not know the game', async () => {
    const dialog = await predictBroncosAtTexans();
    const stat = predictMatchup(broncos, texans, { team2Injuries: [texansInjury] });
    expect(await within(dialog).findByText('Stat comparison (the Playbook model does not know this game)')).toBeTruthy();
    expect(within(dialog).getByText(`${stat.spread.toFixed(1)} pts`)).toBeTruthy();
    expect(within(dialog).getByText(/The Playbook model is unavailable/)).toBeTruthy();
  });

  it("toasts 'Team Data Not Found' for a team without stats", async () => {
    serveLeagues();
    renderScreen('/matchup', <MatchupPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Predict: Chicago Bears @ Atlantis Tritons' }));
    expect(await screen.findByText('Team Data Not Found')).toBeTruthy();
    expect(screen.getByText('Unable to find stats for "Atlantis Tritons". This team may not be in our database yet.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('runs the 100-game simulation with visible progress, then the results', async () => {
    serveLeagues();
    renderScreen('/matchup', <MatchupPage />);
    fireEvent.click(await screen.findByRole('button', { name: '100 Games: Denver Broncos @ Houston Texans' }));
    const dialog = await screen.findByRole('dialog', { name: 'Game Analysis' });
    const bar = within(dialog).getByRole('progressbar', { name: 'Simulation progress' });
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0));
    expect(within(dialog).queryByText('Prediction Analysis')).toBeNull();
    const expected = simulateMatchup(broncos, texans, { league: 'NFL', rng: createRng(matchupSeed('Denver Broncos', 'Houston Texans')) });
    await within(dialog).findByText('Ties', {}, { timeout: 3000 });
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    const stat = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(stat('Denver Broncos wins')).toBe(String(expected.team1Wins));
    expect(stat('Houston Texans wins')).toBe(String(expected.team2Wins));
    expect(stat('Ties')).toBe(String(expected.ties));
    expect(stat('Largest margin')).toBe(`${formatMetric('points', expected.largestMargin)} pts`);
    expect(stat('Avg point differential (Denver Broncos − Houston Texans)')).toBe(`${formatMetric('pointMargin', expected.averagePointDifferential)} pts`);
    expect(stat('Avg point differential (Denver Broncos − Houston Texans)')).toMatch(/^([+-]\d+\.\d|0\.0) pts$/);
    expect(stat('Avg winning margin')).toBe(`${expected.averageWinningMargin.toFixed(1)} pts`);
  });

  it("draws the simulation's scoring from the fitted model's expected points when it answers", async () => {
    const prediction = { homePoints: 27.5, awayPoints: 16, margin: 11.5, homeWinProbability: 0.86, total: 43.5 };
    const asked = serveModel(() => modelAnswer({ prediction }));
    renderScreen('/matchup', <MatchupPage />);
    fireEvent.click(await screen.findByRole('button', { name: '100 Games: Denver Broncos @ Houston Texans' }));
    const dialog = await screen.findByRole('dialog', { name: 'Game Analysis' });
    await within(dialog).findByText('Ties', {}, { timeout: 3000 });
    expectSimulationFrom(dialog, prediction);
    expect(asked[0]?.searchParams.get('home')).toBe(String(texans.id));
    expect(asked[0]?.searchParams.get('away')).toBe(String(broncos.id));
    // The simulation draws from the prediction of the scheduled game, its rest included.
    expect(asked[0]?.searchParams.get('kickoff')).toBe(hubGame('Denver Broncos', 'Houston Texans').scheduledTime);
  });

  it("asks the fitted model with the scheduled game's kick-off and shows each team's rest", async () => {
    const asked: URL[] = [];
    const rested = modelAnswer({
      home: { id: texans.id, teamName: 'Houston Texans', abbreviation: 'HOU' },
      away: { id: broncos.id, teamName: 'Denver Broncos', abbreviation: 'DEN' },
      rest: { home: 6, away: 3 },
    });
    const dialog = await predictBroncosAtTexans({
      'GET /api/model/predict': (url) => {
        asked.push(url);
        return Response.json(rested);
      },
    });
    expect(await within(dialog).findByText('Rest: Denver Broncos 3 days vs Houston Texans 6 days')).toBeTruthy();
    expect(asked[0]?.searchParams.get('kickoff')).toBe('2026-11-29T18:00:00.000Z');
  });
});

describe('Game Analysis numbers and focus (items 4, 6, 9)', () => {
  it("says 'No posted line for this game' for a scheduled game without odds", async () => {
    const dialog = await predictBroncosAtTexans({ 'GET /api/gamehub/nfl': schedule([hubGame('Denver Broncos', 'Houston Texans', { odds: null })]) });
    expect(await within(dialog).findByText('No posted line for this game')).toBeTruthy();
    expect(within(dialog).queryByText(/manual matchup/)).toBeNull();
  });

  it('starts focus on the title, in view, not on the simulation button below the fold', async () => {
    const dialog = await predictBroncosAtTexans();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Game Analysis' })));
  });

  it('gives focus back to the button that opened it, on Escape and on Close', async () => {
    serveLeagues();
    renderScreen('/matchup', <MatchupPage />);
    const predict = await screen.findByRole('button', { name: 'Predict: Denver Broncos @ Houston Texans' });
    predict.focus();
    fireEvent.click(predict);
    const dialog = await screen.findByRole('dialog', { name: 'Game Analysis' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(predict));

    const simulate = screen.getByRole('button', { name: '100 Games: Denver Broncos @ Houston Texans' });
    simulate.focus();
    fireEvent.click(simulate);
    const again = await screen.findByRole('dialog', { name: 'Game Analysis' });
    fireEvent.click(within(again).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(simulate));
  });

  it('focuses the first team picker when closing removed the manual button', async () => {
    serveLeagues();
    renderScreen('/matchup', <MatchupPage />);
    await openManualTab();
    pick('Away Team', 'Denver Broncos');
    pick('Home Team', 'Houston Texans');
    const predict = screen.getByRole('button', { name: 'Get Prediction' });
    predict.focus();
    fireEvent.click(predict);
    const dialog = await screen.findByRole('dialog', { name: 'Game Analysis' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Away Team' })));
  });
});

describe('Manual Selection (docs/product/matchup-predictor.md)', () => {
  it('asks for two teams, then offers the analysis buttons (no 1st half for NFL)', async () => {
    serveLeagues();
    renderScreen('/matchup', <MatchupPage />);
    await openManualTab();
    expect(screen.queryByRole('button', { name: 'Get Prediction' })).toBeNull();
    pick('Away Team', 'Denver Broncos');
    expect(screen.getByText('Select two teams above to see analysis options')).toBeTruthy();
    pick('Home Team', 'Houston Texans');
    expect(screen.queryByText('Select two teams above to see analysis options')).toBeNull();
    expect(screen.getByRole('button', { name: 'Get Prediction' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '100-Game Simulation' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '1st Half Prediction' })).toBeNull();
  });

  it('asks the fitted model about a manual pairing without a kick-off (no game, equal rest)', async () => {
    const asked: URL[] = [];
    serveLeagues({
      'GET /api/model/predict': (url) => {
        asked.push(url);
        return Response.json(modelAnswer());
      },
    });
    renderScreen('/matchup', <MatchupPage />);
    const dialog = await predictPickedBroncosAtTexans();
    await within(dialog).findByText(/ratings fitted on/);
    expect(asked[0]?.searchParams.get('home')).toBe(String(texans.id));
    expect(asked[0]?.searchParams.has('kickoff')).toBe(false);
    expect(asked[0]?.searchParams.has('neutral')).toBe(false);
  });

  it("asks the fitted model for a neutral site when 'Neutral site' is checked; the dialog says so and its simulation draws from it (ADR 034)", async () => {
    const home = { homePoints: 24, awayPoints: 20, margin: 4, homeWinProbability: 0.65, total: 44 };
    const neutral = { homePoints: 23, awayPoints: 21, margin: 2, homeWinProbability: 0.575, total: 44 };
    const asked = serveModel((url) => {
      const atNeutral = url.searchParams.get('neutral') === 'true';
      return modelAnswer({ neutralSite: atNeutral, prediction: atNeutral ? neutral : home });
    });
    renderScreen('/matchup', <MatchupPage />);
    await openManualTab();
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Neutral site' });
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    const dialog = await predictPickedBroncosAtTexans();
    expect(await within(dialog).findByText('Neutral site: no home-field edge')).toBeTruthy();
    expect(asked.map((url) => url.searchParams.get('neutral'))).toEqual(['true']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run 100-Game Simulation' }));
    await within(dialog).findByText('Ties', {}, { timeout: 3000 });
    expectSimulationFrom(dialog, neutral);
    // Saved to the watchlist, the entry keeps the choice (and its league), so opening it asks the same question.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to Watchlist' }));
    expect(readWatchlistPredictions(localStorage)).toMatchObject([{ awayTeam: 'Denver Broncos', homeTeam: 'Houston Texans', neutral: true, league: 'NFL' }]);
    // Closing clears the pairing, the neutral-site choice with it (docs/product/matchup-predictor.md).
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Neutral site' }).checked).toBe(false);
  });

  it("opens a saved entry's pairing in the Manual Selection with its neutral-site box, in the entry's league (ADR 034)", async () => {
    const asked = serveModel(() => modelAnswer({ neutralSite: true }));
    localStorage.setItem('playbook.league', 'NCAA');
    const router = renderRoutes([{ path: '/matchup', element: <MatchupPage /> }], '/matchup?away=Denver+Broncos&home=Houston+Texans&league=NFL&neutral=true');
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Home Team' }).value).toBe('Houston Texans'));
    expect(screen.getByRole('tab', { name: 'Manual Selection', selected: true })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'League' }).textContent).toBe('NFL');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Away Team' }).value).toBe('Denver Broncos');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Neutral site' }).checked).toBe(true);
    // Restored once: the query string is cleared, so a reload or a league change starts afresh.
    expect(router.state.location.search).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Get Prediction' }));
    await screen.findByRole('dialog', { name: 'Game Analysis' });
    await waitFor(() => expect(asked.map((url) => url.searchParams.get('neutral'))).toEqual(['true']));
  });

  it('opens an entry without a neutral flag (saved before it) as a home game, and leaves out a team the league does not have', async () => {
    serveLeagues();
    renderRoutes([{ path: '/matchup', element: <MatchupPage /> }], '/matchup?away=Atlantis+Tritons&home=Houston+Texans');
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Home Team' }).value).toBe('Houston Texans'));
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Away Team' }).value).toBe('');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Neutral site' }).checked).toBe(false);
  });

  it("leaves a scheduled game's venue to its stored game: no neutral flag beside the kick-off, whatever the box says", async () => {
    const asked = serveModel(() => modelAnswer());
    renderScreen('/matchup', <MatchupPage />);
    await openManualTab();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Neutral site' }));
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Weekly Schedule' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Predict: Denver Broncos @ Houston Texans' }));
    const dialog = await screen.findByRole('dialog', { name: 'Game Analysis' });
    await within(dialog).findByText(/ratings fitted on/);
    expect(asked[0]?.searchParams.has('kickoff')).toBe(true);
    expect(asked[0]?.searchParams.has('neutral')).toBe(false);
  });

  it('shows injuries and impact in the picker options', async () => {
    serveLeagues();
    renderScreen('/matchup', <MatchupPage />);
    await openManualTab();
    fireEvent.change(screen.getByRole('combobox', { name: 'Away Team' }), { target: { value: 'Houston' } });
    const option = screen.getByRole('option', { name: /Houston Texans/ });
    expect(option.textContent).toContain('#3 · 1 injury');
    expect(option.textContent).toContain('medium impact');
  });

  it('closing the analysis clears the chosen teams', async () => {
    serveLeagues();
    renderScreen('/matchup', <MatchupPage />);
    const dialog = await predictPickedBroncosAtTexans();
    expect(await within(dialog).findByText('Rank-based spread (no posted line):', { exact: false })).toBeTruthy();
    expect(within(dialog).getByText('No posted line for this game')).toBeTruthy();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Away Team' }).value).toBe('');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Home Team' }).value).toBe('');
    expect(screen.getByText('Select two teams above to see analysis options')).toBeTruthy();
  });

  it('changing the league clears the chosen teams', async () => {
    serveLeagues();
    renderScreen('/matchup', <MatchupPage />);
    await openManualTab();
    pick('Away Team', 'Denver Broncos');
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'League' }), { key: 'Enter' });
    fireEvent.keyDown(await screen.findByRole('option', { name: 'NCAA' }), { key: 'Enter' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'League' }).textContent).toBe('NCAA'));
    const away = await screen.findByRole('combobox', { name: 'Away Team' });
    expect((away as HTMLInputElement).value).toBe('');
    fireEvent.change(away, { target: { value: 'o' } });
    expect(screen.getByRole('option', { name: /Ohio State Buckeyes/ })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Denver Broncos/ })).toBeNull();
  });
});

describe('one league for the header and the page (docs/product/header-and-leagues.md)', () => {
  function HeaderToggle() {
    const { setLeague } = useLeague();
    return <button onClick={() => setLeague('NCAA')}>Header NCAA</button>;
  }

  it("follows the header's toggle and clears the chosen teams", async () => {
    serveLeagues();
    renderScreen(
      '/matchup',
      <>
        <HeaderToggle />
        <MatchupPage />
      </>,
    );
    await openManualTab();
    pick('Away Team', 'Denver Broncos');
    fireEvent.click(screen.getByRole('button', { name: 'Header NCAA' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'League' }).textContent).toBe('NCAA'));
    const away = await screen.findByRole('combobox', { name: 'Away Team' });
    expect((away as HTMLInputElement).value).toBe('');
    fireEvent.change(away, { target: { value: 'o' } });
    expect(screen.getByRole('option', { name: /Ohio State Buckeyes/ })).toBeTruthy();
  });
});

describe('1st Half Prediction (NCAA, docs/product/matchup-predictor.md)', () => {
  async function askFirstHalf() {
    localStorage.setItem('playbook.league', 'NCAA');
    renderScreen('/matchup', <MatchupPage />);
    await openManualTab();
    pick('Away Team', 'Michigan Wolverines');
    pick('Home Team', 'Ohio State Buckeyes');
    fireEvent.click(screen.getByRole('button', { name: '1st Half Prediction' }));
    return screen.findByRole('dialog', { name: 'Game Analysis' });
  }

  it('loads the prediction for home and away', async () => {
    const fetchMock = serveLeagues({
      'GET /api/cfb/first-half-prediction': json({
        ...freshness,
        success: true,
        data: {
          prediction: { winner: 'Ohio State Buckeyes', confidence: 81.4, predictedMargin: 9.2 },
          home: firstHalfSide('Ohio State Buckeyes', 0.814),
          away: firstHalfSide('Michigan Wolverines', 0.186),
        },
      }),
    });
    const dialog = await askFirstHalf();
    expect(await within(dialog).findByText('1st Half Winner')).toBeTruthy();
    // The confidence, and the home side's win probability in the same format.
    expect(within(dialog).getAllByText('81.4%')).toHaveLength(2);
    const row = (label: string) => [...within(dialog).getByText(label).closest('tr')?.querySelectorAll('td') ?? []].slice(1).map((cell) => cell.textContent);
    // One format per quantity: signed margins as the rankings show them.
    expect(row('Turnover margin / game')).toEqual(['+0.4', '+0.4']);
    expect(row('Points per play margin')).toEqual(['+0.20', '+0.20']);
    expect(within(dialog).getByText('9.2 pts')).toBeTruthy();
    expect(within(dialog).queryByText('Prediction Analysis')).toBeNull();
    const url = fetchMock.mock.calls.map(([input]) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)).find((u) => u.includes('first-half'));
    expect(url).toBe('/api/cfb/first-half-prediction?homeTeam=Ohio+State+Buckeyes&awayTeam=Michigan+Wolverines');
  });

  it("shows the server's error", async () => {
    serveLeagues({ 'GET /api/cfb/first-half-prediction': json({ success: false, error: 'Team not found: Michigan Wolverines', team: 'Michigan Wolverines' }, 404) });
    const dialog = await askFirstHalf();
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Team not found: Michigan Wolverines');
  });

  it("shows 'Failed to load first half prediction' when the server gives no reason", async () => {
    serveLeagues({ 'GET /api/cfb/first-half-prediction': () => new Response('', { status: 500 }) });
    const dialog = await askFirstHalf();
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to load first half prediction');
  });

  it('shows the network error when the request gets no answer', async () => {
    serveLeagues();
    const dialog = await askFirstHalf();
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Network error: Unable to load first half prediction');
  });

  it('an answer "session ended" goes through the app\'s one rule: sign in again, with that toast', async () => {
    const ended = () => Response.json({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } }, { status: 401 });
    serveLeagues({ 'GET /api/user': () => Response.json(alice), 'GET /api/cfb/first-half-prediction': ended });
    localStorage.setItem('playbook.league', 'NCAA');
    const router = renderRoutes(routes, '/matchup');
    await openManualTab();
    pick('Away Team', 'Michigan Wolverines');
    pick('Home Team', 'Ohio State Buckeyes');
    fireEvent.click(screen.getByRole('button', { name: '1st Half Prediction' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByText('Session ended')).toBeTruthy();
  });
});
