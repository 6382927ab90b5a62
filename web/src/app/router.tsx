import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { NotFoundRoute, RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { RouteBoundary } from './route-boundary';

// Every screen is its own chunk so the first page only loads the shell.
const AuthPage = lazy(() => import('@/features/auth/auth-page').then((m) => ({ default: m.AuthPage })));
const AdminLoginPage = lazy(() => import('@/features/admin/admin-login-page').then((m) => ({ default: m.AdminLoginPage })));
const AdminDashboardPage = lazy(() =>
  import('@/features/admin/admin-dashboard-page').then((m) => ({ default: m.AdminDashboardPage })),
);
const MatchupPage = lazy(() => import('@/features/matchup/matchup-page').then((m) => ({ default: m.MatchupPage })));
const OverUnderPage = lazy(() => import('@/features/over-under/over-under-page').then((m) => ({ default: m.OverUnderPage })));
const SlateAnalyzerPage = lazy(() =>
  import('@/features/slate-analyzer/slate-analyzer-page').then((m) => ({ default: m.SlateAnalyzerPage })),
);
const SimulatorPage = lazy(() => import('@/features/simulator/simulator-page').then((m) => ({ default: m.SimulatorPage })));
const DashboardPage = lazy(() => import('@/features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const ArbitragePage = lazy(() => import('@/features/arbitrage/arbitrage-page').then((m) => ({ default: m.ArbitragePage })));
const LiveSlatePage = lazy(() => import('@/features/live-slate/live-slate-page').then((m) => ({ default: m.LiveSlatePage })));
const GameHubPage = lazy(() => import('@/features/game-hub/game-hub-page').then((m) => ({ default: m.GameHubPage })));
const ParlayTrackerPage = lazy(() =>
  import('@/features/parlay-tracker/parlay-tracker-page').then((m) => ({ default: m.ParlayTrackerPage })),
);
const ProfitTargetPage = lazy(() =>
  import('@/features/profit-target/profit-target-page').then((m) => ({ default: m.ProfitTargetPage })),
);
const SuccessPredictorPage = lazy(() =>
  import('@/features/success-predictor/success-predictor-page').then((m) => ({ default: m.SuccessPredictorPage })),
);
const WatchlistPage = lazy(() => import('@/features/watchlist/watchlist-page').then((m) => ({ default: m.WatchlistPage })));
const ModelReportPage = lazy(() => import('@/features/model-report/model-report-page').then((m) => ({ default: m.ModelReportPage })));
const OddsPage = lazy(() => import('@/features/markets/odds-page').then((m) => ({ default: m.OddsPage })));
const EvPage = lazy(() => import('@/features/markets/ev-page').then((m) => ({ default: m.EvPage })));
const ScannerPage = lazy(() => import('@/features/markets/scanner-page').then((m) => ({ default: m.ScannerPage })));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/auth', element: <AuthPage /> },
      { path: '/admin-login', element: <AdminLoginPage /> },
      { path: '/admin', element: <AdminDashboardPage /> },
      {
        element: <RequireAuth />,
        // A failing screen keeps the header; the boundary sits inside the signed-in layout.
        children: [
          {
            element: <RouteBoundary />,
            children: [
              { path: '/', element: <DashboardPage /> },
              { path: '/matchup', element: <MatchupPage /> },
              { path: '/over-under', element: <OverUnderPage /> },
              { path: '/arbitrage', element: <ArbitragePage /> },
              { path: '/profit-calculator', element: <ProfitTargetPage /> },
              { path: '/profit-target', element: <ProfitTargetPage /> },
              { path: '/parlay-tracker', element: <ParlayTrackerPage /> },
              { path: '/slate-analyzer', element: <SlateAnalyzerPage /> },
              { path: '/live-simulation', element: <SimulatorPage /> },
              { path: '/simple-simulation', element: <SimulatorPage /> },
              { path: '/game-hub', element: <GameHubPage /> },
              { path: '/live-game-slate', element: <LiveSlatePage /> },
              { path: '/success-predictor', element: <SuccessPredictorPage /> },
              { path: '/watchlist', element: <WatchlistPage /> },
              { path: '/model', element: <ModelReportPage /> },
              { path: '/odds', element: <OddsPage /> },
              { path: '/ev', element: <EvPage /> },
              { path: '/scanner', element: <ScannerPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/**
 * The app's pages under the declarative router (BrowserRouter in main.tsx): every route is a plain element, so
 * the data router's code (loaders, actions, fetchers) stays out of the first page (ADR 068).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
