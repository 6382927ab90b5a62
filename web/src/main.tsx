import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from '@/app/app';
import { readFirstScreenState, startFirstScreen } from '@/app/first-screen';
import { createQueryClient } from '@/app/query-client';
import { listenForSessionChanges } from '@/lib/session-broadcast';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// Another tab's sign-in or sign-out replaces the shared cookie: this tab follows (ADR 001, stop 23).
listenForSessionChanges(queryClient);
// On '/', a signed-in dashboard the server rendered is hydrated (ADR 080); otherwise the first render waits
// (briefly) for the dashboard's code and data, so it is the dashboard (ADR 076).
void startFirstScreen(window.location.pathname, queryClient, readFirstScreenState(document)).then((first) => {
  const app = <App client={queryClient} Router={BrowserRouter} />;
  if (first === 'hydrate') hydrateRoot(container, app);
  else createRoot(container).render(app);
});
