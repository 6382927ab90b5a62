import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { DisplaySettingsProvider } from '@/lib/display-settings';
import { LeagueProvider } from '@/lib/league';
import { ToasterOnFirstToast } from './toaster-on-first-toast';

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <DisplaySettingsProvider>
        <LeagueProvider>
          {children}
          <ToasterOnFirstToast />
        </LeagueProvider>
      </DisplaySettingsProvider>
    </QueryClientProvider>
  );
}
