import { Card } from '@/components/ui/card';
import { GlossaryHelp } from '@/components/glossary-help';
import { cn } from '@/lib/utils';

export type MetricTrend = 'up' | 'down' | 'neutral';

const TREND_CLASS: Record<MetricTrend, string> = {
  up: 'text-green-700',
  down: 'text-red-700',
  neutral: 'text-muted-foreground',
};

interface MetricCardProps {
  title: string;
  value: string;
  subtitle?: string;
  /** Colours the subtitle (docs/product/odds-and-storage.md); neutral when omitted. */
  trend?: MetricTrend;
  /** Glossary key of the help icon; no icon when omitted or unknown. */
  helpKey?: string;
  className?: string;
}

/** docs/product/odds-and-storage.md: a title, a value, an optional subtitle coloured by trend and an optional help icon. */
export function MetricCard({ title, value, subtitle, trend = 'neutral', helpKey, className }: MetricCardProps) {
  return (
    <Card className={cn('flex h-full min-w-0 flex-col gap-1 p-4 sm:p-5', className)}>
      <div className="flex items-center gap-1">
        <h3 className="text-xs font-medium text-muted-foreground sm:text-sm">{title}</h3>
        {helpKey && <GlossaryHelp glossaryKey={helpKey} label={title} />}
      </div>
      <p className="text-lg leading-tight font-bold tabular-nums break-words sm:text-2xl">{value}</p>
      {subtitle && (
        <p className={cn('text-xs', TREND_CLASS[trend])} data-trend={trend}>
          {subtitle}
        </p>
      )}
    </Card>
  );
}
