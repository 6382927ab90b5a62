import { lazyChart } from './chart-boundary';
import type { DistributionChartProps } from './distribution-chart';

/** The simulation distribution chart, fetched only when a simulation has results to show. */
export const LazyDistributionChart = lazyChart<DistributionChartProps>('distribution chart', () =>
  import('./distribution-chart').then((m) => m.DistributionChart),
);
