import { lazyChart } from '@/components/chart-boundary';
import type { OutcomeProfitChartProps } from './outcome-profit-chart';

/** The outcome profit chart, fetched only when a hedge has results to show. */
export const LazyOutcomeProfitChart = lazyChart<OutcomeProfitChartProps>('profit chart', () =>
  import('./outcome-profit-chart').then((m) => m.OutcomeProfitChart),
);
