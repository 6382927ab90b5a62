/**
 * Betting lines read from the text of a bet-slip or odds-board screenshot (spec 2 §7 POST
 * /api/analyze-screenshots, issue 11). The OCR gives lines of text; a pick is a selection that spec 2 §5's
 * selection parser understands followed by American odds, on the same text line or alone on the next one.
 * A matchup line ('Chiefs @ Bills', split as spec 2 §5 says) names the game of the picks around it.
 */
import type { BettingLine, BettingLineType } from './betting-line.ts';
import { parseSelection, type ParsedSelection } from './parse-selection.ts';
import { splitMatchup } from '../teams/split-matchup.ts';

/** The game of a total read with no matchup anywhere in the text: the line is kept, its game is unknown. */
export const UNKNOWN_GAME = 'Unknown game';

/** American odds beyond this are an OCR misreading (a date or a stake), not a price. */
const MAX_ODDS = 100_000;
/** A spread this large is a price read without its line ('Eagles -150' is a moneyline at -150). */
const MAX_SPREAD = 99.5;

// A price is a signed whole number of 3+ digits, or 'EVEN'/'EV' (+100), optionally in brackets.
const ODDS = String.raw`\(?([+-]\d{3,6}|even|ev)\)?`;
// The price must stand apart from the text before it ('Chev' is no 'EV' price).
const ODDS_AT_END = new RegExp(String.raw`^(.*?)(?:\s+|(?=\())${ODDS}$`, 'i');
const ODDS_ALONE = new RegExp(String.raw`^${ODDS}$`, 'i');
// A bare name: words of letters (digits allowed after the first letter, as in '49ers'), dots, apostrophes, '&'.
const TEAM_NAME = /^[a-z][a-z0-9.'&]*(?:\s+[a-z0-9][a-z0-9.'&]*)*$/i;
// Bet-slip words that come with a price but are no team ('Parlay +596', 'To Win +250').
const SLIP_WORDS = /\b(?:parlay|payout|wager|stake|risk|return|win|odds|bet|teaser|boost|cash ?out|total)\b/i;
// Kick-off times and dates that boards print after a matchup ('Chiefs @ Bills 8:20 PM', 'Sun 1:00PM ET').
const TRAILING_TIME = /(?:\s+(?:mon|tue|wed|thu|fri|sat|sun)\w*)?(?:\s+\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)?(?:\s+\d{1,2}:\d{2}\s*(?:am|pm)?(?:\s+[a-z]{2,3})?)?$/i;

interface Pick {
  kind: 'pick';
  type: BettingLineType;
  description: string;
  team?: string;
  odds?: number;
}
type Item = Pick | { kind: 'game'; game: string };

/**
 * OCR and pasted text use Unicode minus and dashes for '-', and stray bars or bullets between columns. OCR
 * also glues a price to the number before it ('-3.5-110') and reads a total's 'O' as a zero ('047.5').
 */
function normaliseTextLine(raw: string): string {
  return raw
    .replace(/[\u2212\u2013\u2014]/g, '-')
    .replace(/[|•·]/g, ' ')
    .replace(/(\d)([+-]\d{3,6})(?!\d)/g, '$1 $2')
    .replace(/(^|\s)0(\d{2}(?:\.\d)?)(?=\s|$)/g, '$1O $2')
    .replace(/\s+/g, ' ')
    .trim();
}

function oddsOf(token: string): number | undefined {
  if (/^ev(?:en)?$/i.test(token)) return 100;
  const odds = Number(token);
  return Number.isInteger(odds) && Math.abs(odds) >= 100 && Math.abs(odds) <= MAX_ODDS ? odds : undefined;
}

function pickOf(selection: ParsedSelection, description: string): Pick | undefined {
  switch (selection.kind) {
    case 'total':
      return { kind: 'pick', type: 'total', description };
    case 'moneyline':
      return { kind: 'pick', type: 'moneyline', description, team: selection.team };
    case 'spread':
      return Math.abs(selection.line) <= MAX_SPREAD ? { kind: 'pick', type: 'spread', description, team: selection.team } : undefined;
    case 'unknown':
      return undefined;
  }
}

/** A selection with its price; a bare team name ('Eagles -150') is that team's moneyline (boards omit 'ML'). */
function pricedPick(description: string, odds: number): Pick | undefined {
  const pick = pickOf(parseSelection(description), description);
  if (pick) return { ...pick, odds };
  if (TEAM_NAME.test(description) && !SLIP_WORDS.test(description) && splitMatchup(description).away === '') {
    return { kind: 'pick', type: 'moneyline', description: `${description} ML`, team: description, odds };
  }
  return undefined;
}

/**
 * A board row with several markets side by side, each ending in its price: 'Chiefs -3.5 -110 O 47.5 -110
 * -165' is the Chiefs' spread, the game's over and, a price alone, the Chiefs' moneyline. A market that does
 * not read (OCR lost its decimal point, say) is left out and the others kept.
 */
function rowPicks(line: string): Pick[] | undefined {
  const tokens = line.split(' ');
  const segments: { text: string; odds: number }[] = [];
  let start = 0;
  tokens.forEach((token, index) => {
    const odds = oddsOf(ODDS_ALONE.exec(token)?.[1] ?? '');
    if (odds === undefined) return;
    segments.push({ text: tokens.slice(start, index).join(' '), odds });
    start = index + 1;
  });
  if (segments.length < 2 || start !== tokens.length) return undefined;
  const picks: Pick[] = [];
  let team: string | undefined;
  for (const { text, odds } of segments) {
    const pick = text === '' ? (team === undefined ? undefined : pricedPick(team, odds)) : pricedPick(text, odds);
    if (!pick) continue;
    team ??= pick.team;
    picks.push(pick);
  }
  return picks;
}

/** One text line as picks (with their odds when they are on it), a matchup, or nothing. */
function itemsOfLine(line: string): Item[] {
  const row = rowPicks(line);
  if (row) return row;
  const priced = ODDS_AT_END.exec(line);
  const odds = oddsOf(priced?.[2] ?? '');
  const description = priced?.[1]?.trim() ?? '';
  const pick = (odds !== undefined && description !== '' ? pricedPick(description, odds) : undefined) ?? pickOf(parseSelection(line), line);
  if (pick) return [pick];
  const { away, home } = splitMatchup(line.replace(TRAILING_TIME, ''));
  return away === '' ? [] : [{ kind: 'game', game: `${away} @ ${home}` }];
}

/**
 * Every priced pick and matchup in reading order; a price alone on a line completes the pick just before it.
 * A pick left without a price is dropped here, so a header such as 'Spread Total Moneyline' (a moneyline by
 * the selection rules) never counts as a pick.
 */
function itemsOf(text: string): Item[] {
  const items: Item[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = normaliseTextLine(raw);
    if (line === '') continue;
    const last = items.at(-1);
    const alone = ODDS_ALONE.exec(line);
    if (alone?.[1] !== undefined) {
      const odds = oddsOf(alone[1]);
      if (last?.kind === 'pick' && last.odds === undefined && odds !== undefined) last.odds = odds;
      continue;
    }
    items.push(...itemsOfLine(line));
  }
  return items.filter((item) => item.kind === 'game' || item.odds !== undefined);
}

/**
 * The game each pick belongs to. Odds boards put the matchup above its picks; many bet slips put it below
 * (the pick, then 'Chiefs @ Bills'). The text tells which: when a pick comes before the first matchup, each
 * matchup closes the picks above it; otherwise each matchup opens the picks below it.
 */
function gamesOf(items: readonly Item[]): (string | undefined)[] {
  const firstGame = items.findIndex((item) => item.kind === 'game');
  const firstPick = items.findIndex((item) => item.kind === 'pick');
  const gameBelow = firstGame !== -1 && firstPick !== -1 && firstPick < firstGame;
  const games: (string | undefined)[] = [];
  let current: string | undefined;
  if (gameBelow) {
    for (let index = items.length - 1; index >= 0; index -= 1) {
      const item = items[index];
      if (item?.kind === 'game') current = item.game;
      games[index] = current;
    }
    // Picks after the last matchup belong to it.
    const lastGame = items.findLastIndex((item) => item.kind === 'game');
    const last = items[lastGame];
    for (let index = lastGame + 1; index < items.length; index += 1) games[index] = last?.kind === 'game' ? last.game : undefined;
    return games;
  }
  for (const [index, item] of items.entries()) {
    if (item.kind === 'game') current = item.game;
    games[index] = current;
  }
  return games;
}

/**
 * The betting lines in OCR'd text, in reading order. A pick without odds is dropped (it cannot be priced);
 * a pick with no matchup in the text takes its own team as the game, or UNKNOWN_GAME for a total.
 */
export function bettingLinesFromText(text: string): BettingLine[] {
  const items = itemsOf(text);
  const games = gamesOf(items);
  const lines: BettingLine[] = [];
  for (const [index, item] of items.entries()) {
    if (item.kind !== 'pick' || item.odds === undefined) continue;
    const game = games[index] ?? item.team ?? UNKNOWN_GAME;
    lines.push({ game, type: item.type, description: item.description, odds: item.odds });
  }
  return lines;
}
