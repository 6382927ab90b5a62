import { StrictMode, type ComponentType, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { League } from '@/lib/league';
import { Providers } from './providers';
import { AppRoutes } from './router';

interface AppProps {
  client: QueryClient;
  /** The browser's router (main.tsx) or, on the server, one at a fixed location (entry-server.tsx). */
  Router: ComponentType<{ children: ReactNode }>;
  /** The league a server render is made with (ADR 080); the browser's stored one otherwise. */
  league?: League;
}

/** The whole app: rendered in the browser, or on the server for a signed-in '/' and then hydrated (ADR 080). */
export function App({ client, Router, league }: AppProps) {
  return (
    <StrictMode>
      <Providers client={client} league={league}>
        <Router>
          <AppRoutes />
        </Router>
      </Providers>
    </StrictMode>
  );
}
