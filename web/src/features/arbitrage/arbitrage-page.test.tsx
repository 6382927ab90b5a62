import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calculateHedge, glossaryEntry, HEDGE_DEFAULT_LEGS, HEDGE_DEFAULTS, type HedgeRequest } from '@playbook/core';
import { DISPLAY_SETTINGS_STORAGE_KEY } from '@/lib/display-settings';
import { deferredResponse, isolateScreenTests, renderScreen, serve } from '@/test/render-screen';
import { ArbitragePage } from './arbitrage-page';

const URL_KEY = 'POST /api/arbitrage/calculate-hedge';

/** A server that answers with core's own calculation of the body it got. */
function serveHedge() {
  const bodies: HedgeRequest[] = [];
  const fetchMock = serve({
    [URL_KEY]: () => Response.json({ opportunity: calculateHedge(bodies.at(-1) ?? { ...HEDGE_DEFAULTS, legs: [...HEDGE_DEFAULT_LEGS] }) }),
  });
  const original = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    if (typeof init?.body === 'string') bodies.push(JSON.parse(init.body) as HedgeRequest);
    if (!original) throw new Error('no fetch stub');
    return original(input, init);
  });
  return { fetchMock, bodies };
}

isolateScreenTests();

const renderPage = () => renderScreen('/arbitrage', <ArbitragePage />);
const calculate = () => fireEvent.click(screen.getByRole('button', { name: 'Calculate Guaranteed Hedge' }));
const legRows = () => within(screen.getByRole('group', { name: 'Betting Legs' })).getAllByRole('listitem');
const priceInputs = () => screen.getAllByLabelText(/^(Payout Multiplier|American Odds|Decimal Odds)$/);

describe('Arbitrage & Hedging page (docs/product/arbitrage-and-hedging.md)', () => {
  it('shows the title, badges, defaults and the risk amount box', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Arbitrage & Hedging' })).toBeTruthy();
    for (const badge of ['Guaranteed Break-Even', 'Mathematical Proof', 'Upside Potential']) expect(screen.getByText(badge)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Total Bankroll ($)').value).toBe('1000');
    expect(screen.getByLabelText<HTMLInputElement>('Risk Fraction').value).toBe('0.1');
    expect(screen.getByLabelText<HTMLInputElement>('Kelly Multiplier').value).toBe('0.25');
    expect(priceInputs().map((input) => (input as HTMLInputElement).value)).toEqual(['4.5', '2.5', '1']);
    expect(screen.getByText('Risk Amount: $100.00 (10% of $1,000.00 bankroll)')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Strategy' }).textContent).toBe('Cascade (Max Upside on Preferred)');
    expect(screen.getByRole('combobox', { name: 'Preferred Bet' }).textContent).toBe('Bet 1: 4.5x');
    expect(screen.getByRole('heading', { name: 'How It Works' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Total Bankroll ($)'), { target: { value: '2500' } });
    fireEvent.change(screen.getByLabelText('Risk Fraction'), { target: { value: '0.2' } });
    expect(await screen.findByText('Risk Amount: $500.00 (20% of $2,500.00 bankroll)')).toBeTruthy();
  });

  it('shows the validation messages and sends nothing while the form is invalid', async () => {
    const { fetchMock } = serveHedge();
    renderPage();
    fireEvent.change(screen.getByLabelText('Total Bankroll ($)'), { target: { value: '0.5' } });
    fireEvent.change(priceInputs()[1] as HTMLElement, { target: { value: '0.05' } });
    fireEvent.change(screen.getByLabelText('Kelly Multiplier'), { target: { value: '' } });
    calculate();
    expect(await screen.findByText('Bankroll must be at least $1')).toBeTruthy();
    expect(screen.getByText('Payout must be at least 0.1x')).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();
    expect(screen.getByLabelText('Total Bankroll ($)').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds legs up to 10 and removes them down to 2', async () => {
    renderPage();
    const add = screen.getByRole('button', { name: 'Add Bet' });
    fireEvent.click(add);
    expect(legRows()).toHaveLength(4);
    expect(screen.getByDisplayValue('Bet 4')).toBeTruthy();
    expect((priceInputs()[3] as HTMLInputElement).value).toBe('2');
    for (let i = 0; i < 6; i++) fireEvent.click(add);
    expect(legRows()).toHaveLength(10);
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Maximum 10 betting legs')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Bet 10' }));
    // The focus stays in the list: on Add Bet, enabled again at 9 legs.
    await waitFor(() => expect(document.activeElement).toBe(add));
    for (let n = 9; n > 2; n--) fireEvent.click(screen.getByRole('button', { name: `Remove Bet ${n}` }));
    expect(legRows()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove Bet 1' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Must have at least 2 betting legs')).toBeTruthy();
  });

  it('keeps the preferred bet right when a leg at or before it is removed', async () => {
    const { bodies } = serveHedge();
    renderPage();
    fireEvent.click(screen.getByRole('combobox', { name: 'Preferred Bet' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Bet 3: 1x' }));
    expect(screen.getByRole('combobox', { name: 'Preferred Bet' }).textContent).toBe('Bet 3: 1x');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Bet 1' }));
    // Bet 3 (1x) is now the second leg, and still the preferred one.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Preferred Bet' }).textContent).toBe('Bet 2: 1x'));
    calculate();
    await screen.findByRole('heading', { name: 'Hedge Results' });
    expect(bodies[0]).toMatchObject({ preferredLeg: 1, legs: [{ payoutMultiplier: 2.5 }, { payoutMultiplier: 1 }] });
  });

  it('hides the preferred bet for the constant-payoff strategy', async () => {
    const { bodies } = serveHedge();
    renderPage();
    fireEvent.click(screen.getByRole('combobox', { name: 'Strategy' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Constant Payoff (Equal Profit)' }));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Preferred Bet' })).toBeNull());
    calculate();
    await screen.findByRole('heading', { name: 'Hedge Results' });
    expect(bodies[0]?.strategy).toBe('constant-payoff');
  });

  it('calculates the default hedge: results, per-leg figures, the success toast', async () => {
    const { bodies } = serveHedge();
    renderPage();
    calculate();
    const results = (await screen.findByRole('heading', { name: 'Hedge Results' })).closest('[aria-labelledby]') as HTMLElement;
    expect(bodies[0]).toEqual({ ...HEDGE_DEFAULTS, legs: HEDGE_DEFAULT_LEGS });
    expect(within(results).getByText('Feasible')).toBeTruthy();
    expect(within(results).getByText('0.9675')).toBeTruthy();
    const row = within(results).getByRole('row', { name: /Preferred Bet/ });
    expect(row.textContent).toContain('$5.35');
    expect(row.textContent).toContain('$29.42');
    expect(row.textContent).toContain('+$4.42');
    expect(screen.getByText('Hedge Calculation Complete')).toBeTruthy();
    expect(screen.getByText('Guaranteed break-even achieved! Min profit: $0.00')).toBeTruthy();
  });

  it('explains the financial fields and figures with their glossary help (docs/product/odds-and-storage.md: risk fraction, Kelly multiplier, sum of inverse returns)', async () => {
    serveHedge();
    renderPage();
    calculate();
    await screen.findByRole('heading', { name: 'Hedge Results' });
    const helps: [string, string][] = [
      ['Total Bankroll ($)', 'bankroll'],
      ['Risk Fraction', 'risk_fraction'],
      ['Kelly Multiplier', 'kelly_multiplier'],
      ['Total Stake Required', 'total_stake_required'],
      ['Guaranteed Min Profit', 'guaranteed_min_profit'],
      ['Guaranteed Max Profit', 'guaranteed_max_profit'],
      ['Sum of Inverse Returns', 'sum_of_inverse_returns'],
      ['Payout', 'expected_payout'],
    ];
    for (const [label] of helps) expect(screen.getByRole('button', { name: `About ${label}` })).toBeTruthy();
    // One per leg, while the leg's price is a payout multiplier.
    expect(screen.getAllByRole('button', { name: 'About Payout Multiplier' })).toHaveLength(3);
    for (const [label, key] of [helps[1], helps[2], helps[6]] as [string, string][]) {
      act(() => screen.getByRole('button', { name: `About ${label}` }).focus());
      const tooltip = await screen.findByRole('tooltip');
      expect(tooltip.textContent).toContain(glossaryEntry(key)?.definition);
      act(() => screen.getByRole('button', { name: `About ${label}` }).blur());
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    }
    expect(glossaryEntry('risk_fraction')?.definition).toContain('Typically 1 to 5% per bet');
  });

  it('takes the results away when the next calculation is refused for an invalid leg: they no longer match the form', async () => {
    serveHedge();
    renderPage();
    calculate();
    await screen.findByRole('heading', { name: 'Hedge Results' });
    fireEvent.change(priceInputs()[1] as HTMLElement, { target: { value: '0.05' } });
    calculate();
    expect(await screen.findByText('Payout must be at least 0.1x')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Hedge Results' })).toBeNull());
    expect(screen.getByText('Hedge Results will appear here: set your legs and choose Calculate Guaranteed Hedge.')).toBeTruthy();
  });

  it('says plainly that a Kelly multiplier of 0 stakes nothing, never "Feasible" or break-even achieved', async () => {
    serveHedge();
    renderPage();
    fireEvent.change(screen.getByLabelText('Kelly Multiplier'), { target: { value: '0' } });
    calculate();
    const results = (await screen.findByRole('heading', { name: 'Hedge Results' })).closest('[aria-labelledby]') as HTMLElement;
    const message = 'A Kelly multiplier of 0 stakes nothing: every stake is $0.00. Raise it above 0 to size the bets.';
    expect(within(results).getByText('Nothing staked')).toBeTruthy();
    expect(within(results).getByRole('status').textContent).toBe(message);
    expect(within(results).queryByText('Feasible')).toBeNull();
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(screen.queryByText(/Guaranteed break-even achieved/)).toBeNull();
  });

  it('shows the infeasible alert with its sum', async () => {
    serveHedge();
    renderPage();
    fireEvent.change(priceInputs()[0] as HTMLElement, { target: { value: '0.5' } });
    fireEvent.change(priceInputs()[1] as HTMLElement, { target: { value: '0.8' } });
    calculate();
    expect(
      await screen.findByText('This combination of payout multipliers cannot guarantee break-even. Sum of inverse returns: 1.7222 > 1.0000'),
    ).toBeTruthy();
    expect(screen.getByText('This combination is not feasible for guaranteed profit.')).toBeTruthy();
  });

  it('takes a price as American odds and sends the multiplier', async () => {
    const { bodies } = serveHedge();
    renderPage();
    const [firstFormat] = screen.getAllByRole('button', { name: 'Odds: american, your odds format' });
    fireEvent.click(firstFormat as HTMLElement);
    expect((priceInputs()[0] as HTMLInputElement).value).toBe('+450');
    fireEvent.change(priceInputs()[0] as HTMLElement, { target: { value: '+350' } });
    fireEvent.change(priceInputs()[0] as HTMLElement, { target: { value: '350' } });
    expect(screen.getAllByText((_, element) => element?.textContent === 'Bet 1 pays 3.5x').length).toBeGreaterThan(0);
    calculate();
    await screen.findByRole('heading', { name: 'Hedge Results' });
    expect(bodies[0]?.legs[0]).toEqual({ payoutMultiplier: 3.5, description: 'Preferred Bet' });
  });

  it("takes odds in the account's one odds format, with no format switch of its own (ADR 063)", async () => {
    localStorage.setItem(DISPLAY_SETTINGS_STORAGE_KEY, JSON.stringify({ oddsFormat: 'decimal', theme: 'light' }));
    const { bodies } = serveHedge();
    renderPage();
    const group = (await screen.findAllByRole('group', { name: 'Price format for Bet 1' }))[0] as HTMLElement;
    // The visible words start each name (WCAG 2.5.3); no American-only button beside the account's format.
    expect(within(group).getAllByRole('button').map((button) => [button.textContent, button.getAttribute('aria-label')])).toEqual([
      ['x', 'x: payout multiplier'],
      ['Odds', 'Odds: decimal, your odds format'],
    ]);
    fireEvent.click(within(group).getByRole('button', { name: /^Odds/ }));
    const price = screen.getByLabelText<HTMLInputElement>('Decimal Odds');
    expect(price.value).toBe('5.50');
    fireEvent.change(price, { target: { value: '-110' } });
    calculate();
    expect(await screen.findByText('Enter decimal odds above 1, like 1.91')).toBeTruthy();
    fireEvent.change(price, { target: { value: '4.50' } });
    calculate();
    await screen.findByRole('heading', { name: 'Hedge Results' });
    expect(bodies[0]?.legs[0]).toEqual({ payoutMultiplier: 3.5, description: 'Preferred Bet' });
  });

  it('shows the busy label, then the failure toast with the server message', async () => {
    const pending = deferredResponse();
    serve({ [URL_KEY]: () => pending.promise });
    renderPage();
    calculate();
    expect(await screen.findByRole('button', { name: 'Calculating Guaranteed Break-Even...' })).toBeTruthy();
    pending.release(Response.json({ error: { code: 'VALIDATION_ERROR', message: 'legs: Maximum 10 betting legs' } }, { status: 400 }));
    expect(await screen.findByText('Calculation Failed')).toBeTruthy();
    expect(screen.getByText('legs: Maximum 10 betting legs')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Calculate Guaranteed Hedge' })).toBeTruthy();
    expect(screen.getByText(/The hedge could not be calculated/)).toBeTruthy();
  });
});
