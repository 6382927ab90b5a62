import type { ToastInput } from '@/lib/toast';

/** The review step's toasts (ours; docs/product/profit-target.md has none for it). */
export function reviewedLinesAddedToast(added: number): ToastInput {
  return { title: 'Lines Added', description: `Added ${added} checked ${added === 1 ? 'line' : 'lines'} from your screenshots` };
}

export function betTrackedToast(stake: string): ToastInput {
  return { title: 'Bet Tracked', description: `Your slip is in the parlay tracker with a ${stake} stake` };
}

export function trackFailedToast(message: string): ToastInput {
  return { title: 'Tracking Failed', description: message, variant: 'destructive' };
}
