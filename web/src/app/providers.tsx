import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toaster';
import { DisplaySettingsProvider } from '@/lib/display-settings';
import { LeagueProvider } from '@/lib/league';

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <DisplaySettingsProvider>
        <LeagueProvider>
          {children}
          <Toaster />
        </LeagueProvider>
      </DisplaySettingsProvider>
    </QueryClientProvider>
  );
}
