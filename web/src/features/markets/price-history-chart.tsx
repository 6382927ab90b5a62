import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_TICK } from '@/components/chart-text';
import { usePriceFormat } from '@/lib/odds-format';

export interface PriceSeries {
  book: string;
  points: { at: number; americanOdds: number }[];
}

export interface PriceHistoryChartProps {
  series: PriceSeries[];
}

const COLOURS = ['var(--color-primary)', '#2563eb', '#d97706', '#059669', '#dc2626', '#7c3aed', '#0891b2', '#db2777', '#65a30d', '#475569'];

/**
 * American odds jump from −100 to +100 at even money; the chart draws them on one continuous scale (−110 is −10,
 * +120 is +20) and labels the axis back in American odds.
 */
const toScale = (odds: number) => (odds < 0 ? odds + 100 : odds - 100);
const fromScale = (value: number) => (value < 0 ? value - 100 : value + 100);

/** Each book's price of one bet over time, one line per book (Recharts, loaded in its own chunk). */
export function PriceHistoryChart({ series }: PriceHistoryChartProps) {
  const price = usePriceFormat();
  const times = [...new Set(series.flatMap((s) => s.points.map((p) => p.at)))].sort((a, b) => a - b);
  // One row per instant; a book's value carries forward from its last change (a price holds until it moves).
  const rows = times.map((at) => {
    const row: Record<string, number> = { at };
    for (const s of series) {
      const last = s.points.filter((p) => p.at <= at).at(-1);
      if (last) row[s.book] = toScale(last.americanOdds);
    }
    return row;
  });
  return (
    <LineChart responsive style={{ width: '100%', height: 220 }} data={rows} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} aria-hidden="true" accessibilityLayer={false} tabIndex={-1}>
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis dataKey="at" type="number" scale="time" domain={['dataMin', 'dataMax']} tick={CHART_TICK} tickFormatter={(at: number) => new Date(at).toLocaleDateString(undefined, { month: 'short', day: 'numeric' })} />
      <YAxis tick={CHART_TICK} width={48} tickFormatter={(value: number) => price(Math.round(fromScale(value)))} domain={['auto', 'auto']} />
      <Tooltip
        labelFormatter={(at) => new Date(Number(at)).toLocaleString()}
        formatter={(value, name) => [typeof value === 'number' ? price(Math.round(fromScale(value))) : String(value), name]}
      />
      <Legend />
      {series.map((s, index) => (
        <Line key={s.book} type="stepAfter" dataKey={s.book} stroke={COLOURS[index % COLOURS.length]} dot isAnimationActive={false} connectNulls />
      ))}
    </LineChart>
  );
}
