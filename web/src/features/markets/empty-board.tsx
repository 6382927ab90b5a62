import { SearchX } from 'lucide-react';

/** Why a market screen has nothing to show, in the bettor's words (the server's reason or the filters'). */
export function EmptyBoard({ reason }: { reason: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-10 text-center" data-testid="market-empty">
      <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="text-sm text-muted-foreground">{reason}</p>
    </div>
  );
}
