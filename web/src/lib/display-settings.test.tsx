import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { UserMenu } from '@/app/user-menu';
import { deferredResponse, isolateScreenTests, renderScreen, serve } from '@/test/render-screen';
import { alice } from '@/test/users';
import { DISPLAY_SETTINGS_STORAGE_KEY } from './display-settings';
import { usePriceFormat } from './odds-format';
import { useCurrentUser } from './session';

isolateScreenTests();

function PriceProbe() {
  const price = usePriceFormat();
  return <p data-testid="price">{price(-110)}</p>;
}

function Screen() {
  // The app shell's guard asks who is signed in; the settings follow its answer.
  useCurrentUser();
  return (
    <>
      <UserMenu user={alice} />
      <PriceProbe />
    </>
  );
}

const shownPrice = () => screen.getByTestId('price').textContent;
const isDark = () => document.documentElement.classList.contains('dark');

async function choose(name: string) {
  fireEvent.keyDown(await screen.findByRole('button', { name: 'alice' }), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('menuitemradio', { name }));
}

/** The JSON a request sent (the app sends strings). */
const sentBody = (init: RequestInit | undefined): unknown => JSON.parse(typeof init?.body === 'string' ? init.body : 'null');

const stored = (oddsFormat: string, theme: string) => localStorage.setItem(DISPLAY_SETTINGS_STORAGE_KEY, JSON.stringify({ oddsFormat, theme }));

describe('odds format and theme', () => {
  it('shows prices in the format chosen in the user menu, saves it to the account and remembers it in the browser', async () => {
    const fetchMock = serve({
      'GET /api/user': () => Response.json(alice),
      'GET /api/settings/display': () => Response.json({ oddsFormat: 'american', theme: 'dark', saved: true }),
      'PUT /api/settings/display': () => Response.json({ oddsFormat: 'decimal', theme: 'dark', saved: true }),
    });
    renderScreen('/', <Screen />);
    await waitFor(() => expect(isDark()).toBe(true));
    expect(shownPrice()).toBe('-110');
    await choose('Decimal (1.91)');
    expect(shownPrice()).toBe('1.91');
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const saved = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => sentBody(init));
    expect(saved).toEqual([{ oddsFormat: 'decimal', theme: 'dark' }]);
    expect(JSON.parse(localStorage.getItem(DISPLAY_SETTINGS_STORAGE_KEY) ?? '')).toEqual({ oddsFormat: 'decimal', theme: 'dark' });
  });

  it("lets the account's saved settings win over the browser's after sign-in", async () => {
    stored('fractional', 'light');
    serve({
      'GET /api/user': () => Response.json(alice),
      'GET /api/settings/display': () => Response.json({ oddsFormat: 'implied', theme: 'dark', saved: true }),
    });
    renderScreen('/', <Screen />);
    await waitFor(() => expect(shownPrice()).toBe('52.4%'));
    expect(isDark()).toBe(true);
    expect(JSON.parse(localStorage.getItem(DISPLAY_SETTINGS_STORAGE_KEY) ?? '')).toEqual({ oddsFormat: 'implied', theme: 'dark' });
  });

  it("gives an account that never saved any the browser's settings", async () => {
    stored('fractional', 'dark');
    const fetchMock = serve({
      'GET /api/user': () => Response.json(alice),
      'GET /api/settings/display': () => Response.json({ oddsFormat: 'american', theme: 'system', saved: false }),
      'PUT /api/settings/display': () => Response.json({ oddsFormat: 'fractional', theme: 'dark', saved: true }),
    });
    renderScreen('/', <Screen />);
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(sentBody(put?.[1])).toEqual({ oddsFormat: 'fractional', theme: 'dark' });
    expect(shownPrice()).toBe('10/11');
  });

  it("keeps a format chosen before the account's settings arrive, over their older one, and saves it with the account's theme", async () => {
    const accountSettings = deferredResponse();
    const fetchMock = serve({
      'GET /api/user': () => Response.json(alice),
      'GET /api/settings/display': () => accountSettings.promise,
      'PUT /api/settings/display': () => Response.json({ oddsFormat: 'decimal', theme: 'dark', saved: true }),
    });
    renderScreen('/', <Screen />);
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => (typeof input === 'string' ? input : '').includes('/api/settings/display'))).toBe(true));
    await choose('Decimal (1.91)');
    expect(shownPrice()).toBe('1.91');
    accountSettings.release(Response.json({ oddsFormat: 'american', theme: 'dark', saved: true }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const saved = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => sentBody(init));
    expect(saved).toEqual([{ oddsFormat: 'decimal', theme: 'dark' }]);
    expect(shownPrice()).toBe('1.91');
  });

  it('forgets a session that ended elsewhere when the account refuses the save, as every other write does', async () => {
    serve({
      'GET /api/user': () => Response.json(alice),
      'GET /api/settings/display': () => Response.json({ oddsFormat: 'american', theme: 'dark', saved: true }),
      'PUT /api/settings/display': () => Response.json({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } }, { status: 401 }),
    });
    renderScreen('/', <Screen />);
    await waitFor(() => expect(isDark()).toBe(true));
    await choose('Decimal (1.91)');
    expect(await screen.findByText('Session ended')).toBeDefined();
    expect(shownPrice()).toBe('1.91');
    expect(JSON.parse(localStorage.getItem(DISPLAY_SETTINGS_STORAGE_KEY) ?? '')).toEqual({ oddsFormat: 'decimal', theme: 'dark' });
  });

  it('follows the device while the theme is "Same as device", and the switch overrides it', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-color-scheme: dark)', addEventListener: () => undefined, removeEventListener: () => undefined }));
    serve({ 'GET /api/user': () => Response.json(alice) });
    renderScreen('/', <Screen />);
    await waitFor(() => expect(isDark()).toBe(true));
    await choose('Light');
    expect(isDark()).toBe(false);
  });
});
