import type { LegResult } from '@playbook/core';
import type { ParlayHistoryItem } from '@playbook/contracts';
import { cn } from '@/lib/utils';

const SETTLED_BY_TEXT = {
  auto: 'Graded from the final scores',
  user: 'Status set by you',
} as const;

/** Who settled the parlay (ADR 050): graded from the final scores, or the bettor's own status, which grading keeps. */
export function SettlementMark({ settledBy }: { settledBy: ParlayHistoryItem['settledBy'] }) {
  if (!settledBy) return null;
  return (
    <span className="text-xs text-muted-foreground" data-settled-by={settledBy}>
      {SETTLED_BY_TEXT[settledBy]}
    </span>
  );
}

const RESULT_TEXT: Record<LegResult, string> = { won: 'Won', lost: 'Lost', push: 'Push', void: 'Void' };
const RESULT_CLASS: Record<LegResult, string> = { won: 'text-green-700', lost: 'text-red-700', push: 'text-muted-foreground', void: 'text-muted-foreground' };

/** A leg's grade once its game is over; nothing while it is open. */
export function LegResultTag({ result }: { result: LegResult | null | undefined }) {
  if (!result) return null;
  return <span className={cn('ml-1 text-xs font-medium', RESULT_CLASS[result])}>{RESULT_TEXT[result]}</span>;
}
