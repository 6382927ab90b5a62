import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { parlayHistoryFileName, parlayHistoryToCsv, PARLAY_CSV_HEADERS } from './tracker-csv-export.ts';
import type { TrackedParlay } from './tracked-parlay.ts';

const won: TrackedParlay = {
  id: '7',
  status: 'won',
  category: 'lowRisk',
  numLegs: 2,
  totalOdds: 264,
  parlayDescription: 'KC -3.5 + Over 47.5 (KC @ BUF)',
  generatedAt: '2025-09-01T12:00:00.000Z',
  settledAt: '2025-09-02T12:00:00.000Z',
  stakeAmount: 10,
  potentialPayout: 36.45,
  actualPayout: 36.45,
  notes: 'Cashed, "finally", at the window',
};

describe('parlayHistoryToCsv', () => {
  it('writes one quoted row per parlay that reads back the same', () => {
    const pending: TrackedParlay = { ...won, id: '8', status: 'pending', settledAt: undefined, actualPayout: undefined, notes: '=HYPERLINK("x")' };
    const csv = parlayHistoryToCsv([won, pending]);
    const rows = Papa.parse<string[]>(csv).data;
    expect(rows[0]).toEqual([...PARLAY_CSV_HEADERS]);
    expect(rows[1]).toEqual([
      '7', '2025-09-01T12:00:00.000Z', '2025-09-02T12:00:00.000Z', 'Won', 'Low Risk', '2', '264',
      'KC -3.5 + Over 47.5 (KC @ BUF)', '10.00', '36.45', '36.45', '26.45', 'Cashed, "finally", at the window',
    ]);
    expect(rows[2]?.slice(9, 13)).toEqual(['36.45', '', '', `'=HYPERLINK("x")`]);
  });

  it('names the file for the day', () => {
    expect(parlayHistoryFileName('2025-11-23')).toBe('parlay-history-2025-11-23.csv');
    expect(() => parlayHistoryFileName('23/11/2025')).toThrow(RangeError);
  });
});
