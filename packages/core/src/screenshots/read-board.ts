/**
 * An odds board read by its layout: a header row names the columns (Spread, Total, Moneyline in any
 * order and wording); each team's row holds its name left of the columns and one button per column, its point
 * over or beside its price; a game is two team rows, away above home.
 */
import type { BettingLineType } from '../parlay/betting-line.ts';
import type { LayoutRow, ReadWord } from './layout-rows.ts';
import { marketOfHeader } from './market-labels.ts';
import { readLineOf, sureOf, type ReadLine } from './read-line.ts';
import { pointOf, priceOf, splitGlued, totalMarkOf, totalNumberOf, unsignedPriceOf } from './slip-tokens.ts';
import { teamOfWords, type NamedTeam } from './team-words.ts';

interface Column {
  market: BettingLineType;
  centre: number;
}

interface Token {
  text: string;
  confidence: number;
}

interface TeamRow {
  team: NamedTeam | undefined;
  nameSure: number;
  cells: Map<BettingLineType, Token[]>;
}

/** A row naming at least two different markets is a header: its words give the columns' centres. */
function columnsOf(row: LayoutRow): Column[] | undefined {
  const columns: Column[] = [];
  for (const word of row.words) {
    const market = marketOfHeader(word.text);
    if (market && !columns.some((column) => column.market === market)) columns.push({ market, centre: (word.x0 + word.x1) / 2 });
  }
  // 'Money Line' is two words; the second is no column.
  return columns.length >= 2 ? columns : undefined;
}

/** The left edge of the first column: half the distance between column centres before the first centre. */
function namesEnd(columns: readonly Column[]): number {
  const [first, second] = columns;
  if (!first) return 0;
  const half = second ? (second.centre - first.centre) / 2 : 60;
  return first.centre - half;
}

function nearestColumn(columns: readonly Column[], x: number): Column | undefined {
  return [...columns].sort((a, b) => Math.abs(a.centre - x) - Math.abs(b.centre - x))[0];
}

function tokensOf(words: readonly ReadWord[]): Token[] {
  return words.flatMap((word) => splitGlued(word.text).map((text) => ({ text, confidence: word.confidence })));
}

/**
 * Consecutive rows closer than a letter height make one band (a stacked button's point and price, a name on
 * two lines); a band with words in the columns is a team's row, one without separates games.
 */
function teamRowsOf(rows: readonly LayoutRow[], columns: readonly Column[]): (TeamRow | 'separator')[] {
  const end = namesEnd(columns);
  const bands: LayoutRow[][] = [];
  for (const row of rows) {
    const band = bands.at(-1);
    const last = band?.at(-1);
    if (band && last && row.y0 - last.y1 < Math.min(row.height, last.height) * 0.9) band.push(row);
    else bands.push([row]);
  }
  return bands.map((band) => {
    const words = band.flatMap((row) => row.words);
    const names = words.filter((word) => word.x1 <= end);
    const cells = new Map<BettingLineType, Token[]>();
    for (const word of words.filter((w) => w.x1 > end)) {
      const column = nearestColumn(columns, (word.x0 + word.x1) / 2);
      if (!column) continue;
      cells.set(column.market, [...(cells.get(column.market) ?? []), ...tokensOf([word])]);
    }
    if (![...cells.values()].some((tokens) => tokens.some((token) => /\d|pk|even/i.test(token.text)))) return 'separator';
    const team = teamOfWords(names.map((word) => word.text));
    const nameWords = team?.team ? names.filter((word) => teamOfWords([word.text])?.team?.code === team.team?.code) : names;
    return { team, nameSure: team?.nearMiss ? 0.5 : team?.team ? sureOf(nameWords.map((word) => word.confidence)) : 0.3, cells };
  });
}

interface Priced {
  odds: number;
  sure: number;
}

function priceIn(tokens: readonly Token[], guessSign: (odds: number) => number): Priced | undefined {
  for (const token of tokens) {
    const odds = priceOf(token.text);
    if (odds !== undefined) return { odds, sure: token.confidence / 100 };
  }
  for (const token of tokens) {
    const odds = unsignedPriceOf(token.text);
    if (odds !== undefined) return { odds: guessSign(odds), sure: 0.3 };
  }
  return undefined;
}

/** A spread or total price without its sign: +100 stays; otherwise most such prices are -1xx. */
const juiceSign = (odds: number) => (odds === 100 ? 100 : -odds);

function spreadOf(tokens: readonly Token[]): { point?: number; pointSure: number; price?: Priced } {
  const pointToken = tokens.find((token) => pointOf(token.text) !== undefined);
  return {
    ...(pointToken ? { point: pointOf(pointToken.text) } : {}),
    pointSure: (pointToken?.confidence ?? 0) / 100,
    ...(priceIn(tokens, juiceSign) ? { price: priceIn(tokens, juiceSign) } : {}),
  };
}

function totalOf(tokens: readonly Token[]): { side?: 'over' | 'under'; total?: number; totalSure: number; price?: Priced } {
  let side: 'over' | 'under' | undefined;
  let total: number | undefined;
  let totalSure = 0;
  for (const token of tokens) {
    const mark = totalMarkOf(token.text);
    if (mark) {
      side ??= mark.side;
      if (mark.total !== undefined && total === undefined) {
        total = mark.total;
        totalSure = token.confidence / 100;
      }
      continue;
    }
    const number = totalNumberOf(token.text);
    if (number !== undefined && total === undefined && number >= 20) {
      total = number;
      totalSure = token.confidence / 100;
    }
  }
  const price = priceIn(tokens, juiceSign);
  return { ...(side ? { side } : {}), ...(total === undefined ? {} : { total }), totalSure, ...(price ? { price } : {}) };
}

interface GameSides {
  away: TeamRow;
  home: TeamRow;
}

/**
 * A spread of 10 or more points comes with a favourite of about −400 or longer. When both moneylines say the
 * game is close (no price past ±250), a whole spread ending in 5 ('+15') is the half point whose decimal point
 * small type lost (+1.5), as totals lose theirs (slip-tokens' totalNumberOf).
 */
const CLOSE_GAME_PRICE = 250;

function withLostDecimal(point: number, moneylines: readonly (Priced | undefined)[]): number {
  const close = moneylines.every((price) => price !== undefined && Math.abs(price.odds) <= CLOSE_GAME_PRICE);
  return close && Math.abs(point) >= 10 && Number.isInteger(point) && Math.abs(point) % 10 === 5 ? point / 10 : point;
}

function gameLines(game: GameSides): ReadLine[] {
  const { away, home } = game;
  const awayName = away.team?.name;
  const homeName = home.team?.name;
  const gameSure = Math.min(away.nameSure, home.nameSure);
  const lines: ReadLine[] = [];
  const sides = [away, home];
  const moneylines = sides.map((side) => priceIn(side.cells.get('moneyline') ?? [], (odds) => odds));

  const spreads = sides.map((side) => spreadOf(side.cells.get('spread') ?? []));
  spreads.forEach((spread, index) => {
    const side = sides[index]!;
    const other = spreads[1 - index];
    if (!side.team || !spread.price) return;
    // The two sides' points are opposite: a point misread on one side is taken from the other, marked.
    let point = spread.point;
    let pointSure = spread.pointSure;
    const mirrored = other?.point === undefined ? undefined : -other.point + 0;
    if (mirrored !== undefined && point !== mirrored && (point === undefined || (other?.pointSure ?? 0) > pointSure)) {
      point = mirrored;
      pointSure = Math.min(0.5, other?.pointSure ?? 0);
    }
    if (point === undefined) return;
    const read = point;
    point = withLostDecimal(point, moneylines);
    if (point !== read) pointSure = Math.min(pointSure, 0.5);
    lines.push(
      readLineOf({
        ...(awayName && homeName ? { away: awayName, home: homeName } : {}),
        type: 'spread',
        selection: side.team.name,
        point,
        odds: spread.price.odds,
        sure: { game: gameSure, market: 0.95, selection: side.nameSure, point: pointSure, odds: spread.price.sure },
      }),
    );
  });

  const totals = sides.map((side) => totalOf(side.cells.get('total') ?? []));
  const agreed = totals.map((total) => total.total).find((value, index) => value !== undefined && value === totals[1 - index]?.total);
  totals.forEach((total, index) => {
    if (!total.price) return;
    const value = agreed ?? total.total ?? totals[1 - index]?.total;
    if (value === undefined) return;
    // Books put the over on the away (top) row: a side the engine missed is taken from the row.
    const side = total.side ?? (index === 0 ? 'over' : 'under');
    lines.push(
      readLineOf({
        ...(awayName && homeName ? { away: awayName, home: homeName } : {}),
        type: 'total',
        selection: side === 'over' ? 'Over' : 'Under',
        point: value,
        odds: total.price.odds,
        sure: {
          game: gameSure,
          market: 0.95,
          selection: total.side ? 0.9 : 0.5,
          point: agreed === undefined ? Math.min(0.5, total.totalSure) : Math.max(total.totalSure, totals[1 - index]?.totalSure ?? 0),
          odds: total.price.sure,
        },
      }),
    );
  });

  moneylines.forEach((price, index) => {
    const side = sides[index]!;
    if (!side.team || !price) return;
    const { sure } = price;
    let { odds } = price;
    // A lost sign: one side is usually the favourite (-) and the other the underdog (+).
    const other = moneylines[1 - index];
    if (sure <= 0.3 && other && other.sure > 0.3) odds = other.odds < 0 ? Math.abs(odds) : -Math.abs(odds);
    if (odds === -100) odds = 100;
    lines.push(
      readLineOf({
        ...(awayName && homeName ? { away: awayName, home: homeName } : {}),
        type: 'moneyline',
        selection: side.team.name,
        odds,
        sure: { game: gameSure, market: 0.95, selection: side.nameSure, odds: sure },
      }),
    );
  });
  return lines;
}

/**
 * The lines of an odds board, or undefined when no row names two market columns (the image is no board).
 * Games are pairs of team rows between separators (a header, a kick-off line); an odd row left over is read
 * as no game.
 */
export function readBoard(rows: readonly LayoutRow[]): ReadLine[] | undefined {
  const headers = rows.map(columnsOf);
  if (!headers.some(Boolean)) return undefined;
  const lines: ReadLine[] = [];
  let section: LayoutRow[] = [];
  let columns: Column[] | undefined;
  const flush = () => {
    if (!columns) return;
    const teamRows = teamRowsOf(section, columns);
    let pending: TeamRow | undefined;
    for (const row of teamRows) {
      if (row === 'separator') {
        pending = undefined;
        continue;
      }
      if (!pending) pending = row;
      else {
        lines.push(...gameLines({ away: pending, home: row }));
        pending = undefined;
      }
    }
    section = [];
  };
  rows.forEach((row, index) => {
    const header = headers[index];
    if (header) {
      flush();
      columns = header;
      return;
    }
    if (columns) section.push(row);
  });
  flush();
  return lines;
}

