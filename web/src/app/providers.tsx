import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toaster';
import { LeagueProvider } from '@/lib/league';

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <LeagueProvider>
        {children}
        <Toaster />
      </LeagueProvider>
    </QueryClientProvider>
  );
}
