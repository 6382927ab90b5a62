import type { GameStatusDetail, HubGame } from '@playbook/contracts';
import { CircleCheck, Clock, Radio } from 'lucide-react';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { isCalledOff, STATUS_DETAIL_TEXT } from '@/lib/game-status-detail';

type Status = HubGame['status'];

/** docs/product/game-hub.md: the badge says LIVE, FINAL or UPCOMING. */
export const STATUS_TEXT: Record<Status, string> = { live: 'LIVE', finished: 'FINAL', scheduled: 'UPCOMING' };

const VARIANT: Record<Status, NonNullable<BadgeProps['variant']>> = { live: 'destructive', finished: 'secondary', scheduled: 'outline' };

/**
 * The status badge, and the source's detail beside it. A postponed or canceled game is not upcoming: its
 * detail stands in place of the status.
 */
export function StatusBadge({ status, detail = null }: { status: Status; detail?: GameStatusDetail | null }) {
  if (detail !== null && isCalledOff(detail)) return <Badge variant="outline">{STATUS_DETAIL_TEXT[detail].toUpperCase()}</Badge>;
  return (
    <>
      <Badge variant={VARIANT[status]}>{STATUS_TEXT[status]}</Badge>
      {detail !== null && <Badge variant="outline">{STATUS_DETAIL_TEXT[detail]}</Badge>}
    </>
  );
}

/** The card's status icon; decorative, the badge says the same in words. */
export function StatusIcon({ status }: { status: Status }) {
  if (status === 'live') return <Radio className="size-4 shrink-0 motion-safe:animate-pulse text-destructive" aria-hidden="true" />;
  if (status === 'finished') return <CircleCheck className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />;
  return <Clock className="size-4 shrink-0 text-primary" aria-hidden="true" />;
}
