import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A figure's label and its value, as a screen shows them. */
export type Figure = readonly [label: string, value: ReactNode];

/** A row of labelled figures (two columns on a phone, four from sm up): a muted label over a bold number. */
export function FigureList({ figures, className }: { figures: readonly Figure[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 sm:grid-cols-4', className)}>
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
