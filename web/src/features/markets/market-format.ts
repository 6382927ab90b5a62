import type { EvBetRow } from '@playbook/contracts';
import { formatSignedPoints } from '@/lib/odds-format';

type Selection = Pick<EvBetRow, 'kind' | 'selection' | 'point'>;

/** 'KC -3.5', 'KC ML', 'Over 47.5': a side as a bettor reads it. */
export function selectionLabel({ kind, selection, point }: Selection): string {
  if (kind === 'moneyline' || point === null) return `${selection} ML`;
  return kind === 'total' ? `${selection} ${point}` : `${selection} ${formatSignedPoints(point)}`;
}

/** A fair price in the chosen format (`price`, from usePriceFormat), or a dash where there is none (no book prices both sides). */
export function formatFairOdds(odds: number | null, price: (americanOdds: number) => string): string {
  return odds === null ? '—' : price(odds);
}

/** An EV or profit percent with its sign and two decimals: '+2.31%'. */
export function formatPercent(percent: number): string {
  return `${percent > 0 ? '+' : ''}${percent.toFixed(2)}%`;
}

export function formatDollars(amount: number): string {
  return amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

/** How old a price is: 'just now', '12 min ago', '3 h ago', '2 d ago'. */
export function priceAge(fetchedAt: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(fetchedAt).getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h ago` : `${Math.floor(hours / 24)} d ago`;
}

/** The move of a price since it opened, in payout terms: up when the price now pays more. */
export function priceMove(openingOdds: number, americanOdds: number): 'up' | 'down' | 'none' {
  const payout = (odds: number) => (odds > 0 ? odds / 100 : 100 / -odds);
  const change = payout(americanOdds) - payout(openingOdds);
  return change > 1e-9 ? 'up' : change < -1e-9 ? 'down' : 'none';
}

/** A game's kick-off as a short local date and time: 'Sun, Dec 14, 1:00 PM'. */
export function kickoffText(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** The local day of a kick-off, as a filter value: '2025-12-14'. */
export function kickoffDay(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
