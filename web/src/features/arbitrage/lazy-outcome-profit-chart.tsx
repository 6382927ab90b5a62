import { lazy, Suspense } from 'react';
import { ChartBoundary, ChartPlaceholder } from '@/components/chart-boundary';
import type { OutcomeProfitChartProps } from './outcome-profit-chart';

const OutcomeProfitChart = lazy(() => import('./outcome-profit-chart').then((m) => ({ default: m.OutcomeProfitChart })));

/** The outcome profit chart, fetched only when a hedge has results to show (Recharts is a large chunk). */
export function LazyOutcomeProfitChart(props: OutcomeProfitChartProps) {
  return (
    <ChartBoundary name="profit chart">
      <Suspense fallback={<ChartPlaceholder />}>
        <OutcomeProfitChart {...props} />
      </Suspense>
    </ChartBoundary>
  );
}
