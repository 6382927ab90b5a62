import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@playbook/contracts';
import { isolateScreenTests, renderRoutes } from '@/test/render-screen';
import { alice, root } from '@/test/users';
import { HOME_NAV_ITEM, MORE_NAV_ITEMS } from './nav-items';
import { routes } from './router';

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

const unauthorized = () => Response.json({ error: { code: 'UNAUTHORIZED', message: 'Not signed in' } }, { status: 401 });

/** Answers by "METHOD path"; anything unlisted fails like an unreachable server. */
function serve(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler = handlers[key];
    if (!handler) throw new TypeError('Failed to fetch');
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderAt = (path: string) => renderRoutes(routes, path);

isolateScreenTests();

describe('route gating (docs/product/accounts-and-admin.md)', () => {
  it('shows the auth page when the API is unreachable', async () => {
    serve({});
    renderAt('/auth');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('sends a signed-out visitor to /auth', async () => {
    serve({ 'GET /api/user': unauthorized });
    const router = renderAt('/game-hub');
    expect(await screen.findByRole('tab', { name: 'Sign Up' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('sends a signed-in user from /auth to / inside the shared header', async () => {
    serve({ 'GET /api/user': () => Response.json(alice) });
    const router = renderAt('/auth');
    // The dashboard's own reads are not served here, so it shows its error state inside the header.
    expect(await screen.findByText('Error loading NFL data')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: /GameHub/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh All Data' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'NFL' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows Page Not Found for an unknown path', async () => {
    serve({});
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('shows Page Not Found inside the header for a signed-in user', async () => {
    serve({ 'GET /api/user': () => Response.json(alice) });
    renderAt('/no/such/page');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});

describe('header', () => {
  it('highlights the active link and remembers the league', async () => {
    serve({ 'GET /api/user': () => Response.json(alice) });
    renderAt('/profit-calculator');
    const prophet = await screen.findByRole('link', { name: /Prophet Target/ });
    expect(prophet.getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'NCAA' }));
    expect(screen.getByRole('button', { name: 'NCAA' }).getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('playbook.league')).toBe('NCAA');
  });

  // The header reaches every screen (ADR 008); the header's five links stay, the rest sit in
  // a keyboard-usable More menu.
  it('reaches every other screen from the More menu, by keyboard', async () => {
    serve({ 'GET /api/user': () => Response.json(alice) });
    const router = renderAt('/arbitrage');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    // Each named by its short label, then the full one (WCAG 2.5.3; textContent holds both widths' text, whichever one CSS hides).
    for (const [short, label] of [['Hub', 'GameHub'], ['H2H', 'H2H Predictor'], ['O/U', 'Over/Under'], ['Prophet', 'Prophet Target'], ['Perf', 'Performance']]) {
      expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toContain(`${short} (${label})${label}`);
    }
    const more = within(nav).getByRole('button', { name: 'More' });
    fireEvent.keyDown(more, { key: 'Enter' });
    const menu = await screen.findByRole('menu', { name: 'More' });
    const items = within(menu).getAllByRole('menuitem');
    // The screens themselves are listed in e2e/layout.e2e.test.ts, which follows each entry in Chromium.
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual(
      [HOME_NAV_ITEM, ...MORE_NAV_ITEMS].map((item) => [item.label, item.to]),
    );
    expect(items).toHaveLength(11);
    expect(within(menu).getByRole('menuitem', { name: 'Arbitrage & Hedging' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Watchlist & Favorites' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/watchlist'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('marks the simulator as current on its second route', async () => {
    serve({ 'GET /api/user': () => Response.json(alice) });
    renderAt('/simple-simulation');
    fireEvent.keyDown(await screen.findByRole('button', { name: 'More' }), { key: 'Enter' });
    const item = await screen.findByRole('menuitem', { name: 'Football Simulator' });
    expect(item.getAttribute('aria-current')).toBe('page');
  });

  it('reports a failed refresh with the destructive toast', async () => {
    serve({
      'GET /api/user': () => Response.json(alice),
      'POST /api/teams/refresh-all': () => new Response('', { status: 404, statusText: 'Not Found' }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh All Data' }));
    expect(await screen.findByText('Refresh Failed')).toBeTruthy();
    expect(screen.getByText('Unable to refresh team data. Please try again later.')).toBeTruthy();
  });

  it('announces a successful refresh with the team counts', async () => {
    serve({
      'GET /api/user': () => Response.json(alice),
      'POST /api/teams/refresh-all': () => Response.json({ results: { nfl: { count: 32 }, ncaa: { count: 134 } } }),
    });
    renderAt('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh All Data' }));
    expect(await screen.findByText('Updated 32 NFL teams and 134 NCAA teams with the latest weekly data.')).toBeTruthy();
  });
});

describe('sign out (docs/product/accounts-and-admin.md)', () => {
  it('signs out from the user menu and returns to /auth', async () => {
    const fetchMock = serve({
      'GET /api/user': () => Response.json(alice),
      'POST /api/logout': () => new Response(null, { status: 204 }),
    });
    const router = renderAt('/watchlist');
    fireEvent.keyDown(await screen.findByRole('button', { name: 'alice' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByText('You have been successfully signed out')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
    // The user entry is known to be null, so /auth does not ask the server again.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/user')).toHaveLength(1);
  });

  it('reports a failed sign-out with the error message', async () => {
    serve({
      'GET /api/user': () => Response.json(alice),
      'POST /api/logout': () => new Response('', { status: 503, statusText: 'Service Unavailable' }),
    });
    renderAt('/');
    fireEvent.keyDown(await screen.findByRole('button', { name: 'alice' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByText('Logout failed')).toBeTruthy();
    expect(screen.getByText('503: Service Unavailable')).toBeTruthy();
  });
});

describe('sign in (docs/product/accounts-and-admin.md)', () => {
  it('validates, signs in, greets and goes to /', async () => {
    const fetchMock = serve({ 'GET /api/user': unauthorized, 'POST /api/login': () => Response.json(alice) });
    const router = renderAt('/auth');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'alice' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Signed in as alice')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const login = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(login?.[1]?.body).toBe('{"username":"alice","password":"secret-password"}');
  });

  it('shows the login failure toast', async () => {
    serve({ 'GET /api/user': unauthorized, 'POST /api/login': unauthorized });
    renderAt('/auth');
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'alice' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText('Invalid username or password')).toBeTruthy();
  });
});

describe('admin (docs/product/accounts-and-admin.md)', () => {
  it('sends a visitor without an admin session to /admin-login', async () => {
    serve({ 'GET /admin-api/user': () => new Response('', { status: 403, statusText: 'Forbidden' }) });
    const router = renderAt('/admin');
    expect(await screen.findByText('Access to this area is logged and monitored.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin-login');
  });

  /**
   * One cookie for both: alice is signed in on the product screens, then the admin signs in at /admin-login, and
   * the server answers both session reads as the admin (until the admin signs out: nobody).
   */
  async function adminSignsInOverAlice() {
    let signedIn: User | null = alice;
    serve({
      'GET /api/user': () => (signedIn ? Response.json(signedIn) : unauthorized()),
      'GET /admin-api/user': () => (signedIn === root ? Response.json(root) : unauthorized()),
      'POST /admin-api/login': () => {
        signedIn = root;
        return Response.json(root);
      },
      'POST /admin-api/logout': () => {
        signedIn = null;
        return new Response(null, { status: 204 });
      },
      'GET /admin-api/users': () => Response.json({ users: [root, alice], totalUsers: 2 }),
    });
    const router = renderAt('/watchlist');
    expect(await screen.findByRole('button', { name: 'alice' })).toBeTruthy();
    await router.navigate('/admin-login');
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'root' } });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'the admin password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    return router;
  }

  it('signing in as an admin over a user session makes the product screens the admin\'s too', async () => {
    // (Answering /admin-api/user "not signed in" after the sign-in sent /admin back to /admin-login whenever its
    // refetch won: the server answers the admin.)
    const router = await adminSignsInOverAlice();
    // The cookie is now the admin's session: the header must not go on naming alice.
    await router.navigate('/watchlist');
    expect(await screen.findByRole('button', { name: 'root' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'alice' })).toBeNull();
  });

  it('an admin signed in over a user session and signing out at /admin leaves nobody signed in, without "Session ended"', async () => {
    const router = await adminSignsInOverAlice();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'));
    await router.navigate('/watchlist');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(screen.queryByText('Session ended')).toBeNull();
  });

  it('shows Authentication Failed with the server message', async () => {
    serve({
      'GET /admin-api/user': unauthorized,
      'POST /admin-api/login': () =>
        Response.json({ error: { code: 'UNAUTHORIZED', message: 'Invalid credentials or insufficient privileges' } }, { status: 401 }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/admin-login');
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'root' } });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password', { exact: true }).getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Authentication Failed');
    expect(alert.textContent).toContain('Invalid credentials or insufficient privileges');
  });

  it('lists users with the four cards', async () => {
    serve({
      'GET /admin-api/user': () => Response.json(root),
      'GET /admin-api/users': () => Response.json({ users: [root, alice], totalUsers: 2 }),
    });
    renderAt('/admin');
    expect(await screen.findByRole('table', { name: 'User Accounts' })).toBeTruthy();
    expect(screen.getByText('Total Users')).toBeTruthy();
    expect(screen.getByText('Recent Logins (24h)')).toBeTruthy();
    expect(screen.getAllByText('Never').length).toBe(2);
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });

  it('shows the empty and error states', async () => {
    serve({
      'GET /admin-api/user': () => Response.json(root),
      'GET /admin-api/users': () => Response.json({ users: [], totalUsers: 0 }),
    });
    renderAt('/admin');
    expect(await screen.findByText('No users found')).toBeTruthy();
    cleanup();

    serve({
      'GET /admin-api/user': () => Response.json(root),
      'GET /admin-api/users': () => Response.json({ error: { code: 'INTERNAL', message: 'Database unavailable' } }, { status: 500 }),
    });
    renderAt('/admin');
    expect(await screen.findByText('Error Loading Users')).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('a session ended elsewhere (signed out in another tab, expired)', () => {
  /** The session read says who was signed in; every other call answers as the server does without a session. */
  function serveEndedSession(sessionUrl: string, user: User) {
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (url === sessionUrl) return Response.json(user);
      return Response.json({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } }, { status: 401 });
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('sends the visitor to sign in, once, instead of every screen failing on its own', async () => {
    const fetchMock = serveEndedSession('/api/user', alice);
    const router = renderAt('/model');
    expect(await screen.findByText('Session ended')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getAllByText('Session ended')).toHaveLength(1);
    // The session is not read again: the app now knows nobody is signed in.
    expect(fetchMock.mock.calls.filter(([input]) => input === '/api/user')).toHaveLength(1);
  });

  it('sends an admin whose session ended to the admin sign-in', async () => {
    serveEndedSession('/admin-api/user', root);
    const router = renderAt('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'));
    expect(await screen.findByText('Session ended')).toBeTruthy();
  });

  it('a write answered "session ended" shows that toast, not the write\'s own failure toast over it', async () => {
    // The toaster shows one toast (TOAST_LIMIT): the mutation's own onError runs after the cache's, so its
    // "Refresh Failed" used to replace "Session ended".
    serve({
      'GET /api/user': () => Response.json(alice),
      'POST /api/teams/refresh-all': () => Response.json({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } }, { status: 401 }),
    });
    const router = renderAt('/watchlist');
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh All Data' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByText('Session ended')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Refresh Failed')).toBeNull();
    expect(screen.getAllByText('Session ended')).toHaveLength(1);
  });

  it('leaves a refused sign-in alone: its 401 is a wrong password, not an ended session', async () => {
    serve({
      'GET /api/user': unauthorized,
      'POST /api/login': () => Response.json({ error: { code: 'INVALID_CREDENTIALS', message: 'Invalid username or password' } }, { status: 401 }),
    });
    renderAt('/auth');
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'alice' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a wrong guess' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.queryByText('Session ended')).toBeNull();
  });
});
