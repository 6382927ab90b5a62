import { X, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TableCell, TableHead } from '@/components/ui/table';

/** The head of a table's Remove column: blank on screen, named for screen readers. */
export function RemoveColumnHead({ className }: { className?: string }) {
  return (
    <TableHead className={className}>
      <span className="sr-only">Remove</span>
    </TableHead>
  );
}

interface RemoveCellProps {
  /** Names the row for screen readers, e.g. "Remove Bills ML (BUF @ MIA)". */
  label: string;
  onRemove: () => void;
  icon?: LucideIcon;
  className?: string;
}

/** A table row's Remove button in its cell, marked `data-remove` so useRemovalFocus can move the focus on. */
export function RemoveCell({ label, onRemove, icon: Icon = X, className }: RemoveCellProps) {
  return (
    <TableCell className={className}>
      <Button variant="ghost" size="icon" aria-label={label} data-remove onClick={onRemove}>
        <Icon aria-hidden="true" />
      </Button>
    </TableCell>
  );
}
