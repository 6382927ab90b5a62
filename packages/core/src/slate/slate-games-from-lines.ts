/**
 * Slate games from betting lines read off screenshots (the slate analyzer's OCR Scan tab, a
 * placeholder in docs/product/slate-analyzer.md, fills the slate). Lines of one game, whatever the order its teams are written in,
 * make one slate game with the home spread, the total and both moneylines.
 */
import type { BettingLine } from '../parlay/betting-line.ts';
import { parseSelection } from '../parlay/parse-selection.ts';
import { gameIdentity, pickTeam, type GameIdentity } from '../parlay/team-identity.ts';
import { splitMatchup } from '../teams/split-matchup.ts';
import type { SlateGame } from './slate-game.ts';

/** What the lines do not say, chosen by the user on the tab. */
export type SlateGameDefaults = Pick<SlateGame, 'gameDate' | 'league'> & { sportsbook?: string };

interface Entry {
  game: Omit<SlateGame, 'id'>;
  identity: GameIdentity;
}

export interface SlateGamesFromLines {
  games: Omit<SlateGame, 'id'>[];
  /** Lines that could not be placed: no 'away @ home' matchup, or a pick that names neither team. */
  skipped: number;
}

/**
 * One slate game per matchup, in the order first seen. A spread on the away team is turned to the home
 * line (docs/product/README.md: each selection carries its own line; the slate's spread is the home team's). When a game
 * shows a market twice, the first price is kept, as a book's board shows one price per market.
 */
export function slateGamesFromLines(lines: readonly BettingLine[], defaults: SlateGameDefaults): SlateGamesFromLines {
  const games = new Map<string, Entry>();
  let skipped = 0;
  for (const line of lines) {
    const parsed = parseSelection(line.description);
    const lineIdentity = gameIdentity(line.game);
    // The game as first seen decides away and home: 'Bills vs Chiefs' later is still the Chiefs @ Bills game.
    const entry = games.get(lineIdentity.key) ?? newEntry(line.game, lineIdentity, defaults);
    const [away, home] = entry.identity.sides;
    if (!away || !home || parsed.kind === 'unknown') {
      skipped += 1;
      continue;
    }
    const { game } = entry;
    if (parsed.kind === 'total') {
      game.overUnder ??= parsed.line;
    } else {
      const team = pickTeam(parsed.team, entry.identity);
      const isHome = team === home.key;
      if (!isHome && team !== away.key) {
        skipped += 1;
        continue;
      }
      if (parsed.kind === 'spread') game.spread ??= isHome ? parsed.line : 0 - parsed.line;
      else if (isHome) game.homeMoneyline ??= line.odds;
      else game.awayMoneyline ??= line.odds;
    }
    games.set(lineIdentity.key, entry);
  }
  return { games: [...games.values()].map((entry) => entry.game), skipped };
}

function newEntry(matchup: string, identity: GameIdentity, defaults: SlateGameDefaults): Entry {
  // The names as written ('Chiefs @ Bills' is away Chiefs, home Bills).
  const { away, home } = splitMatchup(matchup);
  const game = {
    awayTeam: away,
    homeTeam: home,
    gameDate: defaults.gameDate,
    league: defaults.league,
    ...(defaults.sportsbook ? { sportsbook: defaults.sportsbook } : {}),
  };
  return { game, identity };
}
