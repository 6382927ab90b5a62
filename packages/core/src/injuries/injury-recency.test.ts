import { describe, expect, it } from 'vitest';
import type { Injury } from './injury.ts';
import { NEW_ABSENCE_DAYS, injuryReportTime, isNewAbsence } from './injury-recency.ts';

const record = (lastReported: string | null): Injury => ({
  playerName: 'P', position: 'WR', teamName: 'T', injuryStatus: 'Out', lastReported,
});

describe('absence recency (ADR 004)', () => {
  it('dates a report by its newest record, ignoring missing and unreadable dates', () => {
    expect(injuryReportTime([])).toBeNull();
    expect(injuryReportTime([record(null), record('not a date')])).toBeNull();
    expect(injuryReportTime([record('2025-10-20T15:00:00Z'), record(null), record('2025-10-24T09:00:00Z')])).toBe(
      Date.parse('2025-10-24T09:00:00Z'),
    );
  });

  it('counts an absence as new for less than a week, then as already in the statistics', () => {
    expect(NEW_ABSENCE_DAYS).toBe(7);
    const asOf = Date.parse('2025-10-24T12:00:00Z');
    expect(isNewAbsence(record('2025-10-24T12:00:00Z'), asOf)).toBe(true);
    expect(isNewAbsence(record('2025-10-17T12:00:01Z'), asOf)).toBe(true);
    expect(isNewAbsence(record('2025-10-17T12:00:00Z'), asOf)).toBe(false);
    expect(isNewAbsence(record('2025-09-01T00:00:00Z'), asOf)).toBe(false);
  });

  it('counts an undated record, or one judged without a report date, as new (the rule of docs/product/dashboard.md)', () => {
    expect(isNewAbsence(record(null), Date.parse('2025-10-24T12:00:00Z'))).toBe(true);
    expect(isNewAbsence(record('2025-09-01T00:00:00Z'), null)).toBe(true);
  });
});
