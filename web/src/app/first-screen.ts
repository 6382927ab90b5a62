/**
 * The dashboard's code starts with the page (ADR 065): on `/` the signed-in frame and the dashboard load while
 * the session is checked, instead of one after the other once it is known (page, session, frame, dashboard).
 */
export function startFirstScreen(pathname: string): void {
  if (pathname !== '/') return;
  void import('./app-layout');
  void import('@/features/dashboard/dashboard-page');
}
