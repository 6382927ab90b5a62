import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { OutcomeProfitChartProps } from './outcome-profit-chart';

const OutcomeProfitChart = lazy(() => import('./outcome-profit-chart').then((m) => ({ default: m.OutcomeProfitChart })));

/** The chart only repeats the table beside it: if its chunk fails to load or it throws, a line replaces it. */
class OutcomeChartBoundary extends Component<{ children: ReactNode }, { broken: boolean }> {
  override state = { broken: false };

  static getDerivedStateFromError(): { broken: boolean } {
    return { broken: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Outcome profit chart failed', error);
  }

  override render(): ReactNode {
    return this.state.broken ? <p className="text-xs text-muted-foreground">The profit chart could not be shown.</p> : this.props.children;
  }
}

/** The outcome profit chart, fetched only when a hedge has results to show. */
export function LazyOutcomeProfitChart(props: OutcomeProfitChartProps) {
  return (
    <OutcomeChartBoundary>
      <Suspense fallback={<div className="h-[180px] animate-pulse rounded-md bg-muted" aria-hidden="true" />}>
        <OutcomeProfitChart {...props} />
      </Suspense>
    </OutcomeChartBoundary>
  );
}
