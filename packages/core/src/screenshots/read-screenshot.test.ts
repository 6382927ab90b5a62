import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { americanToDecimal, decimalToAmerican } from '../odds/convert.ts';
import type { ReadWord } from './layout-rows.ts';
import { readScreenshotWords } from './read-screenshot.ts';
import { marketOfHeader } from './market-labels.ts';
import { checkSlip } from './slip-summary.ts';
import { pointOf, priceOf, totalMarkOf } from './slip-tokens.ts';

/** Words of one visual row at height `y`: each cell is its left edge and its text, split into words 10 px apart. */
function row(y: number, cells: readonly [number, string][], confidence = 95): ReadWord[] {
  return cells.flatMap(([x, text]) => {
    let left = x;
    return text.split(' ').map((word) => {
      const box = { text: word, confidence, x0: left, x1: left + word.length * 9, y0: y, y1: y + 16 };
      left = box.x1 + 10;
      return box;
    });
  });
}

const plain = (lines: readonly { game: string; type: string; description: string; odds: number }[]) =>
  lines.map(({ game, type, description, odds }) => `${game} | ${type} | ${description} | ${odds}`);

describe('readScreenshotWords: a bet slip', () => {
  const slip = [
    ...row(10, [[20, '3 Pick Parlay'], [330, '+336']]),
    ...row(50, [[20, 'wn'], [56, 'Minnesota Vikings \u22123'], [330, '\u2212270']]),
    ...row(72, [[56, 'Alt Spread']]),
    ...row(92, [[56, 'IND Colts @ MIN Vikings \u00b7 Mon 8:15 PM']]),
    ...row(130, [[20, '@'], [56, 'Detroit Lions'], [330, '\u2013150']]),
    ...row(152, [[56, 'Moneyline']]),
    ...row(172, [[56, 'DET Lions @ CLE Browns \u00b7 Sun 4:25 PM']]),
    ...row(210, [[20, 'O'], [48, 'Over 48.5'], [330, '-110']]),
    ...row(232, [[48, 'Total']]),
    ...row(252, [[48, 'GB Packers @ CAR Panthers']]),
    ...row(300, [[20, 'Wager'], [310, '$5.00']]),
    ...row(330, [[20, 'To Win'], [310, '$16.80']]),
  ];

  it('reads each leg with its market label and matchup, ignoring logo glyphs, in every sign form', () => {
    const reading = readScreenshotWords(slip);
    expect(plain(reading.lines)).toEqual([
      'Indianapolis Colts @ Minnesota Vikings | spread | Minnesota Vikings -3 | -270',
      'Detroit Lions @ Cleveland Browns | moneyline | Detroit Lions ML | -150',
      'Green Bay Packers @ Carolina Panthers | total | Over 48.5 | -110',
    ]);
    expect(reading.lines.every((line) => line.uncertain.length === 0)).toBe(true);
  });

  it("reads the wager, to-win and parlay price and checks them against the legs", () => {
    expect(readScreenshotWords(slip).slip).toEqual({ legs: 3, wager: 5, toWin: 16.8, parlayOdds: 336, oddsAgree: true, toWinAgrees: true });
  });

  it('turns a payout into the to-win, and says when the parlay price disagrees with the legs', () => {
    const words = [
      ...row(10, [[20, '2 leg parlay'], [330, '+500']]),
      ...row(50, [[20, 'Buffalo Bills'], [330, '-110']]),
      ...row(72, [[20, 'MONEYLINE']]),
      ...row(92, [[20, 'Buffalo Bills @ Miami Dolphins']]),
      ...row(130, [[20, 'Under 44.5'], [330, '-110']]),
      ...row(152, [[20, 'TOTAL POINTS']]),
      ...row(172, [[20, 'Buffalo Bills @ Miami Dolphins']]),
      ...row(210, [[20, 'Wager'], [310, '$10.00']]),
      ...row(240, [[20, 'Potential Payout'], [310, '$36.45']]),
    ];
    expect(readScreenshotWords(words).slip).toEqual({ legs: 2, wager: 10, toWin: 26.45, parlayOdds: 500, oddsAgree: false, toWinAgrees: false });
  });

  it('names a team misread by one letter, marked for review', () => {
    const words = [...row(50, [[20, 'Under 39'], [330, '-112']]), ...row(72, [[20, 'Total']]), ...row(92, [[20, 'Chicago Bears @ Bilis']])];
    const [line] = readScreenshotWords(words).lines;
    expect(line?.game).toBe('Chicago Bears @ Buffalo Bills');
    expect(line?.uncertain).toEqual(['game']);
  });

  it("reads a code whose J small type turned into a bracket ('PIT @ NY]' on an ESPN-style slip)", () => {
    const words = [...row(50, [[20, 'Over 38.5'], [330, '-240']]), ...row(72, [[20, 'ALT TOTAL']]), ...row(92, [[20, 'PIT @ NY] - Mon 8:15 PM']])];
    expect(plain(readScreenshotWords(words).lines)).toEqual(['Pittsburgh Steelers @ New York Jets | total | Over 38.5 | -240']);
  });

  it('marks a low-confidence price for review', () => {
    const words = [...row(50, [[20, 'Chiefs -3.5']]), ...row(50, [[330, '-110']], 40), ...row(72, [[20, 'Spread']])];
    const [line] = readScreenshotWords(words).lines;
    expect(line?.uncertain).toEqual(['game', 'odds']);
    expect(line?.confidence).toBe(0.3);
  });
});

describe('readScreenshotWords: an odds board', () => {
  // DraftKings-style: header per game, the point over the price in each button, a name on two lines.
  const board = [
    ...row(0, [[20, 'Thu 8:15 PM'], [160, 'Spread'], [240, 'Total'], [300, 'Moneyline']]),
    ...row(30, [[20, 'LJ'], [50, 'MIN'], [165, '\u22127.5'], [240, 'O 40.5'], [310, '\u2212320']]),
    ...row(50, [[50, 'Vikings'], [165, '\u2212112'], [245, 'EVEN']]),
    ...row(90, [[50, 'NO Saints'], [165, '+7.5'], [240, 'U 40.5'], [310, '+280']]),
    ...row(110, [[165, '\u2212108'], [245, '\u2212120']]),
    ...row(150, [[20, 'Sun 1:00 PM'], [160, 'Spread'], [240, 'Total'], [300, 'Moneyline']]),
    ...row(180, [[50, 'KC Chiefs'], [170, 'PK'], [240, '047.5'], [310, '-105']]),
    ...row(200, [[165, '-110'], [245, '-110']]),
    ...row(240, [[50, 'DEN Broncos'], [170, 'PK'], [240, 'U 47.5'], [310, '-115']]),
    ...row(260, [[165, '-110'], [245, '-110']]),
  ];

  it('pairs two team rows into away @ home and reads each column by its header', () => {
    expect(plain(readScreenshotWords(board).lines)).toEqual([
      'Minnesota Vikings @ New Orleans Saints | spread | Minnesota Vikings -7.5 | -112',
      'Minnesota Vikings @ New Orleans Saints | spread | New Orleans Saints +7.5 | -108',
      'Minnesota Vikings @ New Orleans Saints | total | Over 40.5 | 100',
      'Minnesota Vikings @ New Orleans Saints | total | Under 40.5 | -120',
      'Minnesota Vikings @ New Orleans Saints | moneyline | Minnesota Vikings ML | -320',
      'Minnesota Vikings @ New Orleans Saints | moneyline | New Orleans Saints ML | 280',
      'Kansas City Chiefs @ Denver Broncos | spread | Kansas City Chiefs PK | -110',
      'Kansas City Chiefs @ Denver Broncos | spread | Denver Broncos PK | -110',
      'Kansas City Chiefs @ Denver Broncos | total | Over 47.5 | -110',
      'Kansas City Chiefs @ Denver Broncos | total | Under 47.5 | -110',
      'Kansas City Chiefs @ Denver Broncos | moneyline | Kansas City Chiefs ML | -105',
      'Kansas City Chiefs @ Denver Broncos | moneyline | Denver Broncos ML | -115',
    ]);
  });

  it("takes a long column header misread by one letter ('Maneyline') for its market, and no other word", () => {
    expect(['Maneyline', 'Moneyiine', 'Spreaq', 'Moneyline', 'Total'].map(marketOfHeader)).toEqual(['moneyline', 'moneyline', 'spread', 'moneyline', 'total']);
    expect(['Money1ine', 'Sunday', 'Steelers', 'Parlay'].map(marketOfHeader)).toEqual(['moneyline', undefined, undefined, undefined]);
  });

  it("restores a spread's lost decimal point when the moneylines say the game is close, marked for review", () => {
    const game = (away: string, home: string, [awaySpread, homeSpread]: [string, string], [awayMl, homeMl]: [string, string]) => [
      ...row(0, [[20, 'Sun 1:00 PM'], [160, 'Spread'], [240, 'Total'], [300, 'Moneyline']]),
      ...row(30, [[50, away], [165, awaySpread], [240, 'O 44.5'], [310, awayMl]]),
      ...row(50, [[165, '-115'], [245, '-110']]),
      ...row(90, [[50, home], [165, homeSpread], [240, 'U 44.5'], [310, homeMl]]),
      ...row(110, [[165, '-105'], [245, '-110']]),
    ];
    const spreads = (words: ReadWord[]) => readScreenshotWords(words).lines.filter((line) => line.type === 'spread');
    const close = spreads(game('LV Raiders', 'CLE Browns', ['+15', '-15'], ['+135', '-150']));
    expect(close.map((line) => line.description)).toEqual(['Las Vegas Raiders +1.5', 'Cleveland Browns -1.5']);
    expect(close.every((line) => line.uncertain.includes('point'))).toBe(true);
    // A real 15-point spread comes with a long favourite and stays.
    const wide = spreads(game('LV Raiders', 'CLE Browns', ['+15', '-15'], ['+800', '-1400']));
    expect(wide.map((line) => line.description)).toEqual(['Las Vegas Raiders +15', 'Cleveland Browns -15']);
  });
});

describe('slip tokens', () => {
  it('reads signs in every form, EVEN and PK', () => {
    expect(['-110', '\u2212110', '\u2013110', '\u2014110', '+150', 'EVEN', '(-120)'].map(priceOf)).toEqual([-110, -110, -110, -110, 150, 100, -120]);
    expect(['-3.5', '\u22123.5', '+7', 'PK', '-110', '47.5'].map(pointOf)).toEqual([-3.5, -3.5, 7, 0, undefined, undefined]);
    expect(['o47.5', 'U41', '047.5', 'Over', 'O455'].map(totalMarkOf)).toEqual([
      { side: 'over', total: 47.5 },
      { side: 'under', total: 41 },
      { side: 'over', total: 47.5 },
      { side: 'over' },
      // A decimal point lost in small type: no football total reaches 100.
      { side: 'over', total: 45.5 },
    ]);
  });

  it('a price written with any dash reads as the same negative price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 99_999 }), fc.constantFrom('-', '\u2212', '\u2013', '\u2014'), (odds, dash) => {
        expect(priceOf(`${dash}${odds}`)).toBe(-odds);
      }),
    );
  });

  it('a parlay priced at the product of its legs always agrees, and its to-win at that price too', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 100, max: 400 }).map((odds) => -odds), { minLength: 2, maxLength: 6 }), fc.integer({ min: 1, max: 500 }), (legs, wager) => {
        const decimal = legs.reduce((product, odds) => product * (1 + 100 / -odds), 1);
        const parlayOdds = decimalToAmerican(decimal);
        const toWin = Math.round(wager * (americanToDecimal(parlayOdds) - 1) * 100) / 100;
        const checked = checkSlip({ legs: legs.length, wager, toWin, parlayOdds }, legs);
        expect(checked.oddsAgree).toBe(true);
        expect(checked.toWinAgrees).toBe(true);
      }),
    );
  });
});
