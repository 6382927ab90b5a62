import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slateDay } from './slate-game.ts';
import { csvImportedToast } from './slate-messages.ts';
import {
  SLATE_CSV_IMPORT_FAILED_FALLBACK,
  SLATE_CSV_IMPORT_FAILED_TITLE,
  SLATE_CSV_TEMPLATE,
  SLATE_CSV_TEMPLATE_HEADERS,
  SlateCsvError,
  parseSlateCsv,
  readSlateCsv,
  skippedRowsText,
} from './slate-csv-import.ts';

const ids = (index: number) => `g${index}`;
const header = 'homeTeam,awayTeam,gameDate,gameTime,league,spread,overUnder,homeMoneyline,awayMoneyline,sportsbook';

describe('readSlateCsv: the rows left out, and why', () => {
  it('names each skipped row among the non-blank ones with what it lacks, for the toast', () => {
    const csv = ['homeTeam,awayTeam,gameDate,league', 'A,B,2025-09-01,NFL', '', 'C,D,2025-09-01,', ',F,,NCAA', 'G,H,2025-09-02,NFL'].join('\n');
    const { games, skipped } = readSlateCsv(csv, ids);
    expect(games.map((game) => game.homeTeam)).toEqual(['A', 'G']);
    expect(skipped).toEqual([
      { row: 2, reasons: ['no league'] },
      { row: 3, reasons: ['no home team, game date'] },
    ]);
    expect(csvImportedToast(games.length, skippedRowsText(skipped)).description).toBe('Imported 2 games. Skipped row 2 (no league); row 3 (no home team, game date).');
    expect(skippedRowsText([])).toBe('');
  });

  it('leaves out a row whose date the calendar lacks or whose moneyline no book offers, naming the column, and keeps the rest', () => {
    const csv = [
      'homeTeam,awayTeam,gameDate,league,homeMoneyline,awayMoneyline',
      'A,B,2025-02-30,NFL,-150,130',
      'C,D,2025-09-07,NFL,50,-100',
      'E,F,9/7/2025,NCAA,+100,-120',
      'G,H,someday,NFL,-99,',
      'I,J,2025-9-8,NFL,,',
    ].join('\n');
    const { games, skipped } = readSlateCsv(csv, ids);
    expect(games.map((game) => [game.homeTeam, game.gameDate])).toEqual([
      ['E', '2025-09-07'],
      ['I', '2025-09-08'],
    ]);
    expect(skipped).toEqual([
      { row: 1, reasons: ['game date 2025-02-30 is not a real YYYY-MM-DD or M/D/YYYY date'] },
      { row: 2, reasons: ['home moneyline 50 is between -100 and +100, where no price lies'] },
      { row: 4, reasons: ['game date someday is not a real YYYY-MM-DD or M/D/YYYY date', 'home moneyline -99 is between -100 and +100, where no price lies'] },
    ]);
    expect(skippedRowsText(skipped.slice(1, 2))).toBe('. Skipped row 2 (home moneyline 50 is between -100 and +100, where no price lies).');
  });
});

describe('slateDay', () => {
  it('keeps a real day as YYYY-MM-DD, from that form or M/D/YYYY, and nothing else', () => {
    expect(slateDay('2024-02-29')).toBe('2024-02-29');
    expect(slateDay('12/31/2025')).toBe('2025-12-31');
    for (const text of ['2025-02-29', '2025-13-01', '2025-00-10', '13/1/2025', '0099-01-01', 'Sep 7', '2025-09-07T20:00']) expect(slateDay(text)).toBeUndefined();
  });

  it('reads back every day it writes', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }), (date) => {
        const day = date.toISOString().slice(0, 10);
        expect(slateDay(day)).toBe(day);
        const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
        expect(slateDay(`${String(month)}/${String(dayOfMonth)}/${String(year)}`)).toBe(day);
      }),
    );
  });
});

describe('parseSlateCsv (docs/product/slate-analyzer.md CSV import)', () => {
  it('exports the template headers and a template that imports', () => {
    expect(SLATE_CSV_TEMPLATE_HEADERS).toEqual([
      'homeTeam',
      'awayTeam',
      'gameDate',
      'gameTime',
      'league',
      'spread',
      'overUnder',
      'homeMoneyline',
      'awayMoneyline',
      'sportsbook',
    ]);
    expect(SLATE_CSV_TEMPLATE.split('\n')[0]).toBe(header);
    const games = parseSlateCsv(SLATE_CSV_TEMPLATE, ids);
    expect(games).toHaveLength(2);
    expect(games[0]).toEqual({
      id: 'g0',
      homeTeam: 'Kansas City Chiefs',
      awayTeam: 'Baltimore Ravens',
      gameDate: '2025-09-07',
      gameTime: '8:20 PM',
      league: 'NFL',
      spread: -3,
      overUnder: 46.5,
      homeMoneyline: -160,
      awayMoneyline: 135,
      sportsbook: 'DraftKings',
    });
    expect(games[1]?.league).toBe('NCAA');
  });

  it('names the missing required columns after the exact prefix', () => {
    expect(() => parseSlateCsv('homeTeam,gameDate,spread\nA,2025-01-01,3', ids)).toThrow(
      new SlateCsvError('Missing required columns: awayteam, league'),
    );
    expect(() => parseSlateCsv('', ids)).toThrow('Missing required columns: hometeam, awayteam, gamedate, league');
    expect(() => parseSlateCsv('x', ids)).toThrow(SlateCsvError);
    expect(SLATE_CSV_IMPORT_FAILED_TITLE).toBe('CSV Import Failed');
    expect(SLATE_CSV_IMPORT_FAILED_FALLBACK).toBe('Failed to parse CSV data');
  });

  it('lowercases headers and needs only the four required columns, in any order', () => {
    const games = parseSlateCsv('LEAGUE,GameDate,AwayTeam,HomeTeam\nncaa,2025-09-01,Texas,Ohio State', ids);
    expect(games).toEqual([{ id: 'g0', homeTeam: 'Ohio State', awayTeam: 'Texas', gameDate: '2025-09-01', league: 'NCAA' }]);
  });

  it('skips blank rows and drops rows missing home, away, date or league', () => {
    const csv = [
      'hometeam,awayteam,gamedate,league,spread',
      'A,B,2025-09-01,NFL,-3',
      '',
      '   ',
      ',,,,',
      ',B,2025-09-01,NFL,1',
      'A,,2025-09-01,NFL,1',
      'A,B,,NFL,1',
      'A,B,2025-09-01,,1',
      'C,D,2025-09-02,nfl,',
    ].join('\n');
    const games = parseSlateCsv(csv, ids);
    expect(games.map((game) => `${game.id}:${game.homeTeam}-${game.awayTeam}`)).toEqual(['g0:A-B', 'g1:C-D']);
    expect(games[1]?.spread).toBeUndefined();
    expect(games[1]).not.toHaveProperty('spread');
  });

  it('turns unparsable numbers into undefined, named, and any other league into NFL', () => {
    const csv = `${header}\nA,B,2025-09-01,,CFL,3.5 pts,n/a,+120,-140x,`;
    const { games, unread } = readSlateCsv(csv, ids);
    expect(games).toEqual([{ id: 'g0', homeTeam: 'A', awayTeam: 'B', gameDate: '2025-09-01', league: 'NFL', homeMoneyline: 120 }]);
    expect(unread).toEqual([
      { row: 1, column: 'spread', text: '3.5 pts' },
      { row: 1, column: 'over/under', text: 'n/a' },
      { row: 1, column: 'away moneyline', text: '-140x' },
    ]);
    expect(skippedRowsText([], unread)).toBe(". Left empty, not a number: row 1 spread '3.5 pts'; row 1 over/under 'n/a'; row 1 away moneyline '-140x'.");
  });

  // Files as bettors make them: a copied page's signs, a spreadsheet's short dates and European commas.
  describe('numbers and dates as bettors and spreadsheets write them', () => {
    const game = (fields: string) => readSlateCsv(`homeTeam,awayTeam,gameDate,league,spread,overUnder,homeMoneyline,awayMoneyline\n${fields}`, ids);

    it('reads a typographic minus and half points copied from a page', () => {
      expect(game('Chiefs,Ravens,2025-09-07,NFL,\u22123\u00bd,46\u00bd,\u2212160,+135').games[0]).toMatchObject({ spread: -3.5, overUnder: 46.5, homeMoneyline: -160, awayMoneyline: 135 });
    });

    it("reads PK as a spread of 0, EVEN as +100, and a spread or total with its price beside it", () => {
      expect(game('Chiefs,Ravens,2025-09-07,NFL,PK,o46.5,EVEN,-120').games[0]).toMatchObject({ spread: 0, overUnder: 46.5, homeMoneyline: 100, awayMoneyline: -120 });
      expect(game('Chiefs,Ravens,2025-09-07,NFL,-3.5 (-110),46.5 -105,-160,+135').games[0]).toMatchObject({ spread: -3.5, overUnder: 46.5 });
    });

    it('reads thousands separators in a price and a decimal comma in a point', () => {
      expect(game('Chiefs,Ravens,2025-09-07,NFL,"-13,5","49,5","-2,500","+1,200"').games[0]).toMatchObject({ spread: -13.5, overUnder: 49.5, homeMoneyline: -2500, awayMoneyline: 1200 });
      const semicolons = readSlateCsv('homeTeam;awayTeam;gameDate;league;spread;overUnder\r\nChiefs;Ravens;9/7/2025;NFL;-3,5;46,5\r\n', ids);
      expect(semicolons.games[0]).toMatchObject({ gameDate: '2025-09-07', spread: -3.5, overUnder: 46.5 });
    });

    it("reads a spreadsheet's two-digit year as this century's", () => {
      expect(game('Chiefs,Ravens,9/7/25,NFL,,,,').games[0]?.gameDate).toBe('2025-09-07');
    });

    it('leaves out decimal odds where American odds belong, saying what they are in American odds', () => {
      const { games, skipped } = game('Chiefs,Ravens,2025-09-07,NFL,,,1.62,2.35');
      expect(games).toEqual([]);
      expect(skipped[0]?.reasons).toEqual([
        'home moneyline 1.62 is between -100 and +100, where no price lies (as decimal odds, -161)',
        'away moneyline 2.35 is between -100 and +100, where no price lies (as decimal odds, +135)',
      ]);
    });
  });

  it('handles quoted fields, a byte-order mark and CRLF line ends', () => {
    const csv = `\ufeff${header}\r\n"Washington, D.C. ""Commanders""",Dallas Cowboys,2025-09-14,"1:00 PM",NFL,-2.5,44,-135,+115,"Book, Inc."\r\n`;
    expect(parseSlateCsv(csv, ids)).toEqual([
      {
        id: 'g0',
        homeTeam: 'Washington, D.C. "Commanders"',
        awayTeam: 'Dallas Cowboys',
        gameDate: '2025-09-14',
        gameTime: '1:00 PM',
        league: 'NFL',
        spread: -2.5,
        overUnder: 44,
        homeMoneyline: -135,
        awayMoneyline: 115,
        sportsbook: 'Book, Inc.',
      },
    ]);
  });

  it('reads the export headers too (Home Team, Over/Under, Home ML, Away ML)', () => {
    const csv = 'Home Team,Away Team,Game Date,Game Time,League,Spread,Over/Under,Home ML,Away ML,Sportsbook\r\nA,B,2025-09-01,,NCAA,7,51.5,-300,250,X';
    expect(parseSlateCsv(csv, ids)).toEqual([
      {
        id: 'g0',
        homeTeam: 'A',
        awayTeam: 'B',
        gameDate: '2025-09-01',
        league: 'NCAA',
        spread: 7,
        overUnder: 51.5,
        homeMoneyline: -300,
        awayMoneyline: 250,
        sportsbook: 'X',
      },
    ]);
  });

  it('keeps a short row as far as it goes', () => {
    expect(parseSlateCsv(`${header}\nA,B,2025-09-01,7:00 PM,NFL`, ids)).toEqual([
      { id: 'g0', homeTeam: 'A', awayTeam: 'B', gameDate: '2025-09-01', gameTime: '7:00 PM', league: 'NFL' },
    ]);
  });
});
