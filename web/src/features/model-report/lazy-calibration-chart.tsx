import { lazyChart } from '@/components/chart-boundary';
import type { CalibrationChartProps } from './calibration-chart';

/** The calibration chart, fetched only when a backtest is there to draw. */
export const LazyCalibrationChart = lazyChart<CalibrationChartProps>('calibration chart', () => import('./calibration-chart').then((m) => m.CalibrationChart));
