/** A parlay in the user's history (docs/product/parlay-tracker.md "Parlay (tracked)"). */

/**
 * 'void' is ours (ADR 050): a parlay whose every leg was pushed or called off, graded
 * automatically; its stake came back, so it is neither pending nor settled and sits in no figure but the count.
 */
export const PARLAY_STATUSES = ['pending', 'won', 'lost', 'partially_won', 'void'] as const;
export type ParlayStatus = (typeof PARLAY_STATUSES)[number];

export const PARLAY_CATEGORIES = ['optimal', 'lowRisk', 'standard'] as const;
export type ParlayCategory = (typeof PARLAY_CATEGORIES)[number];

export interface TrackedParlay {
  id: string;
  status: ParlayStatus;
  /** The generator's category; a parlay entered by hand has none that counts: see `source`. */
  category: ParlayCategory;
  /** 'manual' for a parlay placed elsewhere and entered by hand; absent or 'generated' for the generator's. */
  source?: 'generated' | 'manual';
  numLegs: number;
  /** American odds of the whole parlay. */
  totalOdds: number;
  parlayDescription: string;
  /** ISO 8601 timestamp. */
  generatedAt: string;
  stakeAmount: number;
  /** Gross return if it wins (stake included), as the generator's stake + profit. */
  potentialPayout: number;
  /** Gross amount actually returned, when the user entered it. */
  actualPayout?: number;
  notes?: string;
  /** ISO 8601 time of the last status update; the profit curve places a settled parlay there. */
  settledAt?: string;
}

/** A parlay entered by hand belongs to no generator category: the figures group it under this label. */
export const MANUAL_PARLAY_LABEL = 'Entered by hand';

/** Whether a parlay is filed under its generator category (a hand-entered one is not). */
export const isGeneratedParlay = (parlay: Pick<TrackedParlay, 'source'>): boolean => parlay.source !== 'manual';

/** Category badges (lowRisk is shown as Low Risk). */
export const PARLAY_CATEGORY_LABELS: Readonly<Record<ParlayCategory, string>> = {
  optimal: 'Optimal',
  lowRisk: 'Low Risk',
  standard: 'Standard',
};

/** What a parlay is filed under: its generator category, or 'Entered by hand'. */
export function parlayCategoryLabel(parlay: Pick<TrackedParlay, 'category' | 'source'>): string {
  return isGeneratedParlay(parlay) ? PARLAY_CATEGORY_LABELS[parlay.category] : MANUAL_PARLAY_LABEL;
}

/** Status labels; the update dialog offers only won, lost and partially_won. */
export const PARLAY_STATUS_LABELS: Readonly<Record<ParlayStatus, string>> = {
  pending: 'Pending',
  won: 'Won',
  lost: 'Lost',
  partially_won: 'Partially Won',
  void: 'Void',
};

export const PARLAY_UPDATE_STATUSES = ['won', 'lost', 'partially_won'] as const satisfies readonly ParlayStatus[];

/** The status dialog starts on won for a pending (or void) parlay, else on its current status. */
export function parlayStatusDialogDefault(status: ParlayStatus): (typeof PARLAY_UPDATE_STATUSES)[number] {
  return status === 'pending' || status === 'void' ? 'won' : status;
}

/** Won, lost or partially won: a void parlay's stake came back, as if never bet. */
export function isSettledParlay(status: ParlayStatus): boolean {
  return status !== 'pending' && status !== 'void';
}
