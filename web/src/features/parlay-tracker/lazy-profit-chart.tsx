import { lazyChart } from '@/components/chart-boundary';
import type { ProfitChartProps } from './profit-chart';

/** The profit curve, fetched only when there is a settled parlay to draw. */
export const LazyProfitChart = lazyChart<ProfitChartProps>('profit chart', () => import('./profit-chart').then((m) => m.ProfitChart));
