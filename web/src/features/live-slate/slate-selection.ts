import type { LiveBettingLine } from '@playbook/contracts';
import { PARLAY_MAX_LEGS, PARLAY_MIN_LEGS } from '@playbook/core';

export type SelectedLine = LiveBettingLine;

/** docs/product/live-slate.md: the same line means matchup, description and odds all match. */
export function isSameLine(a: Pick<LiveBettingLine, 'matchup' | 'description' | 'odds'>, b: Pick<LiveBettingLine, 'matchup' | 'description' | 'odds'>): boolean {
  return a.matchup === b.matchup && a.description === b.description && a.odds === b.odds;
}

export function isSelected(selection: readonly SelectedLine[], line: LiveBettingLine): boolean {
  return selection.some((chosen) => isSameLine(chosen, line));
}

export type ToggleResult = { kind: 'added' | 'removed'; selection: SelectedLine[] } | { kind: 'full'; selection: readonly SelectedLine[] };

/** Toggling adds or removes a line; adding is refused at 17 (docs/product/live-slate.md). */
export function toggleLine(selection: readonly SelectedLine[], line: LiveBettingLine): ToggleResult {
  if (isSelected(selection, line)) return { kind: 'removed', selection: selection.filter((chosen) => !isSameLine(chosen, line)) };
  if (selection.length >= PARLAY_MAX_LEGS) return { kind: 'full', selection };
  return { kind: 'added', selection: [...selection, line] };
}

/** docs/product/live-slate.md toasts. */
export const SELECTION_TOASTS = {
  full: {
    title: 'Maximum Selections Reached',
    description: 'You can select up to 17 teams/bets per parlay. Remove a selection to add another.',
  },
  needMore: { title: 'Need More Selections', description: 'Please select at least 2 betting lines to build a parlay (max 17)' },
  tooMany: { title: 'Too Many Selections', description: 'Maximum 17 teams/bets allowed per parlay' },
  error: { title: 'Selection Error', description: 'There was an error selecting this line. Please try again.' },
} as const;

/** The toast that refuses building a parlay of this many lines, or null when it can be built. */
export function buildRefusal(count: number): { title: string; description: string } | null {
  if (count < PARLAY_MIN_LEGS) return SELECTION_TOASTS.needMore;
  if (count > PARLAY_MAX_LEGS) return SELECTION_TOASTS.tooMany;
  return null;
}

export function selectedCounter(count: number): string {
  return `${count}/${PARLAY_MAX_LEGS} Selected`;
}
