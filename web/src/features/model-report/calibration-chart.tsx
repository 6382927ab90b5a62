import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { CalibrationBinRecord } from '@playbook/contracts';
import { CHART_TICK } from '@/components/chart-text';
import { formatShare } from './report-format';

export interface CalibrationSeries {
  name: string;
  colour: string;
  bins: readonly CalibrationBinRecord[];
}

export interface CalibrationChartProps {
  series: readonly CalibrationSeries[];
}

/** The deciles that hold games, as chart points (an empty decile has no mean to draw). */
function points(bins: readonly CalibrationBinRecord[]) {
  return bins.flatMap((bin) => (bin.meanPredicted === null || bin.observed === null ? [] : [{ predicted: bin.meanPredicted, observed: bin.observed, games: bin.games }]));
}

const percentTick = (value: number) => `${Math.round(value * 100)}%`;

/**
 * The Model Report's calibration chart: each predictor's mean predicted home-win probability per decile against the
 * observed home win rate; a perfectly calibrated predictor lies on the diagonal. Loaded in its own chunk
 * (Recharts is large) through LazyCalibrationChart; a hidden list says the same for screen readers.
 */
export function CalibrationChart({ series }: CalibrationChartProps) {
  const drawn = series.map((entry) => ({ ...entry, data: points(entry.bins) }));
  return (
    <figure className="grid gap-1" data-testid="calibration-chart" data-series={drawn.length} data-points={drawn.reduce((sum, entry) => sum + entry.data.length, 0)}>
      <LineChart responsive style={{ width: '100%', height: 300 }} margin={{ top: 8, right: 12, bottom: 8, left: 0 }} aria-hidden="true" accessibilityLayer={false} tabIndex={-1}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis type="number" dataKey="predicted" domain={[0, 1]} ticks={[0, 0.2, 0.4, 0.6, 0.8, 1]} tickFormatter={percentTick} tick={CHART_TICK} />
        <YAxis type="number" dataKey="observed" domain={[0, 1]} ticks={[0, 0.2, 0.4, 0.6, 0.8, 1]} tickFormatter={percentTick} tick={CHART_TICK} width={40} />
        <ReferenceLine segment={[{ x: 0, y: 0 }, { x: 1, y: 1 }]} stroke="var(--color-muted-foreground)" strokeDasharray="4 4" />
        <Tooltip formatter={(value) => formatShare(Number(value))} labelFormatter={(label) => `Predicted ${formatShare(Number(label))}`} />
        {drawn.map((entry) => (
          <Line key={entry.name} name={entry.name} data={entry.data} dataKey="observed" stroke={entry.colour} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
        ))}
      </LineChart>
      {/* Our own legend: Recharts' measured its height once while the narrow layout settled, squeezing the plot at 320 px. */}
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-hidden="true">
        {drawn.map((entry) => (
          <li key={entry.name} className="flex items-center gap-1.5">
            <span className="inline-block h-0.5 w-4" style={{ backgroundColor: entry.colour }} />
            {entry.name}
          </li>
        ))}
      </ul>
      <figcaption className="text-xs text-muted-foreground">
        Predicted home-win probability (across) against how often the home team won (up); the dashed diagonal is perfect calibration.
      </figcaption>
      <ul className="sr-only">
        {drawn.map((entry) => (
          <li key={entry.name}>
            {entry.name}: {entry.data.map((point) => `predicted ${formatShare(point.predicted)}, home won ${formatShare(point.observed)} of ${point.games}`).join('; ')}
          </li>
        ))}
      </ul>
    </figure>
  );
}
