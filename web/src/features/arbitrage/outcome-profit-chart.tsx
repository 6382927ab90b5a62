import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { formatProfit } from '@/lib/money';
import { CHART_TICK } from '@/components/chart-text';

export interface OutcomeProfitChartProps {
  /** One bar per leg: the profit if that leg's outcome happens. */
  outcomes: readonly { label: string; profit: number }[];
}

/**
 * Each outcome's profit as a bar, losses in red. Loaded in its own chunk (Recharts is large)
 * through LazyOutcomeProfitChart; a hidden list says the same for screen readers.
 */
/**
 * Up to this many bars the ticks say "Bet N"; beyond it only N (the tooltip still says "Bet N"): ten "Bet N"
 * ticks overlapped one another on a 390 px phone.
 */
const NAMED_TICKS_MAX = 5;

/** Bars grow from zero: an axis that stopped at the smallest loss drew that outcome's bar 0 px tall. */
const FROM_ZERO: [(dataMin: number) => number, (dataMax: number) => number] = [(dataMin) => Math.min(0, dataMin), (dataMax) => Math.max(0, dataMax)];

export function OutcomeProfitChart({ outcomes }: OutcomeProfitChartProps) {
  const data = outcomes.map((outcome) => ({ ...outcome }));
  return (
    <figure className="grid gap-1">
      <BarChart
        responsive
        style={{ width: '100%', height: 180 }}
        data={data}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        aria-hidden="true"
        accessibilityLayer={false}
        tabIndex={-1}
      >
        <CartesianGrid vertical={false} strokeDasharray="3 3" />
        <XAxis dataKey="label" tick={CHART_TICK} interval={0} tickFormatter={(label: string, index: number) => (data.length > NAMED_TICKS_MAX ? String(index + 1) : label)} />
        <YAxis tick={CHART_TICK} width={48} domain={FROM_ZERO} />
        <Tooltip formatter={(profit) => [formatProfit(Number(profit)), 'Profit']} />
        <ReferenceLine y={0} stroke="var(--color-muted-foreground)" />
        <Bar dataKey="profit" radius={[3, 3, 0, 0]} isAnimationActive={false}>
          {data.map((outcome) => (
            <Cell key={outcome.label} fill={outcome.profit < 0 ? 'var(--color-destructive)' : 'var(--color-primary)'} />
          ))}
        </Bar>
      </BarChart>
      <figcaption className="text-xs text-muted-foreground">Profit if each bet wins</figcaption>
      <ul className="sr-only">
        {outcomes.map((outcome) => (
          <li key={outcome.label}>
            {outcome.label} wins: {formatProfit(outcome.profit)}
          </li>
        ))}
      </ul>
    </figure>
  );
}
