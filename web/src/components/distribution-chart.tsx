import { Bar, BarChart, CartesianGrid, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { gamesCount, histogram } from '@/lib/histogram';
import { CHART_TEXT_SIZE, CHART_TICK } from '@/components/chart-text';

export interface DistributionChartProps {
  /** One value per simulated game (margins or totals). */
  values: readonly number[];
  /** Bin width in points. */
  binWidth: number;
  /** What a value is, for the axis and the spoken summary: 'Margin', 'Total points'. */
  valueLabel: string;
  /** A value to mark with a dashed line (the betting total, or 0 for an even margin). */
  marker?: { value: number; label: string };
}

/**
 * The simulated games as a bar chart of value ranges. Loaded in its own chunk (Recharts is
 * large) through LazyDistributionChart; a hidden list says the same for screen readers.
 */
export function DistributionChart({ values, binWidth, valueLabel, marker }: DistributionChartProps) {
  const bins = histogram(values, binWidth);
  const markerBin = marker ? bins.find((bin) => marker.value >= bin.start && marker.value <= bin.end + 0.99) : undefined;
  return (
    <figure className="grid gap-1">
      <BarChart
        responsive
        style={{ width: '100%', height: 180 }}
        data={bins}
        margin={{ top: 18, right: 8, bottom: 0, left: -24 }}
        // The hidden list below speaks for the chart; keep the SVG out of the tab order and the accessibility tree.
        aria-hidden="true"
        accessibilityLayer={false}
        tabIndex={-1}
      >
        <CartesianGrid vertical={false} strokeDasharray="3 3" />
        <XAxis dataKey="label" tick={CHART_TICK} interval="preserveStartEnd" />
        <YAxis allowDecimals={false} tick={CHART_TICK} />
        <Tooltip formatter={(count) => [typeof count === 'number' ? gamesCount(count) : `${String(count)} games`, valueLabel]} />
        {markerBin && (
          <ReferenceLine x={markerBin.label} stroke="var(--color-destructive)" strokeDasharray="4 4" label={{ value: marker?.label, fontSize: CHART_TEXT_SIZE, position: 'top' }} />
        )}
        <Bar dataKey="count" fill="var(--color-primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
      <figcaption className="text-xs text-muted-foreground">
        {valueLabel} of {values.length} simulated games, in {binWidth}-point ranges
        {marker ? `; dashed line: ${marker.label}` : ''}
      </figcaption>
      <ul className="sr-only">
        {bins.map((bin) => (
          <li key={bin.start}>
            {bin.label}: {gamesCount(bin.count)}
          </li>
        ))}
      </ul>
    </figure>
  );
}
