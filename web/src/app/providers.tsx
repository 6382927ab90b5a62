import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { DisplaySettingsProvider } from '@/lib/display-settings';
import { LeagueProvider, type League } from '@/lib/league';
import { ToasterOnFirstToast } from './toaster-on-first-toast';

/** `league`: the league a server render was made with (ADR 080); otherwise the one stored in this browser. */
export function Providers({ client, league, children }: { client: QueryClient; league?: League; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <DisplaySettingsProvider>
        <LeagueProvider initial={league}>
          {children}
          <ToasterOnFirstToast />
        </LeagueProvider>
      </DisplaySettingsProvider>
    </QueryClientProvider>
  );
}
