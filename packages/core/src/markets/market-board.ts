/**
 * The market board: every current line of every book for a league's games, grouped into two-sided
 * markets, with fair prices, +EV lines, arbitrage and middles. Pure: the server reads the lines and the
 * fitted model's means and hands them here; alerts can call the same functions.
 *
 * A market is one game's moneyline, or a spread at one point (home −3 against away +3), or a total at one
 * point (Over 44.5 against Under 44.5). Its side 0 is home (or Over), side 1 away (or Under).
 */
import { americanToDecimal, decimalToAmerican } from '../odds/convert.ts';
import { centsFromDollars, dollarsFromCents } from '../hedge/cents.ts';
import { MARGIN_SPREAD_POINTS, TOTAL_SPREAD_POINTS } from '../parlay/leg-probability.ts';
import { evPercent, kellyStake } from './edge.ts';
import { consensusProbabilities, fairProbabilities, type FairMethod } from './fair-probability.ts';
import { middleOutcome, type OutcomeDistribution } from './middle.ts';
import { splitInDollars, twoWaySplit } from './two-way-arbitrage.ts';

export type BoardMarketKind = 'moneyline' | 'spread' | 'total';
export type BoardLeague = 'NFL' | 'NCAA';
export type BoardSide = 'home' | 'away' | 'over' | 'under';

export interface BoardLine {
  id: string;
  gameId: string;
  book: string;
  market: BoardMarketKind;
  /** A team's abbreviation (moneyline, spread) or 'Over' / 'Under'. */
  selection: string;
  /** The selection's own point (home −3, away +3, total 44.5); null for a moneyline. */
  point: number | null;
  americanOdds: number;
  openingOdds: number;
  isAlternate: boolean;
  /** When the book sent the current price (ISO). */
  fetchedAt: string;
}

export interface BoardGame {
  id: string;
  league: BoardLeague;
  startsAt: string;
  home: { abbreviation: string; name: string };
  away: { abbreviation: string; name: string };
  /** The fitted model's expected home margin and total points; null without a model. */
  model: { margin: number; total: number } | null;
}

/** Whose prices make the fair probability: the median of every book's, or one book's alone. */
export type FairReference = { kind: 'consensus' } | { kind: 'book'; book: string };

export interface BoardSettings {
  method: FairMethod;
  reference: FairReference;
}

export interface BoardPrice {
  lineId: string;
  book: string;
  americanOdds: number;
  openingOdds: number;
  fetchedAt: string;
  best: boolean;
}

export interface BoardMarketSide {
  side: BoardSide;
  selection: string;
  point: number | null;
  fairProbability: number | null;
  /** The fair probability as an American price; null without one (or at 0 or 1). */
  fairOdds: number | null;
  prices: BoardPrice[];
}

export interface BoardMarket {
  key: string;
  kind: BoardMarketKind;
  /** Home's point for a spread, the total's point, null for a moneyline. */
  point: number | null;
  /** Every line of it is an alternate: the odds screen folds it under its market. */
  alternate: boolean;
  /** Books whose two prices made the fair probability. */
  fairBooks: number;
  sides: [BoardMarketSide, BoardMarketSide];
}

export interface BoardGameMarkets {
  game: BoardGame;
  markets: BoardMarket[];
}

const MARKET_ORDER: Readonly<Record<BoardMarketKind, number>> = { spread: 0, total: 1, moneyline: 2 };

function sideOf(game: BoardGame, line: BoardLine): 0 | 1 | undefined {
  if (line.market === 'total') return line.selection === 'Over' ? 0 : line.selection === 'Under' ? 1 : undefined;
  if (line.selection === game.home.abbreviation) return 0;
  if (line.selection === game.away.abbreviation) return 1;
  return undefined;
}

/** Home's point of a spread line (away +3 is home −3), the total's point, or null. */
function marketPoint(line: BoardLine, side: 0 | 1): number | null {
  if (line.market === 'moneyline' || line.point === null) return null;
  if (line.market === 'spread' && side === 1) return line.point === 0 ? 0 : -line.point;
  return line.point;
}

function sideNames(game: BoardGame, kind: BoardMarketKind): [BoardSide, BoardSide, string, string] {
  return kind === 'total' ? ['over', 'under', 'Over', 'Under'] : ['home', 'away', game.home.abbreviation, game.away.abbreviation];
}

interface Grouped {
  kind: BoardMarketKind;
  point: number | null;
  lines: [BoardLine[], BoardLine[]];
}

function groupMarkets(game: BoardGame, lines: readonly BoardLine[]): Grouped[] {
  const groups = new Map<string, Grouped>();
  for (const line of lines) {
    const side = sideOf(game, line);
    if (side === undefined || (line.market !== 'moneyline' && line.point === null)) continue;
    const point = marketPoint(line, side);
    const key = `${line.market}|${point ?? ''}`;
    let group = groups.get(key);
    if (!group) {
      group = { kind: line.market, point, lines: [[], []] };
      groups.set(key, group);
    }
    group.lines[side].push(line);
  }
  return [...groups.values()];
}

/** Each book's two prices in a market, where it prices both sides. */
function bookPairs(group: Grouped): Map<string, [number, number]> {
  const home = new Map(group.lines[0].map((line) => [line.book, line.americanOdds]));
  const pairs = new Map<string, [number, number]>();
  for (const line of group.lines[1]) {
    const first = home.get(line.book);
    if (first !== undefined) pairs.set(line.book, [americanToDecimal(first), americanToDecimal(line.americanOdds)]);
  }
  return pairs;
}

/** The fair probabilities of a market's two sides from the reference, and how many books made them. */
export function marketFairProbabilities(pairs: ReadonlyMap<string, readonly [number, number]>, settings: BoardSettings): { probabilities: [number, number]; books: number } | null {
  const chosen = settings.reference.kind === 'book' ? [pairs.get(settings.reference.book)].filter((pair) => pair !== undefined) : [...pairs.values()];
  if (chosen.length === 0) return null;
  const [home = 0.5, away = 0.5] = consensusProbabilities(chosen.map((pair) => fairProbabilities(pair, settings.method)));
  return { probabilities: [home, away], books: chosen.length };
}

/** A probability as a fair American price; null at 0 or 1, where no price exists. */
export function fairAmericanOdds(probability: number | null): number | null {
  if (probability === null || !(probability > 0 && probability < 1)) return null;
  return decimalToAmerican(1 / probability);
}

function pricesOf(lines: readonly BoardLine[]): BoardPrice[] {
  const best = Math.max(...lines.map((line) => americanToDecimal(line.americanOdds)));
  return lines
    .map((line) => ({
      lineId: line.id,
      book: line.book,
      americanOdds: line.americanOdds,
      openingOdds: line.openingOdds,
      fetchedAt: line.fetchedAt,
      best: americanToDecimal(line.americanOdds) === best,
    }))
    .sort((a, b) => (a.book < b.book ? -1 : a.book > b.book ? 1 : 0));
}

function marketOf(game: BoardGame, group: Grouped, settings: BoardSettings): BoardMarket {
  const fair = marketFairProbabilities(bookPairs(group), settings);
  const [firstSide, secondSide, firstName, secondName] = sideNames(game, group.kind);
  const side = (index: 0 | 1, name: BoardSide, selection: string): BoardMarketSide => {
    const probability = fair?.probabilities[index] ?? null;
    const point = group.point === null ? null : index === 1 && group.kind === 'spread' ? (group.point === 0 ? 0 : -group.point) : group.point;
    return { side: name, selection, point, fairProbability: probability, fairOdds: fairAmericanOdds(probability), prices: pricesOf(group.lines[index]) };
  };
  const all = [...group.lines[0], ...group.lines[1]];
  return {
    key: `${game.id}|${group.kind}|${group.point ?? ''}`,
    kind: group.kind,
    point: group.point,
    alternate: all.every((line) => line.isAlternate),
    fairBooks: fair?.books ?? 0,
    sides: [side(0, firstSide, firstName), side(1, secondSide, secondName)],
  };
}

/** Spreads by home's point (favourite first), then totals by point, then the moneyline. */
function byMarketOrder(a: BoardMarket, b: BoardMarket): number {
  return MARKET_ORDER[a.kind] - MARKET_ORDER[b.kind] || (a.point ?? 0) - (b.point ?? 0);
}

/** Every game's markets with their fair prices and best prices marked. */
export function buildMarketBoard(games: readonly BoardGame[], lines: readonly BoardLine[], settings: BoardSettings): BoardGameMarkets[] {
  const byGame = new Map<string, BoardLine[]>();
  for (const line of lines) {
    const list = byGame.get(line.gameId);
    if (list) list.push(line);
    else byGame.set(line.gameId, [line]);
  }
  return games.map((game) => ({
    game,
    markets: groupMarkets(game, byGame.get(game.id) ?? [])
      .map((group) => marketOf(game, group, settings))
      .sort(byMarketOrder),
  }));
}

export interface EvBet {
  lineId: string;
  gameId: string;
  league: BoardLeague;
  matchup: string;
  /** 'Away Name @ Home Name', as the slate names a game (the parlay builder and tracker take it). */
  game: string;
  startsAt: string;
  kind: BoardMarketKind;
  side: BoardSide;
  selection: string;
  point: number | null;
  alternate: boolean;
  book: string;
  americanOdds: number;
  fetchedAt: string;
  fairProbability: number;
  fairOdds: number | null;
  evPercent: number;
  kellyStake: number;
}

export interface StakeSettings {
  bankroll: number;
  kellyFraction: number;
}

const matchupOf = (game: BoardGame) => `${game.away.abbreviation} @ ${game.home.abbreviation}`;

/** Every price whose EV against the fair probability is at least `minEvPercent`, best first. */
export function findEvBets(board: readonly BoardGameMarkets[], minEvPercent: number, stake: StakeSettings): EvBet[] {
  const bets: EvBet[] = [];
  for (const { game, markets } of board) {
    for (const market of markets) {
      for (const side of market.sides) {
        const probability = side.fairProbability;
        if (probability === null) continue;
        for (const price of side.prices) {
          const decimal = americanToDecimal(price.americanOdds);
          const ev = evPercent(probability, decimal);
          if (ev < minEvPercent) continue;
          bets.push({
            lineId: price.lineId,
            gameId: game.id,
            league: game.league,
            matchup: matchupOf(game),
            game: `${game.away.name} @ ${game.home.name}`,
            startsAt: game.startsAt,
            kind: market.kind,
            side: side.side,
            selection: side.selection,
            point: side.point,
            alternate: market.alternate,
            book: price.book,
            americanOdds: price.americanOdds,
            fetchedAt: price.fetchedAt,
            fairProbability: probability,
            fairOdds: side.fairOdds,
            evPercent: ev,
            kellyStake: kellyStake(probability, decimal, stake.bankroll, stake.kellyFraction),
          });
        }
      }
    }
  }
  return bets.sort((a, b) => b.evPercent - a.evPercent || (a.lineId < b.lineId ? -1 : 1));
}

export interface ScannerLeg {
  lineId: string;
  side: BoardSide;
  selection: string;
  point: number | null;
  book: string;
  americanOdds: number;
  stake: number;
  payout: number;
}

export interface ArbitrageOpportunity {
  id: string;
  gameId: string;
  league: BoardLeague;
  matchup: string;
  startsAt: string;
  kind: BoardMarketKind;
  totalStake: number;
  guaranteedProfit: number;
  profitPercent: number;
  legs: [ScannerLeg, ScannerLeg];
}

export interface MiddleOpportunity {
  id: string;
  gameId: string;
  league: BoardLeague;
  matchup: string;
  startsAt: string;
  kind: 'spread' | 'total';
  /** The window both bets win in: the home margin (spread) or the total points between these. */
  window: { low: number; high: number };
  probability: number;
  totalStake: number;
  expectedProfit: number;
  evPercent: number;
  legs: [ScannerLeg, ScannerLeg];
}

function bestPrice(side: BoardMarketSide): BoardPrice | undefined {
  return side.prices.find((price) => price.best);
}

function legOf(side: BoardMarketSide, price: BoardPrice, stake: number, payout: number): ScannerLeg {
  return { lineId: price.lineId, side: side.side, selection: side.selection, point: side.point, book: price.book, americanOdds: price.americanOdds, stake, payout };
}

/** Two-way arbitrage: each market's best prices, where they return more than `totalStake` whatever happens. */
export function findMarketArbitrage(board: readonly BoardGameMarkets[], totalStake: number): ArbitrageOpportunity[] {
  const totalCents = centsFromDollars(totalStake);
  if (!(totalCents > 0)) throw new RangeError(`Total stake must be at least a cent, got ${totalStake}`);
  const found: ArbitrageOpportunity[] = [];
  for (const { game, markets } of board) {
    for (const market of markets) {
      const [first, second] = market.sides;
      const a = bestPrice(first);
      const b = bestPrice(second);
      if (!a || !b) continue;
      const split = twoWaySplit(totalCents, [americanToDecimal(a.americanOdds), americanToDecimal(b.americanOdds)]);
      if (split.profitCents <= 0) continue;
      const { stakes, payouts, profit } = splitInDollars(split);
      found.push({
        id: `arb:${market.key}`,
        gameId: game.id,
        league: game.league,
        matchup: matchupOf(game),
        startsAt: game.startsAt,
        kind: market.kind,
        totalStake: dollarsFromCents(totalCents),
        guaranteedProfit: profit,
        profitPercent: (split.profitCents / totalCents) * 100,
        legs: [legOf(first, a, stakes[0], payouts[0]), legOf(second, b, stakes[1], payouts[1])],
      });
    }
  }
  return found.sort((x, y) => y.profitPercent - x.profitPercent || (x.id < y.id ? -1 : 1));
}

/** The model's distribution of the home margin or the total points for a game. */
export function outcomeDistribution(game: BoardGame, kind: 'spread' | 'total'): OutcomeDistribution | null {
  if (!game.model) return null;
  return kind === 'spread'
    ? { mean: game.model.margin, spread: MARGIN_SPREAD_POINTS[game.league] }
    : { mean: game.model.total, spread: TOTAL_SPREAD_POINTS[game.league] };
}

/**
 * Middles between main lines: the `above` side of one market (home at a point, Over) and the `below` side of
 * another (away, Under) leaving a window where both win. Alternates are left out: against them nearly any two
 * points make a "middle" at prices that pay for it.
 */
export function findMarketMiddles(board: readonly BoardGameMarkets[], totalStake: number): MiddleOpportunity[] {
  const totalCents = centsFromDollars(totalStake);
  if (!(totalCents > 0)) throw new RangeError(`Total stake must be at least a cent, got ${totalStake}`);
  const found: MiddleOpportunity[] = [];
  for (const { game, markets } of board) {
    for (const kind of ['spread', 'total'] as const) {
      const distribution = outcomeDistribution(game, kind);
      if (!distribution) continue;
      const main = markets.filter((market) => market.kind === kind && !market.alternate && market.point !== null);
      for (const above of main) {
        for (const below of main) {
          // Home at point g wins when margin > −g, away at g' when margin < −g'; Over at o when total > o, Under at u when total < u.
          const low = kind === 'spread' ? -(above.point ?? 0) : (above.point ?? 0);
          const high = kind === 'spread' ? -(below.point ?? 0) : (below.point ?? 0);
          const abovePrice = bestPrice(above.sides[0]);
          const belowPrice = bestPrice(below.sides[1]);
          if (!(high > low) || !abovePrice || !belowPrice) continue;
          const outcome = middleOutcome({ low, high }, { above: americanToDecimal(abovePrice.americanOdds), below: americanToDecimal(belowPrice.americanOdds) }, distribution, totalCents);
          // 6.5 against 7 leaves no whole point where both win, only a push: no middle.
          if (outcome.probability <= 0) continue;
          found.push({
            id: `mid:${above.key}:${below.key}`,
            gameId: game.id,
            league: game.league,
            matchup: matchupOf(game),
            startsAt: game.startsAt,
            kind,
            window: { low, high },
            probability: outcome.probability,
            totalStake: dollarsFromCents(totalCents),
            expectedProfit: outcome.expectedProfit,
            evPercent: outcome.evPercent,
            legs: [legOf(above.sides[0], abovePrice, outcome.stakes[0], outcome.payouts[0]), legOf(below.sides[1], belowPrice, outcome.stakes[1], outcome.payouts[1])],
          });
        }
      }
    }
  }
  return found.sort((x, y) => y.evPercent - x.evPercent || (x.id < y.id ? -1 : 1));
}
