import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

interface ProgressProps extends ComponentProps<'div'> {
  /** 0-100 */
  value: number;
  label: string;
}

/** A determinate progress bar with the ARIA progressbar role. */
export function Progress({ value, label, className, ...props }: ProgressProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <div className="h-full bg-primary transition-[width]" style={{ width: `${clamped}%` }} />
    </div>
  );
}
