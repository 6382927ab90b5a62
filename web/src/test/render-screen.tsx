// Test-only helpers: answer fetch by "METHOD path" and render one screen inside the app's providers.
import type { ReactElement } from 'react';
import { afterEach, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { dismissToast } from '@/lib/toast';

export type Handler = (url: URL) => Response | Promise<Response>;

/** Answers by "METHOD /path" (query ignored; the handler gets the URL); anything unlisted fails like a dead network. */
export function serve(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (!handler) throw new TypeError('Failed to fetch');
    return handler(url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A response the test releases when it wants, to look at pending states. */
export function deferredResponse() {
  let release: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/** Renders `routes` inside the app's providers (a fresh query client), entered at `entry`; returns the router. */
export function renderRoutes(routes: RouteObject[], entry: string) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

/** One screen at `path`, with a home screen to leave it for. */
export function renderScreen(path: string, element: ReactElement) {
  return renderRoutes(
    [
      { path, element },
      { path: '/', element: <p>Home screen</p> },
    ],
    path,
  );
}

/**
 * The hooks of a screen test file, so no test sees what the one before it left: after each test, the screen
 * unmounted, its toasts dismissed, stubbed globals (fetch) restored and the browser's storage cleared. Call it
 * once at the top level of the file.
 */
export function isolateScreenTests(): void {
  afterEach(() => {
    cleanup();
    dismissToast();
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}
