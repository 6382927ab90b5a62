import { lazy, Suspense } from 'react';
import { ChartBoundary, ChartPlaceholder } from './chart-boundary';
import type { DistributionChartProps } from './distribution-chart';

const DistributionChart = lazy(() => import('./distribution-chart').then((m) => ({ default: m.DistributionChart })));

/** The simulation distribution chart, fetched only when a simulation has results to show. */
export function LazyDistributionChart(props: DistributionChartProps) {
  return (
    <ChartBoundary name="distribution chart">
      <Suspense fallback={<ChartPlaceholder />}>
        <DistributionChart {...props} />
      </Suspense>
    </ChartBoundary>
  );
}
