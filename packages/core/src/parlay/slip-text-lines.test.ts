import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bettingLinesFromText, UNKNOWN_GAME } from './slip-text-lines.ts';

describe('bettingLinesFromText (bet-slip and odds-board text, issue 11)', () => {
  it('reads picks under their matchup, each type by the selection parser', () => {
    const text = ['Chiefs @ Bills', 'Chiefs -3.5 -110', 'Over 47.5 -105', 'Eagles vs Cowboys', 'Eagles ML -150', 'Under 44 +100'].join('\n');
    expect(bettingLinesFromText(text)).toEqual([
      { game: 'Chiefs @ Bills', type: 'spread', description: 'Chiefs -3.5', odds: -110 },
      { game: 'Chiefs @ Bills', type: 'total', description: 'Over 47.5', odds: -105 },
      { game: 'Eagles @ Cowboys', type: 'moneyline', description: 'Eagles ML', odds: -150 },
      { game: 'Eagles @ Cowboys', type: 'total', description: 'Under 44', odds: 100 },
    ]);
  });

  it('puts each pick in the matchup below it when the slip lists the pick first', () => {
    const text = ['Chiefs -3.5', '-110', 'Spread', 'Chiefs at Bills', 'Packers ML +120', 'Moneyline', 'Packers at Bears'].join('\n');
    expect(bettingLinesFromText(text)).toEqual([
      { game: 'Chiefs @ Bills', type: 'spread', description: 'Chiefs -3.5', odds: -110 },
      { game: 'Packers @ Bears', type: 'moneyline', description: 'Packers ML', odds: 120 },
    ]);
  });

  it('takes a price alone on the next line, in brackets, EVEN, and OCR dashes', () => {
    const text = ['Jets v Dolphins 1:00 PM', 'Jets +7', '(-115)', 'Dolphins \u2014 7 -105', 'Total Over 41.5 (EVEN)', 'Jets \u2013120'].join('\n');
    expect(bettingLinesFromText(text)).toEqual([
      { game: 'Jets @ Dolphins', type: 'spread', description: 'Jets +7', odds: -115 },
      { game: 'Jets @ Dolphins', type: 'total', description: 'Total Over 41.5', odds: 100 },
      { game: 'Jets @ Dolphins', type: 'moneyline', description: 'Jets ML', odds: -120 },
    ]);
  });

  it('reads a board row with spread, total and moneyline side by side', () => {
    const text = ['Chiefs @ Bills 8:20 PM', 'Chiefs -3.5 -110 O 47.5 -110 -165', 'Bills +3.5 -110 U 47.5 -110 +140'].join('\n');
    expect(bettingLinesFromText(text)).toEqual([
      { game: 'Chiefs @ Bills', type: 'spread', description: 'Chiefs -3.5', odds: -110 },
      { game: 'Chiefs @ Bills', type: 'total', description: 'O 47.5', odds: -110 },
      { game: 'Chiefs @ Bills', type: 'moneyline', description: 'Chiefs ML', odds: -165 },
      { game: 'Chiefs @ Bills', type: 'spread', description: 'Bills +3.5', odds: -110 },
      { game: 'Chiefs @ Bills', type: 'total', description: 'U 47.5', odds: -110 },
      { game: 'Chiefs @ Bills', type: 'moneyline', description: 'Bills ML', odds: 140 },
    ]);
  });

  it('splits a price glued to its line and reads a total whose O came out as a zero, as OCR gives them', () => {
    // What tesseract read from a rendered board with the three markets in columns.
    const text = ['Spread Total Moneyline', 'Eagles @ Cowboys 4:25 PM', 'Eagles -2-105 044-115 -130', 'Cowboys +2-115 U 44-105 +110'].join('\n');
    expect(bettingLinesFromText(text).map((line) => `${line.game}: ${line.description} ${line.odds}`)).toEqual([
      'Eagles @ Cowboys: Eagles -2 -105',
      'Eagles @ Cowboys: O 44 -115',
      'Eagles @ Cowboys: Eagles ML -130',
      'Eagles @ Cowboys: Cowboys +2 -115',
      'Eagles @ Cowboys: U 44 -105',
      'Eagles @ Cowboys: Cowboys ML 110',
    ]);
    // A total whose decimal point was lost as well ('0415') is left out; the row's other markets stay.
    expect(bettingLinesFromText('Packers -6-110 0415-110 -250').map((line) => line.description)).toEqual(['Packers -6', 'Packers ML']);
  });

  it('drops picks without a price and text that is no pick', () => {
    const text = ['3 Leg Parlay +596', 'Parlay +596', 'Wager $10.00', 'To Win +250', 'Chiefs -3.5', 'Spread', 'Chev'].join('\n');
    expect(bettingLinesFromText(text)).toEqual([]);
  });

  it('names the game by the team, or as unknown for a total, when the text has no matchup', () => {
    expect(bettingLinesFromText('Bengals -2.5 -110\nOver 44.5 -110')).toEqual([
      { game: 'Bengals', type: 'spread', description: 'Bengals -2.5', odds: -110 },
      { game: UNKNOWN_GAME, type: 'total', description: 'Over 44.5', odds: -110 },
    ]);
  });

  it('never throws and only yields whole American prices at or beyond ±100', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        for (const line of bettingLinesFromText(text)) {
          expect(Number.isInteger(line.odds) && Math.abs(line.odds) >= 100).toBe(true);
          expect(line.game.trim()).not.toBe('');
        }
      }),
    );
  });
});
