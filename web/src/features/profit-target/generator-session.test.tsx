import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { routes } from '@/app/router';
import { isolateScreenTests, renderRoutes, serve } from '@/test/render-screen';
import { alice } from '@/test/users';

// ADR 001 stop 23: the generator's search and screenshot upload run outside TanStack Query; a session that ended
// elsewhere goes through the app's one rule (sign in again, "Session ended"), not only the call's own toast.

isolateScreenTests();

const ended = () => Response.json({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } }, { status: 401 });

describe('the parlay generator when the session has ended', () => {
  it('a live search answered "session ended" sends the visitor to sign in with that toast', async () => {
    serve({ 'GET /api/user': () => Response.json(alice), 'POST /api/parlays/profit-target': ended });
    const router = renderRoutes(routes, '/profit-calculator');
    fireEvent.click(await screen.findByRole('button', { name: 'Get Live Betting Lines' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByText('Session ended')).toBeTruthy();
    expect(screen.queryByText('Failed to Fetch Live Data')).toBeNull();
  });

  it('a screenshot upload answered "session ended" does the same, and "Analysis Failed" is not the toast left', async () => {
    serve({ 'GET /api/user': () => Response.json(alice), 'POST /api/analyze-screenshots': ended });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = renderRoutes(routes, '/profit-calculator');
    const input = await screen.findByLabelText('Bet slip or odds board screenshots');
    fireEvent.change(input, { target: { files: [new File(['png'], 'slip.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Use Screenshots ($150)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByText('Session ended')).toBeTruthy();
    expect(screen.queryByText('Failed to analyze screenshots. Please try again.')).toBeNull();
  });
});
