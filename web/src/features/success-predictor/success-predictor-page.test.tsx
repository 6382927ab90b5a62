import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { legProbability } from '@playbook/core';
import type { StoredParlay } from '@playbook/contracts';
import { writeGeneratedParlays } from '@/lib/parlay-storage';
import { isolateScreenTests, renderScreen, serve } from '@/test/render-screen';
import { modelAnswer } from '@/test/model-answer';
import { freshness, teamRecord } from '@/test/sports-fixtures';
import { SuccessPredictorPage } from './success-predictor-page';

const chiefs = teamRecord('Kansas City Chiefs', 2, { abbreviation: 'KC' });
const bills = teamRecord('Buffalo Bills', 9, { abbreviation: 'BUF' });

const parlay: StoredParlay = {
  id: 'parlay-3-xyz',
  parlayDescription: 'KC -3.5 + Over 47.5 (KC @ BUF) + Army ML',
  legs: [
    { game: 'KC @ BUF', selection: 'KC -3.5', odds: -110, type: 'spread' },
    { game: 'KC @ BUF', selection: 'Over 47.5', odds: -110, type: 'total' },
    { game: 'Army @ Navy', selection: 'Army ML', odds: 120, type: 'moneyline' },
  ],
  totalAmericanOdds: 700,
  impliedProbability: 0.125,
  requiredStake: 21.43,
  actualProfit: 150,
  profitDifference: 0,
  category: 'standard',
};

/** Kansas City by 10 at Buffalo, 80 % to win, 52 points in all: the Playbook model's answer for KC @ BUF. */
const kcAtBuf = modelAnswer({
  home: { id: 2, teamName: 'Buffalo Bills', abbreviation: 'BUF' },
  away: { id: 1, teamName: 'Kansas City Chiefs', abbreviation: 'KC' },
  prediction: { homePoints: 21, awayPoints: 31, margin: -10, homeWinProbability: 0.2, total: 52 },
});

/** The team feeds and the Playbook model; `model` null answers the model's request with a server error. */
function serveTeams(model: typeof kcAtBuf | null = kcAtBuf) {
  serve({
    'GET /api/model/predict': () => (model ? Response.json(model) : Response.json({ success: false, error: 'Model unavailable' }, { status: 503 })),
    'GET /api/teams/NFL': () => Response.json({ ...freshness, league: 'NFL', season: 2026, week: 11, teams: [chiefs, bills] }),
    'GET /api/teams/NCAA': () => Response.json({ ...freshness, league: 'NCAA', season: 2026, week: 11, teams: [] }),
    'GET /api/injuries/NFL': () => Response.json({ ...freshness, injuries: [] }),
    'GET /api/injuries/NCAA': () => Response.json({ ...freshness, injuries: [] }),
  });
}

async function chooseParlay() {
  fireEvent.keyDown(await screen.findByRole('combobox', { name: 'Parlay' }), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('option', { name: /Army ML/ }));
}

const slider = (leg: number) => within(screen.getByRole('listitem', { name: new RegExp(`^Leg ${leg}:`) })).getByRole('slider', { name: 'Confidence' });

isolateScreenTests();

describe('Success Predictor page (docs/product/success-predictor.md)', () => {
  it('shows the empty state with a link to the generator when no parlays were generated', async () => {
    serveTeams();
    renderScreen('/success-predictor', <SuccessPredictorPage />);
    expect(await screen.findByText(/No generated parlays yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the Parlay Generator' }).getAttribute('href')).toBe('/profit-calculator');
    expect(screen.getByRole('link', { name: 'Back to Parlay Generator' }).getAttribute('href')).toBe('/profit-calculator');
  });

  it("starts known legs at the Playbook model's probability (and says so), unknown games at 50", async () => {
    writeGeneratedParlays(localStorage, [parlay]);
    serveTeams();
    renderScreen('/success-predictor', <SuccessPredictorPage />);
    await chooseParlay();
    // KC -3.5 with KC by 10: Φ(6.5 / 13.5) = 68.5 %; Over 47.5 against a total of 52: Φ(4.5 / 13) = 63.5 %.
    expect((await screen.findAllByRole('slider', { name: 'Confidence' })).map((input) => (input as HTMLInputElement).value)).toEqual(['70', '65', '50']);
    expect(screen.getByText(/Starts at 70%: the Playbook model gives this leg 68\.5%\. Playbook model: Kansas City Chiefs 80\.0% to win/)).toBeTruthy();
    expect(screen.getByText(/Starts at 65%: the Playbook model gives this leg 63\.5%\. Playbook model total 52\.0 against the line of 47\.5/)).toBeTruthy();
    expect(screen.getByText(/does not know this game, so the slider starts at 50/)).toBeTruthy();
    expect(slider(1).getAttribute('step')).toBe('5');
  });

  it('falls back to the stat comparison, saying so, when the Playbook model cannot answer', async () => {
    writeGeneratedParlays(localStorage, [parlay]);
    serveTeams(null);
    renderScreen('/success-predictor', <SuccessPredictorPage />);
    await chooseParlay();
    await screen.findAllByRole('slider', { name: 'Confidence' });
    const spread = legProbability(parlay.legs[0]!, { away: chiefs, home: bills }, 0.5);
    const expected = String(Math.round(spread.probability / 5) * 5);
    expect((slider(1) as HTMLInputElement).value).toBe(expected);
    const note = `Starts at ${expected}%: the stat comparison (the Playbook model does not know this game) gives this leg ${spread.probability.toFixed(1)}%`;
    expect(screen.getByText((text) => text.startsWith(note))).toBeTruthy();
  });

  it('asks for every prediction with the verbatim message, then compares the product with the implied probability', async () => {
    writeGeneratedParlays(localStorage, [parlay]);
    serveTeams();
    renderScreen('/success-predictor', <SuccessPredictorPage />);
    await chooseParlay();
    const calculate = await screen.findByRole('button', { name: 'Calculate Success Rate' });
    fireEvent.click(calculate);
    expect(await screen.findByText('Missing Predictions')).toBeTruthy();
    expect(screen.getByText('Please fill in all predictions and confidence levels')).toBeTruthy();

    // A winner other than the leg's own pick means the leg loses: the card says so.
    fireEvent.click(screen.getByRole('radio', { name: 'Buffalo Bills' }));
    expect(screen.getByText('This leg is on Kansas City Chiefs: with Buffalo Bills it loses.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Kansas City Chiefs' }));
    expect(screen.queryByText(/This leg is on/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Over' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Army' }));
    fireEvent.change(slider(1), { target: { value: '60' } });
    fireEvent.change(slider(2), { target: { value: '50' } });
    fireEvent.change(slider(3), { target: { value: '50' } });
    fireEvent.click(calculate);
    // 0.6 × 0.5 × 0.5 = 15% against the implied 12.5%.
    const result = await screen.findByRole('heading', { name: 'Prediction Result' });
    const card = result.closest('[aria-labelledby]') as HTMLElement;
    expect(within(card).getByText('15.00%')).toBeTruthy();
    expect(within(card).getByText('12.50%')).toBeTruthy();
    expect(within(card).getByText("Your prediction is more optimistic than the market's implied probability.")).toBeTruthy();

    // Any change clears the result; a zero confidence is missing.
    fireEvent.change(slider(3), { target: { value: '0' } });
    expect(screen.queryByRole('heading', { name: 'Prediction Result' })).toBeNull();
    fireEvent.change(slider(3), { target: { value: '20' } });
    fireEvent.click(calculate);
    expect(await screen.findByText("Your prediction is more conservative than the market's implied probability.")).toBeTruthy();
  });

  it('counts a leg the card says loses as a loss, whatever its slider says (ADR 048)', async () => {
    writeGeneratedParlays(localStorage, [parlay]);
    serveTeams();
    renderScreen('/success-predictor', <SuccessPredictorPage />);
    await chooseParlay();
    fireEvent.click(await screen.findByRole('radio', { name: 'Buffalo Bills' }));
    expect(screen.getByText('This leg is on Kansas City Chiefs: with Buffalo Bills it loses.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Over' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Army' }));
    fireEvent.change(slider(1), { target: { value: '75' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Success Rate' }));
    const result = await screen.findByRole('heading', { name: 'Prediction Result' });
    expect(within(result.closest('[aria-labelledby]') as HTMLElement).getByText('0.00%')).toBeTruthy();
  });

  it('knows which side a leg is on even where no model knows its game: Navy on an Army leg loses and counts as a loss', async () => {
    writeGeneratedParlays(localStorage, [parlay]);
    serveTeams();
    renderScreen('/success-predictor', <SuccessPredictorPage />);
    await chooseParlay();
    fireEvent.click(await screen.findByRole('radio', { name: 'Kansas City Chiefs' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Over' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Navy' }));
    expect(screen.getByText('This leg is on Army: with Navy it loses.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Success Rate' }));
    const result = await screen.findByRole('heading', { name: 'Prediction Result' });
    expect(within(result.closest('[aria-labelledby]') as HTMLElement).getByText('0.00%')).toBeTruthy();
  });
});
