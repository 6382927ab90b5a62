import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A watchlist entry's Remove, marked for useRemovalFocus; `label` names the entry for screen readers. */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" data-remove onClick={onClick} aria-label={label}>
      <Trash2 aria-hidden="true" />
      Remove
    </Button>
  );
}
