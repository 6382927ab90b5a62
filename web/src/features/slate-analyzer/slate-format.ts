import type { SlateGame } from '@playbook/core';
import { formatAmericanOdds, formatSignedPoints } from '@/lib/odds-format';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** $1,037.34 */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}

/** 3.48% */
export function formatPercent(percent: number): string {
  return `${percent.toFixed(2)}%`;
}

/** docs/product/slate-analyzer.md Review: the matchup as 'away @ home'. */
export function matchupLabel(game: Pick<SlateGame, 'awayTeam' | 'homeTeam'>): string {
  return `${game.awayTeam} @ ${game.homeTeam}`;
}

/** A moneyline for the table, or a dash; an entry that is not American odds is shown as typed. */
export function formatMoneyline(odds: number | undefined): string {
  if (odds === undefined) return '—';
  return Math.abs(odds) >= 100 ? formatAmericanOdds(odds) : String(odds);
}

export function formatLine(points: number | undefined): string {
  return points === undefined ? '—' : formatSignedPoints(points);
}
