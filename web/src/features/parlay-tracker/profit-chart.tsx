import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '@playbook/core';
import type { ParlayPerformance } from '@playbook/contracts';
import { CHART_TICK } from '@/components/chart-text';
import { formatProfit } from '@/lib/money';

export interface ProfitChartProps {
  points: ParlayPerformance['profitOverTime'];
}

const shortDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

/**
 * Cumulative profit after each settled parlay, in settlement order. Loaded in its own chunk
 * (Recharts is large) through LazyProfitChart; a hidden list says the same for screen readers.
 */
export function ProfitChart({ points }: ProfitChartProps) {
  // A start at zero, so a single settled parlay still draws a line.
  const data = [{ step: 0, label: 'Start', cumulativeProfit: 0 }, ...points.map((point, index) => ({ step: index + 1, label: shortDate(point.at), cumulativeProfit: point.cumulativeProfit }))];
  const last = points.at(-1)?.cumulativeProfit ?? 0;
  return (
    <figure className="grid gap-1" data-points={points.length} data-last-profit={last}>
      <LineChart
        responsive
        style={{ width: '100%', height: 220 }}
        data={data}
        margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
        aria-hidden="true"
        accessibilityLayer={false}
        tabIndex={-1}
      >
        <CartesianGrid vertical={false} strokeDasharray="3 3" />
        <XAxis dataKey="label" tick={CHART_TICK} minTickGap={16} />
        <YAxis tick={CHART_TICK} width={56} tickFormatter={(value: number) => formatMoney(value).replace('.00', '')} />
        <Tooltip formatter={(value) => [formatProfit(Number(value)), 'Cumulative profit']} />
        <ReferenceLine y={0} stroke="var(--color-muted-foreground)" />
        <Line
          type="stepAfter"
          dataKey="cumulativeProfit"
          stroke={last < 0 ? 'var(--color-destructive)' : 'var(--color-primary)'}
          strokeWidth={2}
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
      </LineChart>
      <figcaption className="text-xs text-muted-foreground">Cumulative profit after each settled parlay</figcaption>
      <ol className="sr-only">
        {points.map((point) => (
          <li key={point.parlayId}>
            {shortDate(point.at)}: {formatProfit(point.profit)}, total {formatProfit(point.cumulativeProfit)}
          </li>
        ))}
      </ol>
    </figure>
  );
}
