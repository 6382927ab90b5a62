/**
 * A bet slip read by its layout: each leg is a row with the pick at the left and its price at the
 * right edge, with the market label and the matchup on the rows under it (or the matchup above it, as some
 * books print it). The slip's foot gives the wager, the to-win or payout, and the parlay's own price.
 */
import type { BettingLineType } from '../parlay/betting-line.ts';
import { splitMatchup } from '../teams/split-matchup.ts';
import { rowText, type LayoutRow, type ReadWord } from './layout-rows.ts';
import { marketOfLabel } from './market-labels.ts';
import { readLineOf, sureOf, type ReadLine } from './read-line.ts';
import { checkSlip, type SlipSummary } from './slip-summary.ts';
import { moneyOf, normaliseWord, pointOf, priceOf, totalNumberOf } from './slip-tokens.ts';
import { teamOfWords, type NamedTeam } from './team-words.ts';

const PARLAY_WORDS = /\b(?:parlay|sgp|leg|legs|picks?|selections?|teaser)\b/i;
/** Words of a slip's foot, never a pick ('To Win +250' is no team's price). */
const FOOT_WORDS = /\b(?:wager|stake|bet amount|risk|total bet|payout|to pay|returns?|winnings|win)\b/i;
/** A kick-off time or a separator after a matchup: 'Sun 4:25 PM', '· Mon 8:15 PM'. */
const AFTER_MATCHUP = /\s+(?:[-·•|*]\s+)?(?:(?:mon|tue|wed|thu|fri|sat|sun|today|tomorrow)\w*\b.*|\d{1,2}:\d{2}.*)$/i;

interface Pick {
  row: number;
  words: ReadWord[];
  price: ReadWord;
}

interface Matchup {
  row: number;
  away: NamedTeam;
  home: NamedTeam;
  sure: number;
}

/** The pick row's price: its last word, a price (at the right edge in a book's slip). */
function pickOf(row: LayoutRow, index: number): Pick | undefined {
  const last = row.words.at(-1);
  if (!last || priceOf(last.text) === undefined) return undefined;
  const words = row.words.slice(0, -1);
  const text = rowText(words);
  if (words.length === 0 || PARLAY_WORDS.test(text) || FOOT_WORDS.test(text)) return undefined;
  return { row: index, words, price: last };
}

function matchupOf(row: LayoutRow, index: number): Matchup | undefined {
  const text = rowText(row.words.map((word) => ({ ...word, text: normaliseWord(word.text) }))).replace(AFTER_MATCHUP, '');
  const { away, home } = splitMatchup(text);
  if (away === '' || home === '') return undefined;
  const awayTeam = teamOfWords(away.split(' '));
  const homeTeam = teamOfWords(home.split(' '));
  if (!awayTeam || !homeTeam) return undefined;
  const known = awayTeam.team && homeTeam.team && !awayTeam.nearMiss && !homeTeam.nearMiss;
  return { row: index, away: awayTeam, home: homeTeam, sure: known ? sureOf(row.words.filter((w) => /\p{L}/u.test(w.text)).map((w) => w.confidence)) : 0.4 };
}

interface Selection {
  type?: BettingLineType;
  selection: string;
  team?: NamedTeam;
  point?: number;
  sure: number;
  pointSure: number;
}

/** 'Over 48.5', 'Kansas City Chiefs -3.5', 'KC Chiefs': logo glyphs and radio marks before them are left out. */
function selectionOf(words: readonly ReadWord[]): Selection | undefined {
  const texts = words.map((word) => normaliseWord(word.text));
  const side = texts.findIndex((text) => /^(?:over|under)$/i.test(text));
  if (side !== -1) {
    const number = texts.slice(side + 1).map(totalNumberOf).find((value) => value !== undefined);
    const numberWord = words.slice(side + 1).find((word) => totalNumberOf(word.text) !== undefined);
    if (number === undefined || !numberWord) return undefined;
    return {
      type: 'total',
      selection: /^o/i.test(texts[side] ?? '') ? 'Over' : 'Under',
      point: number,
      sure: (words[side]?.confidence ?? 0) / 100,
      pointSure: numberWord.confidence / 100,
    };
  }
  const pointIndex = texts.findIndex((text) => pointOf(text) !== undefined);
  const nameWords = pointIndex === -1 ? words : words.slice(0, pointIndex);
  const team = teamOfWords(nameWords.map((word) => word.text));
  if (!team) return undefined;
  const point = pointIndex === -1 ? undefined : pointOf(texts[pointIndex] ?? '');
  const used = team.team ? nameWords.filter((word) => teamOfWords([word.text])?.team?.code === team.team?.code) : nameWords;
  return {
    selection: team.name,
    team,
    ...(point === undefined ? {} : { point, type: 'spread' as const }),
    sure: team.nearMiss ? 0.5 : team.team ? sureOf(used.map((word) => word.confidence)) : 0.4,
    pointSure: pointIndex === -1 ? 1 : (words[pointIndex]?.confidence ?? 0) / 100,
  };
}

type FootLabel = 'wager' | 'payout' | 'toWin';

const FOOT_LABELS: readonly [RegExp, FootLabel][] = [
  [/^(?:bet amount|total wager|total stake|wager|stake|risk)$/i, 'wager'],
  [/^(?:to pay|payout|returns?|winnings)$/i, 'payout'],
  [/^(?:to win|win)$/i, 'toWin'],
];

/** The foot label the row's words begin at `index` ('To Win', 'Wager'), and how many words it takes. */
function footLabelAt(words: readonly ReadWord[], index: number): { label: FootLabel; size: number } | undefined {
  for (const size of [2, 1]) {
    if (index + size > words.length) continue;
    const text = words
      .slice(index, index + size)
      .map((word) => word.text.replace(/[^\p{L}]/gu, ''))
      .join(' ');
    const label = FOOT_LABELS.find(([pattern]) => pattern.test(text))?.[1];
    if (label) return { label, size };
  }
  return undefined;
}

/**
 * The wager, payout and to-win at the slip's foot: each label takes the next amount of money after it, on its
 * row or the row below (a label above its value). 'Wager $10.00 To Win $96.40' on one row gives both.
 */
function footAmounts(rows: readonly LayoutRow[]): Partial<Record<FootLabel, number>> {
  const amounts: Partial<Record<FootLabel, number>> = {};
  let pending: FootLabel | undefined;
  for (const row of rows) {
    for (let index = 0; index < row.words.length; index += 1) {
      const money = moneyOf(row.words[index]!.text);
      if (money !== undefined) {
        if (pending && amounts[pending] === undefined) amounts[pending] = money;
        pending = undefined;
        continue;
      }
      const found = footLabelAt(row.words, index);
      if (found) {
        pending = found.label;
        index += found.size - 1;
      }
    }
  }
  return amounts;
}

function summaryOf(rows: readonly LayoutRow[]): Omit<SlipSummary, 'legs' | 'oddsAgree' | 'toWinAgrees'> {
  const { wager, payout, toWin: shownToWin } = footAmounts(rows);
  const parlayRow = rows.find((row) => PARLAY_WORDS.test(rowText(row.words)) && row.words.some((word) => priceOf(word.text) !== undefined));
  const parlayOdds = parlayRow?.words.map((word) => priceOf(word.text)).find((value) => value !== undefined);
  const toWin = shownToWin ?? (payout !== undefined && wager !== undefined ? Math.round((payout - wager) * 100) / 100 : undefined);
  return {
    ...(wager === undefined ? {} : { wager }),
    ...(toWin === undefined ? {} : { toWin }),
    ...(parlayOdds === undefined ? {} : { parlayOdds }),
  };
}

/** The matchup of each pick: below it in most slips, above it when the first matchup comes before the first pick. */
function matchupFor(picks: readonly Pick[], matchups: readonly Matchup[], index: number): Matchup | undefined {
  const pick = picks[index]!;
  const above = matchups.length > 0 && picks.length > 0 && matchups[0]!.row < picks[0]!.row;
  if (above) return matchups.filter((matchup) => matchup.row < pick.row).at(-1);
  const next = picks[index + 1]?.row ?? Number.POSITIVE_INFINITY;
  return matchups.find((matchup) => matchup.row > pick.row && matchup.row < next);
}

/** The market label under a pick (before the next pick), or above the first pick. */
function labelFor(rows: readonly LayoutRow[], picks: readonly Pick[], index: number): BettingLineType | undefined {
  const start = index === 0 ? 0 : picks[index]!.row + 1;
  const end = picks[index + 1]?.row ?? rows.length;
  for (let row = index === 0 ? start : picks[index]!.row + 1; row < end; row += 1) {
    if (row === picks[index]!.row) continue;
    const market = marketOfLabel(rowText(rows[row]!.words).split(/[·•|]/)[0] ?? '');
    if (market) return market;
  }
  return undefined;
}

export interface SlipReading {
  lines: ReadLine[];
  slip?: SlipSummary;
}

export function readSlip(rows: readonly LayoutRow[]): SlipReading {
  const picks = rows.flatMap((row, index) => pickOf(row, index) ?? []);
  const matchups = rows.flatMap((row, index) => matchupOf(row, index) ?? []);
  const lines: ReadLine[] = [];
  picks.forEach((pick, index) => {
    const selection = selectionOf(pick.words);
    if (!selection) return;
    const label = labelFor(rows, picks, index);
    const type = label ?? selection.type ?? 'moneyline';
    // A spread with no point read (its sign or digits lost) cannot be priced; a total must be Over/Under.
    if (type === 'spread' && selection.point === undefined) return;
    if (type === 'total' && selection.type !== 'total') return;
    const matchup = matchupFor(picks, matchups, index);
    const inGame = !selection.team?.team || !matchup || [matchup.away.team?.code, matchup.home.team?.code].includes(selection.team.team.code);
    const odds = priceOf(pick.price.text)!;
    lines.push(
      readLineOf({
        ...(matchup ? { away: matchup.away.name, home: matchup.home.name } : {}),
        type,
        selection: selection.selection,
        ...(type === 'moneyline' || selection.point === undefined ? {} : { point: selection.point }),
        odds,
        sure: {
          game: matchup && inGame ? matchup.sure : 0.3,
          market: label ? 0.95 : 0.5,
          selection: selection.sure,
          ...(type === 'moneyline' ? {} : { point: selection.pointSure }),
          odds: pick.price.confidence / 100,
        },
      }),
    );
  });
  const summary = summaryOf(rows);
  const isSlip = summary.wager !== undefined || summary.parlayOdds !== undefined || summary.toWin !== undefined;
  return { lines, ...(isSlip ? { slip: checkSlip({ legs: lines.length, ...summary }, lines.map((line) => line.odds)) } : {}) };
}
