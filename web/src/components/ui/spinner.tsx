import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A spinning icon with a spoken label; the label is also shown unless `hideLabel`. */
export function Spinner({ label, hideLabel = false, className }: { label: string; hideLabel?: boolean; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3 text-muted-foreground', className)}>
      <LoaderCircle className="size-6 animate-spin text-primary" aria-hidden="true" />
      <span className={hideLabel ? 'sr-only' : 'text-sm'}>{label}</span>
    </div>
  );
}
