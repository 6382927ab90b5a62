import { describe, expect, it } from 'vitest';
import {
  PARLAY_CATEGORIES,
  PARLAY_CATEGORY_LABELS,
  PARLAY_STATUSES,
  PARLAY_STATUS_LABELS,
  PARLAY_UPDATE_STATUSES,
  isSettledParlay,
  parlayStatusDialogDefault,
} from './tracked-parlay.ts';

describe('tracked parlay (docs/product/parlay-tracker.md)', () => {
  it('has the statuses and categories of docs/product/parlay-tracker.md, lowRisk labelled Low Risk', () => {
    expect(PARLAY_STATUSES).toEqual(['pending', 'won', 'lost', 'partially_won', 'void']);
    expect(PARLAY_CATEGORIES).toEqual(['optimal', 'lowRisk', 'standard']);
    expect(PARLAY_CATEGORY_LABELS).toEqual({ optimal: 'Optimal', lowRisk: 'Low Risk', standard: 'Standard' });
    expect(PARLAY_UPDATE_STATUSES.map((status) => PARLAY_STATUS_LABELS[status])).toEqual(['Won', 'Lost', 'Partially Won']);
  });

  it('opens the status dialog on won for a pending parlay, else on the current status', () => {
    expect(parlayStatusDialogDefault('pending')).toBe('won');
    expect(parlayStatusDialogDefault('lost')).toBe('lost');
    expect(parlayStatusDialogDefault('partially_won')).toBe('partially_won');
    expect(parlayStatusDialogDefault('void')).toBe('won');
  });

  it('counts every status but pending as settled', () => {
    expect(PARLAY_STATUSES.filter(isSettledParlay)).toEqual(['won', 'lost', 'partially_won']);
  });
});
