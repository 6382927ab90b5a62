import type { GameStatusDetail, LiveBettingLine } from '@playbook/contracts';

/** docs/product/live-slate.md live game, as /api/live/games lists it (sport aside). */
export interface LiveGameLike {
  id: string;
  awayTeam: string;
  homeTeam: string;
  league: string;
  gameTime: string;
  referee: string | null;
  status: string;
  /** The source's state beyond the status (a rain delay, halftime); absent or null where it says nothing more. */
  statusDetail?: GameStatusDetail | null;
}

/** A game card's header whether or not /api/live/games listed it; its id is the lines' event id. */
export type SlateGame = Omit<LiveGameLike, 'id'> & { eventId: string };

export interface GameGroup {
  game: SlateGame;
  lines: LiveBettingLine[];
}

function gameFromLine(line: LiveBettingLine): SlateGame {
  const [awayTeam = line.matchup, homeTeam = ''] = line.matchup.split(' @ ');
  return { eventId: line.eventId, awayTeam, homeTeam, league: line.league, gameTime: line.gameTime, referee: null, status: 'scheduled' };
}

/** Lines grouped into game cards by event, games by start time; the lines keep the order they come in (the sort). */
export function groupByGame(lines: readonly LiveBettingLine[], games: readonly LiveGameLike[]): GameGroup[] {
  const known = new Map(games.map((game) => [game.id, game]));
  const groups = new Map<string, GameGroup>();
  for (const line of lines) {
    let group = groups.get(line.eventId);
    if (!group) {
      const listed = known.get(line.eventId);
      const game = listed ? { ...listed, eventId: listed.id } : gameFromLine(line);
      group = { game, lines: [] };
      groups.set(line.eventId, group);
    }
    group.lines.push(line);
  }
  return [...groups.values()].sort((a, b) => a.game.gameTime.localeCompare(b.game.gameTime) || a.game.eventId.localeCompare(b.game.eventId));
}

export interface SlateSummary {
  gamesAvailable: number;
  filteredLines: number;
  linesSelected: number;
  nfl: number;
  ncaa: number;
}

/** docs/product/live-slate.md summary tiles: games with lines, the filtered lines, the selection and the NFL/NCAA split of games. */
export function slateSummary(allLines: readonly LiveBettingLine[], filtered: readonly LiveBettingLine[], selected: number): SlateSummary {
  const gamesOf = (league: string) => new Set(allLines.filter((line) => line.league === league).map((line) => line.eventId)).size;
  return {
    gamesAvailable: new Set(allLines.map((line) => line.eventId)).size,
    filteredLines: filtered.length,
    linesSelected: selected,
    nfl: gamesOf('NFL'),
    ncaa: gamesOf('NCAA'),
  };
}
