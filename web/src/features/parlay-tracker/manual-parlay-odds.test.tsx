import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ManualParlayRequest } from '@playbook/contracts';
import { DISPLAY_SETTINGS_STORAGE_KEY } from '@/lib/display-settings';
import { isolateScreenTests, renderScreen } from '@/test/render-screen';
import { ManualParlayForm } from './manual-parlay-form';

isolateScreenTests();

/** The form in the bettor's chosen odds format (kept in this browser before sign-in, ADR 056). */
function renderIn(oddsFormat: string): ManualParlayRequest[] {
  localStorage.setItem(DISPLAY_SETTINGS_STORAGE_KEY, JSON.stringify({ oddsFormat, theme: 'light' }));
  const added: ManualParlayRequest[] = [];
  renderScreen('/parlay-tracker', <ManualParlayForm busy={false} onAdd={(request) => added.push(request)} onCancel={() => undefined} />);
  return added;
}

function fillLeg(index: number, game: string, selection: string, odds: string) {
  const leg = screen.getByRole('listitem', { name: `Leg ${index}` });
  fireEvent.change(within(leg).getByLabelText('Game'), { target: { value: game } });
  fireEvent.change(within(leg).getByLabelText('Selection'), { target: { value: selection } });
  fireEvent.change(within(leg).getByLabelText('Odds'), { target: { value: odds } });
}

describe('Manual parlay form: prices in the chosen odds format (ADR 056)', () => {
  it('takes decimal prices where decimal is chosen, starts at 1.91, and stores American odds', async () => {
    const added = renderIn('decimal');
    const first = within(screen.getByRole('listitem', { name: 'Leg 1' })).getByLabelText('Odds');
    expect((first as HTMLInputElement).value).toBe('1.91');
    expect(first.getAttribute('inputmode')).toBe('text');
    fillLeg(1, 'KC @ BUF', 'KC -3.5', '1.91');
    fillLeg(2, 'Army @ Navy', 'Army ML', '2.50');
    fireEvent.change(screen.getByLabelText('Ticket Odds (optional)'), { target: { value: '4.8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Parlay' }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]?.legs.map((leg) => leg.odds)).toEqual([-110, 150]);
    expect(added[0]?.totalOdds).toBe(380);
  });

  it("refuses a price that is not one in the chosen format with that format's example, beside the form's other errors", async () => {
    const added = renderIn('fractional');
    fillLeg(1, 'KC @ BUF', 'KC -3.5', '-110');
    fillLeg(2, '', 'Army ML', '3/2');
    fireEvent.click(screen.getByRole('button', { name: 'Add Parlay' }));
    expect(await screen.findByText('Enter fractional odds like 10/11 or 5/2')).toBeTruthy();
    expect(screen.getByText('Game is required')).toBeTruthy();
    expect(added).toHaveLength(0);
  });

  it('still takes American odds where American is chosen', async () => {
    const added = renderIn('american');
    fillLeg(1, 'KC @ BUF', 'KC -3.5', '-115');
    fillLeg(2, 'Army @ Navy', 'Army ML', '+120');
    fireEvent.click(screen.getByRole('button', { name: 'Add Parlay' }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]?.legs.map((leg) => leg.odds)).toEqual([-115, 120]);
    expect(added[0]?.totalOdds).toBeUndefined();
  });
});
