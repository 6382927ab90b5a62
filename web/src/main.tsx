import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { startFirstScreen } from '@/app/first-screen';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { AppRoutes } from '@/app/router';
import { listenForSessionChanges } from '@/lib/session-broadcast';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// Another tab's sign-in or sign-out replaces the shared cookie: this tab follows (ADR 001, stop 23).
listenForSessionChanges(queryClient);
// On '/', the first render waits (briefly) for the dashboard's code and data, so it is the dashboard (ADR 076).
void startFirstScreen(window.location.pathname, queryClient).then(() =>
  createRoot(container).render(
    <StrictMode>
      <Providers client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  ),
);
