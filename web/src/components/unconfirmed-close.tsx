import { unconfirmedCloseNote } from '@playbook/core';
import type { DataSource } from '@playbook/contracts';
import { dataSourceName } from '@/lib/data-source';

/**
 * A close its source did not confirm before kick-off (ADR 035), marked alike on the tracker's legs and the slate's
 * price history: an asterisk after the closing price, which points (aria-describedby) to the note naming the source.
 */
export function UnconfirmedCloseStar() {
  return (
    <span className="text-amber-700" aria-hidden="true">
      *
    </span>
  );
}

export function UnconfirmedCloseNote({ id, source }: { id: string; source: DataSource }) {
  return (
    <p id={id} className="text-xs text-amber-700">
      {unconfirmedCloseNote(dataSourceName(source))}
    </p>
  );
}
