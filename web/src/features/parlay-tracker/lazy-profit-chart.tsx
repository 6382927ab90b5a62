import { lazy, Suspense } from 'react';
import { ChartBoundary, ChartPlaceholder } from '@/components/chart-boundary';
import type { ProfitChartProps } from './profit-chart';

const ProfitChart = lazy(() => import('./profit-chart').then((m) => ({ default: m.ProfitChart })));

/** The profit curve, fetched only when there is a settled parlay to draw. */
export function LazyProfitChart(props: ProfitChartProps) {
  return (
    <ChartBoundary name="profit chart">
      <Suspense fallback={<ChartPlaceholder />}>
        <ProfitChart {...props} />
      </Suspense>
    </ChartBoundary>
  );
}
