import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { averageClv, closingLineValue } from './closing-line-value.ts';
import { parlayHistoryFileName, parlayHistoryToCsv, PARLAY_CSV_AVERAGE_CLV_HEADER, PARLAY_CSV_HEADERS, type CsvParlay } from './tracker-csv-export.ts';
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
    expect(rows[0]).toEqual([...PARLAY_CSV_HEADERS, PARLAY_CSV_AVERAGE_CLV_HEADER]);
    expect(rows[1]).toEqual([
      '7', '2025-09-01T12:00:00.000Z', '2025-09-02T12:00:00.000Z', 'Won', 'Low Risk', '2', '264',
      'KC -3.5 + Over 47.5 (KC @ BUF)', '10.00', '36.45', '36.45', '26.45', 'Cashed, "finally", at the window', '',
    ]);
    expect(rows[2]?.slice(9, 13)).toEqual(['36.45', '', '', `'=HYPERLINK("x")`]);
  });

  it('keeps the original columns first and in order, then the average CLV and each leg, blank without a close', () => {
    const withClose = { game: 'KC @ BUF', selection: 'KC -3.5', odds: -110, closingOdds: -130, clv: closingLineValue(-110, -130) };
    const withoutClose = { game: 'KC @ BUF', selection: 'Over 47.5', odds: -110, closingOdds: null, clv: null };
    const beaten = { game: 'NYJ @ MIA', selection: 'MIA ML', odds: 120, closingOdds: 140, clv: closingLineValue(120, 140) };
    const threeLegs: CsvParlay = { ...won, id: '9', numLegs: 3, legs: [withClose, withoutClose, beaten], averageClv: averageClv([withClose.clv, beaten.clv]) };
    const noClose: CsvParlay = { ...won, id: '10', numLegs: 1, legs: [withoutClose], averageClv: null };
    const [header, first, second] = Papa.parse<string[]>(parlayHistoryToCsv([threeLegs, noClose])).data;
    expect(header?.slice(0, PARLAY_CSV_HEADERS.length)).toEqual([...PARLAY_CSV_HEADERS]);
    expect(header?.slice(PARLAY_CSV_HEADERS.length)).toEqual([
      'Avg CLV (pp)',
      'Leg 1', 'Leg 1 Odds', 'Leg 1 Close', 'Leg 1 CLV (pp)',
      'Leg 2', 'Leg 2 Odds', 'Leg 2 Close', 'Leg 2 CLV (pp)',
      'Leg 3', 'Leg 3 Odds', 'Leg 3 Close', 'Leg 3 CLV (pp)',
    ]);
    expect(first?.slice(PARLAY_CSV_HEADERS.length)).toEqual([
      '0.18',
      'KC -3.5 (KC @ BUF)', '-110', '-130', '4.14',
      'Over 47.5 (KC @ BUF)', '-110', '', '',
      'MIA ML (NYJ @ MIA)', '120', '140', '-3.79',
    ]);
    expect(second?.slice(PARLAY_CSV_HEADERS.length)).toEqual(['', 'Over 47.5 (KC @ BUF)', '-110', '', '', ...Array<string>(8).fill('')]);
  });

  it('writes a negative profit or CLV as a number a sheet sums, and still escapes formulas', () => {
    const lost: CsvParlay = {
      ...won,
      status: 'lost',
      actualPayout: 0,
      parlayDescription: '-1+1',
      notes: '@SUM(A1)',
      legs: [{ game: 'NYJ @ MIA', selection: '+cmd|calc', odds: 140, closingOdds: 120, clv: -3.876 }],
      averageClv: -3.876,
    };
    const [, row] = Papa.parse<string[]>(parlayHistoryToCsv([lost])).data;
    expect(row?.[11]).toBe('-10.00');
    expect(row?.[13]).toBe('-3.88');
    expect(row?.[17]).toBe('-3.88');
    expect([row?.[7], row?.[12], row?.[14]]).toEqual(["'-1+1", "'@SUM(A1)", "'+cmd|calc (NYJ @ MIA)"]);
  });

  it('names the file for the day', () => {
    expect(parlayHistoryFileName('2025-11-23')).toBe('parlay-history-2025-11-23.csv');
    expect(() => parlayHistoryFileName('23/11/2025')).toThrow(RangeError);
  });
});
