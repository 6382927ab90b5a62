import { useRoutes, type RouteObject } from 'react-router';
import { NotFoundRoute, RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { RouteBoundary } from './route-boundary';
import { lazyScreen } from './lazy-screen';

// Every screen is its own chunk so the first page only loads the shell; lazyScreen: a screen loaded ahead
// (first-screen.ts) renders at once.
const AuthPage = lazyScreen(() => import('@/features/auth/auth-page').then((m) => m.AuthPage));
const AdminLoginPage = lazyScreen(() => import('@/features/admin/admin-login-page').then((m) => m.AdminLoginPage));
const AdminDashboardPage = lazyScreen(() => import('@/features/admin/admin-dashboard-page').then((m) => m.AdminDashboardPage));
const MatchupPage = lazyScreen(() => import('@/features/matchup/matchup-page').then((m) => m.MatchupPage));
const OverUnderPage = lazyScreen(() => import('@/features/over-under/over-under-page').then((m) => m.OverUnderPage));
const SlateAnalyzerPage = lazyScreen(() => import('@/features/slate-analyzer/slate-analyzer-page').then((m) => m.SlateAnalyzerPage));
const SimulatorPage = lazyScreen(() => import('@/features/simulator/simulator-page').then((m) => m.SimulatorPage));
export const DashboardPage = lazyScreen(() => import('@/features/dashboard/dashboard-page').then((m) => m.DashboardPage));
const ArbitragePage = lazyScreen(() => import('@/features/arbitrage/arbitrage-page').then((m) => m.ArbitragePage));
const LiveSlatePage = lazyScreen(() => import('@/features/live-slate/live-slate-page').then((m) => m.LiveSlatePage));
const GameHubPage = lazyScreen(() => import('@/features/game-hub/game-hub-page').then((m) => m.GameHubPage));
const ParlayTrackerPage = lazyScreen(() => import('@/features/parlay-tracker/parlay-tracker-page').then((m) => m.ParlayTrackerPage));
const ProfitTargetPage = lazyScreen(() => import('@/features/profit-target/profit-target-page').then((m) => m.ProfitTargetPage));
const SuccessPredictorPage = lazyScreen(() => import('@/features/success-predictor/success-predictor-page').then((m) => m.SuccessPredictorPage));
const WatchlistPage = lazyScreen(() => import('@/features/watchlist/watchlist-page').then((m) => m.WatchlistPage));
const ModelReportPage = lazyScreen(() => import('@/features/model-report/model-report-page').then((m) => m.ModelReportPage));
const OddsPage = lazyScreen(() => import('@/features/markets/odds-page').then((m) => m.OddsPage));
const EvPage = lazyScreen(() => import('@/features/markets/ev-page').then((m) => m.EvPage));
const ScannerPage = lazyScreen(() => import('@/features/markets/scanner-page').then((m) => m.ScannerPage));

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
