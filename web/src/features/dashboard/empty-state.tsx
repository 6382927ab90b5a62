import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** A centred message for a list with nothing to show, with an optional action below it. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-10 text-center">
      <Icon className="size-8 text-muted-foreground" aria-hidden="true" />
      <h3 className="font-semibold">{title}</h3>
      <p className="text-sm text-muted-foreground">{description}</p>
      {children && <div className="mt-2">{children}</div>}
    </div>
  );
}
