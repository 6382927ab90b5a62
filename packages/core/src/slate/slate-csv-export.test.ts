import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Papa from 'papaparse';
import type { SlateGame } from './slate-game.ts';
import { SLATE_CSV_EXPORT_HEADERS, slateCsvFileName, slateToCsv } from './slate-csv-export.ts';
import { parseSlateCsv } from './slate-csv-import.ts';

const game: SlateGame = {
  id: 'x',
  homeTeam: 'Philadelphia Eagles',
  awayTeam: 'New York Giants',
  gameDate: '2025-10-09',
  league: 'NFL',
  spread: -7.5,
  homeMoneyline: -350,
  awayMoneyline: 280,
  sportsbook: 'Caesars, NJ',
};

describe('slateToCsv (docs/product/slate-analyzer.md Export)', () => {
  it('writes the columns of docs/product/slate-analyzer.md and quotes where needed', () => {
    expect(SLATE_CSV_EXPORT_HEADERS.join(',')).toBe(
      'Home Team,Away Team,Game Date,Game Time,League,Spread,Over/Under,Home ML,Away ML,Sportsbook',
    );
    expect(slateToCsv([game])).toBe(
      'Home Team,Away Team,Game Date,Game Time,League,Spread,Over/Under,Home ML,Away ML,Sportsbook\r\n' +
        'Philadelphia Eagles,New York Giants,2025-10-09,,NFL,-7.5,,-350,+280,"Caesars, NJ"',
    );
    expect(slateToCsv([])).toBe(`${SLATE_CSV_EXPORT_HEADERS.join(',')}\r\n`);
  });

  it('writes a team or book that starts like a formula with a leading quote, numbers as numbers, and reads it back (ADR 033)', () => {
    const hostile: SlateGame = { ...game, homeTeam: '=HYPERLINK("http://evil.example","Eagles")', awayTeam: '@SUM(A1)', sportsbook: '+cmd|calc' };
    const [, row] = Papa.parse<string[]>(slateToCsv([hostile])).data;
    expect(row).toEqual(['\'=HYPERLINK("http://evil.example","Eagles")', "'@SUM(A1)", '2025-10-09', '', 'NFL', '-7.5', '', '-350', '+280', "'+cmd|calc"]);
    expect(parseSlateCsv(slateToCsv([hostile]), () => 'x')).toEqual([hostile]);
  });

  it('writes an underdog price and a positive spread with their plus sign, as a bettor writes them', () => {
    const [, row] = Papa.parse<string[]>(slateToCsv([{ ...game, spread: 3.5, homeMoneyline: 102, awayMoneyline: -122 }])).data;
    expect(row?.slice(5, 9)).toEqual(['+3.5', '', '+102', '-122']);
  });

  it("names the file 'game-slate-{YYYY-MM-DD}.csv'", () => {
    expect(slateCsvFileName('2025-10-09')).toBe('game-slate-2025-10-09.csv');
    expect(slateCsvFileName(new Date('2025-10-09T23:30:00Z'))).toBe('game-slate-2025-10-09.csv');
    expect(() => slateCsvFileName('10/09/2025')).toThrow(RangeError);
    expect(() => slateCsvFileName(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('property: importing an export gives back the same games, ids aside', () => {
    const name = fc.oneof(
      fc.string({ minLength: 1, maxLength: 20, unit: 'grapheme' }).filter((s) => s.trim() === s && s !== ''),
      fc.constantFrom('St. Louis, MO', 'The "Bills"', 'Two\nlines', 'Crlf\r\nname', '"', ',', 'NCAA', '#1 =A+B'),
    );
    const line = fc.integer({ min: -200, max: 200 }).map((halves) => halves / 2 || 0);
    const price = fc.oneof(fc.integer({ min: 100, max: 5000 }), fc.integer({ min: -5000, max: -100 }));
    const gameArb = fc.record(
      {
        homeTeam: name,
        awayTeam: name,
        gameDate: fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
        gameTime: name,
        league: fc.constantFrom('NFL' as const, 'NCAA' as const),
        spread: line,
        overUnder: line,
        homeMoneyline: price,
        awayMoneyline: price,
        sportsbook: name,
      },
      { requiredKeys: ['homeTeam', 'awayTeam', 'gameDate', 'league'] },
    );
    fc.assert(
      fc.property(fc.array(gameArb, { maxLength: 8 }), (drafts) => {
        const games = drafts.map((draft, i) => ({ ...draft, id: `g${i}` }));
        expect(parseSlateCsv(slateToCsv(games), (i) => `g${i}`)).toEqual(games);
      }),
    );
  });
});
