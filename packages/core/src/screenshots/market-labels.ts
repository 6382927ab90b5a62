/**
 * The market names books print under a pick or over a board's columns: 'Spread', 'Point Spread',
 * 'Alt Spread', 'Moneyline', 'Money Line', 'ML', 'Total', 'Totals', 'Total Points', 'O/U', and their
 * 'Alternate' forms. A line of text is a label only when it is nothing else.
 */
import type { BettingLineType } from '../parlay/betting-line.ts';
import { oneLetterOff } from './team-words.ts';
import { collapseSpaces } from '../text/fold-text.ts';

const LABELS: readonly [RegExp, BettingLineType][] = [
  [/^(?:alt(?:ernate|ernative)?\s+)?(?:point\s+)?spread(?:\s+betting)?$/i, 'spread'],
  [/^(?:alt(?:ernate|ernative)?\s+)?(?:run|puck)\s+line$/i, 'spread'],
  [/^(?:money\s*line|ml|money)$/i, 'moneyline'],
  [/^(?:alt(?:ernate|ernative)?\s+)?(?:game\s+)?totals?(?:\s+points)?$/i, 'total'],
  [/^(?:o\s*\/\s*u|over\s*\/\s*under)$/i, 'total'],
];

/** The market a whole label names ('Total Points' → total), or undefined when the text is no label. */
export function marketOfLabel(text: string): BettingLineType | undefined {
  const label = collapseSpaces(text.replace(/[^\p{L}/\s]/gu, ' '));
  return LABELS.find(([pattern]) => pattern.test(label))?.[1];
}

/** Header words long enough that one misread letter still names them. */
const LONG_HEADERS: readonly [string, BettingLineType][] = [
  ['spread', 'spread'],
  ['handicap', 'spread'],
  ['moneyline', 'moneyline'],
];

/** The market of one column header word ('Spread', 'Totals', 'Moneyline', 'Money', 'ML'). */
export function marketOfHeader(word: string): BettingLineType | undefined {
  const text = word.replace(/[^\p{L}]/gu, '');
  if (/^(?:spread|handicap)$/i.test(text)) return 'spread';
  if (/^(?:totals?|ou)$/i.test(text)) return 'total';
  if (/^(?:moneyline|money|ml)$/i.test(text)) return 'moneyline';
  // Long header words misread by a letter in small type ('Maneyline' on a tilted desktop board, whose prices
  // then fell into the total column).
  return LONG_HEADERS.find(([name]) => oneLetterOff(text.toLowerCase(), name))?.[1];
}

