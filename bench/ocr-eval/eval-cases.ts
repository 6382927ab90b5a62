/**
 * The OCR evaluation set: bet slips and odds boards with their true lines. Games and prices come
 * from a seeded generator, so the set is the same on every run; each case names the book style it is drawn
 * in (book-html.ts), its width in CSS pixels and its device pixel ratio.
 */
import { createRng, TEAM_REFERENCES, type Rng, type TeamReference } from '@playbook/core';

export type Market = 'spread' | 'moneyline' | 'total';

export interface TrueLine {
  away: string;
  home: string;
  market: Market;
  /** A team code, or 'over' / 'under'. */
  side: string;
  /** The spread (for the side) or the total; none for a moneyline. */
  point?: number;
  odds: number;
  /** An alternate line ('Alt Spread', 'Alt Total') rather than the main one. */
  alt?: boolean;
}

export interface BoardGame {
  away: TeamReference;
  home: TeamReference;
  /** The home side's spread (negative when home is favoured), 0 for a pick'em. */
  homeSpread: number;
  spreadOdds: [number, number];
  total: number;
  totalOdds: [number, number];
  moneyline: [number, number];
  kickoff: string;
}

export type BookStyle = 'draftkings' | 'fanduel' | 'betmgm' | 'caesars' | 'espnbet' | 'fanatics' | 'betrivers';

/** What every case names: its book style, theme, CSS width, device pixel ratio and games. */
interface CaseBase {
  id: string;
  book: BookStyle;
  dark: boolean;
  width: number;
  scale: number;
  games: BoardGame[];
}

export interface SlipCase extends CaseBase {
  kind: 'slip';
  legs: TrueLine[];
  wager: number;
  toWin: number;
  parlayOdds: number;
}

export interface BoardCase extends CaseBase {
  kind: 'board';
}

export type EvalCase = SlipCase | BoardCase;

const NFL = TEAM_REFERENCES.filter((team) => team.sport === 'NFL');
const KICKOFFS = ['Sun 1:00 PM', 'Sun 4:05 PM', 'Sun 4:25 PM', 'Sun 8:20 PM', 'Mon 8:15 PM', 'Thu 8:15 PM', 'Sat 4:30 PM'];
const PRICE_PAIRS: [number, number][] = [[-110, -110], [-105, -115], [-112, -108], [-115, -105], [100, -120], [-108, -112]];

function moneylinesFor(homeSpread: number): [number, number] {
  // Roughly what books hang: each point of spread is worth ~20-30 cents near the middle.
  const favourite = homeSpread === 0 ? -110 : -Math.round((110 + Math.abs(homeSpread) * 28) / 5) * 5;
  const dog = homeSpread === 0 ? -110 : Math.round((100 + Math.abs(homeSpread) * 24) / 5) * 5;
  const evened = (price: number) => (Math.abs(price) === 100 ? 100 : price);
  return homeSpread < 0 ? [evened(dog), evened(favourite)] : [evened(favourite), evened(dog)];
}

function gamesFrom(rng: Rng, count: number): BoardGame[] {
  const teams = [...NFL];
  const games: BoardGame[] = [];
  for (let index = 0; index < count; index += 1) {
    const away = teams.splice(rng.int(0, teams.length - 1), 1)[0]!;
    const home = teams.splice(rng.int(0, teams.length - 1), 1)[0]!;
    const homeSpread = rng.chance(0.1) ? 0 : rng.pick([-1, 1]) * rng.pick([1, 1.5, 2.5, 3, 3.5, 4.5, 6, 6.5, 7, 7.5, 9.5, 10, 13.5]);
    games.push({
      away,
      home,
      homeSpread,
      spreadOdds: rng.pick(PRICE_PAIRS),
      total: rng.pick([37.5, 39, 40.5, 41.5, 43, 44.5, 45.5, 46, 47.5, 48.5, 50.5, 51, 53.5]),
      totalOdds: rng.pick(PRICE_PAIRS),
      moneyline: homeSpread === 0 ? [rng.pick([100, -105]), -115] : moneylinesFor(homeSpread),
      kickoff: rng.pick(KICKOFFS),
    });
  }
  return games;
}

/** The six lines a board shows for one game. */
export function boardLines(game: BoardGame): TrueLine[] {
  const base = { away: game.away.code, home: game.home.code };
  return [
    { ...base, market: 'spread', side: game.away.code, point: -game.homeSpread + 0, odds: game.spreadOdds[0] },
    { ...base, market: 'spread', side: game.home.code, point: game.homeSpread, odds: game.spreadOdds[1] },
    { ...base, market: 'total', side: 'over', point: game.total, odds: game.totalOdds[0] },
    { ...base, market: 'total', side: 'under', point: game.total, odds: game.totalOdds[1] },
    { ...base, market: 'moneyline', side: game.away.code, odds: game.moneyline[0] },
    { ...base, market: 'moneyline', side: game.home.code, odds: game.moneyline[1] },
  ];
}

function decimalOf(odds: number): number {
  return odds > 0 ? odds / 100 + 1 : 100 / -odds + 1;
}

function americanOf(decimal: number): number {
  return decimal >= 2 ? Math.round((decimal - 1) * 100) : Math.round(-100 / (decimal - 1));
}

/** A leg of one market on one game; sometimes an alternate spread or total at a longer price. */
function legOf(rng: Rng, game: BoardGame, market: Market): TrueLine {
  const lines = boardLines(game).filter((line) => line.market === market);
  const line = rng.pick(lines);
  if (market !== 'moneyline' && rng.chance(0.2)) {
    const shift = rng.pick([3, 4, 7]);
    const point = market === 'spread' ? (line.point ?? 0) + shift : line.side === 'over' ? (line.point ?? 0) - shift : (line.point ?? 0) + shift;
    return { ...line, point, odds: -(150 + shift * 30), alt: true };
  }
  return line;
}

function slipOf(rng: Rng, id: string, style: Omit<SlipCase, 'kind' | 'id' | 'games' | 'legs' | 'wager' | 'toWin' | 'parlayOdds'>, legCount: number): SlipCase {
  const games = gamesFrom(rng, legCount);
  const markets: Market[] = ['spread', 'moneyline', 'total'];
  const legs = games.map((game, index) => legOf(rng, game, markets[index % 3]!));
  // Same-game picks are common: a second leg on the first game when there is room.
  if (legCount >= 4) legs[legCount - 1] = legOf(rng, games[0]!, 'total');
  const usedGames = games.filter((game) => legs.some((leg) => leg.away === game.away.code));
  const wager = rng.pick([5, 10, 20, 25, 50, 100]);
  const decimal = legs.reduce((product, leg) => product * decimalOf(leg.odds), 1);
  return {
    kind: 'slip',
    id,
    ...style,
    games: usedGames,
    legs,
    wager,
    toWin: Math.round(wager * (decimal - 1) * 100) / 100,
    parlayOdds: americanOf(decimal),
  };
}

function boardOf(rng: Rng, id: string, style: Omit<BoardCase, 'kind' | 'id' | 'games'>, gameCount: number): BoardCase {
  return { kind: 'board', id, ...style, games: gamesFrom(rng, gameCount) };
}

/** The set: 12 slips and 8 boards, each also saved as a tilted, shrunk JPEG by the renderer. */
export function evalCases(): EvalCase[] {
  const rng = createRng(2025);
  return [
    slipOf(rng, 'dk-slip-dark-3leg-1x', { book: 'draftkings', dark: true, width: 390, scale: 1 }, 3),
    slipOf(rng, 'dk-slip-dark-3leg-3x', { book: 'draftkings', dark: true, width: 390, scale: 3 }, 3),
    slipOf(rng, 'fd-slip-light-3leg-1x', { book: 'fanduel', dark: false, width: 390, scale: 1 }, 3),
    slipOf(rng, 'fd-slip-light-4leg-2x', { book: 'fanduel', dark: false, width: 414, scale: 2 }, 4),
    slipOf(rng, 'mgm-slip-dark-5leg-2x', { book: 'betmgm', dark: true, width: 390, scale: 2 }, 5),
    slipOf(rng, 'czr-slip-dark-2leg-3x', { book: 'caesars', dark: true, width: 430, scale: 3 }, 2),
    slipOf(rng, 'espn-slip-light-6leg-2x', { book: 'espnbet', dark: false, width: 390, scale: 2 }, 6),
    slipOf(rng, 'fan-slip-dark-4leg-1x', { book: 'fanatics', dark: true, width: 375, scale: 1 }, 4),
    slipOf(rng, 'br-slip-light-3leg-3x', { book: 'betrivers', dark: false, width: 390, scale: 3 }, 3),
    slipOf(rng, 'dk-slip-light-6leg-2x', { book: 'draftkings', dark: false, width: 430, scale: 2 }, 6),
    slipOf(rng, 'fd-slip-dark-2leg-3x', { book: 'fanduel', dark: true, width: 390, scale: 3 }, 2),
    slipOf(rng, 'mgm-slip-light-4leg-1x', { book: 'betmgm', dark: false, width: 414, scale: 1 }, 4),
    boardOf(rng, 'dk-board-dark-4games-2x', { book: 'draftkings', dark: true, width: 390, scale: 2 }, 4),
    boardOf(rng, 'fd-board-light-6games-3x', { book: 'fanduel', dark: false, width: 390, scale: 3 }, 6),
    boardOf(rng, 'mgm-board-dark-8games-desktop', { book: 'betmgm', dark: true, width: 1280, scale: 1 }, 8),
    boardOf(rng, 'czr-board-light-5games-1x', { book: 'caesars', dark: false, width: 414, scale: 1 }, 5),
    boardOf(rng, 'espn-board-dark-4games-2x', { book: 'espnbet', dark: true, width: 390, scale: 2 }, 4),
    boardOf(rng, 'fan-board-light-6games-2x', { book: 'fanatics', dark: false, width: 430, scale: 2 }, 6),
    boardOf(rng, 'br-board-dark-5games-3x', { book: 'betrivers', dark: true, width: 390, scale: 3 }, 5),
    boardOf(rng, 'dk-board-light-8games-desktop', { book: 'draftkings', dark: false, width: 1280, scale: 1 }, 8),
  ];
}

/** Every true line of a case: a slip's legs, a board's six lines per game. */
export function trueLinesOf(evalCase: EvalCase): TrueLine[] {
  return evalCase.kind === 'slip' ? evalCase.legs : evalCase.games.flatMap(boardLines);
}
