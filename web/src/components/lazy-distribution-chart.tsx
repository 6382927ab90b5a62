import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { DistributionChartProps } from './distribution-chart';

const DistributionChart = lazy(() => import('./distribution-chart').then((m) => ({ default: m.DistributionChart })));

/** The chart is extra: if its chunk fails to load or it throws, the results around it must stay. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Simulation chart failed', error);
  }

  override render(): ReactNode {
    if (this.state.failed) return <p className="text-xs text-muted-foreground">The distribution chart could not be shown.</p>;
    return this.props.children;
  }
}

/** The simulation distribution chart, fetched only when a simulation has results to show. */
export function LazyDistributionChart(props: DistributionChartProps) {
  return (
    <ChartBoundary>
      <Suspense fallback={<div className="h-[180px] animate-pulse rounded-md bg-muted" aria-hidden="true" />}>
        <DistributionChart {...props} />
      </Suspense>
    </ChartBoundary>
  );
}
