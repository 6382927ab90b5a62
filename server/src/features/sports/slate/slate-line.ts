import type { AlternateLine, LiveBettingLine } from '@playbook/contracts';
import type { StoredGame, StoredLine } from '../games-and-lines/week-games.ts';

/** '+3.5', '-3.5', 'PK' for a spread of zero. */
function signedLine(value: number): string {
  if (value === 0) return 'PK';
  return value > 0 ? `+${value}` : String(value);
}

/** The full name of the team a moneyline or spread selects (stored by abbreviation), or 'Over'/'Under'. */
function selectionName(game: StoredGame, line: StoredLine): string {
  if (line.market === 'total') return line.selection;
  return line.selection === game.home.abbreviation ? game.home.name : line.selection === game.away.abbreviation ? game.away.name : line.selection;
}

/** 'Kansas City Chiefs -3.5', 'Kansas City Chiefs ML', 'Over 47.5'. */
export function lineDescription(game: StoredGame, line: StoredLine): string {
  const name = selectionName(game, line);
  if (line.market === 'moneyline') return `${name} ML`;
  const value = line.lineValue ?? 0;
  return line.market === 'total' ? `${name} ${value}` : `${name} ${signedLine(value)}`;
}

/** docs/product/live-slate.md betting line: the game's text key is 'AWAY @ HOME' with full team names; eventId is the game's id. */
export function liveBettingLineOf(game: StoredGame, line: StoredLine): LiveBettingLine {
  const matchup = `${game.away.name} @ ${game.home.name}`;
  return {
    id: String(line.id),
    game: matchup,
    matchup,
    type: line.market,
    description: lineDescription(game, line),
    odds: line.americanOdds,
    bookmaker: line.bookmaker,
    league: game.league,
    eventId: String(game.id),
    isAlternate: line.isAlternate,
    line: line.lineValue,
    gameTime: game.scheduledAt.toISOString(),
  };
}

/** docs/product/live-slate.md alternate line (server); null for a moneyline or a line without a value. */
export function alternateLineOf(game: StoredGame, line: StoredLine): AlternateLine | null {
  if (line.market === 'moneyline' || line.lineValue === null) return null;
  return {
    eventId: String(game.id),
    selection: selectionName(game, line),
    marketType: line.market,
    lineValue: line.lineValue,
    americanOdds: line.americanOdds,
    awayTeam: game.away.name,
    homeTeam: game.home.name,
    league: game.league,
    bookmaker: line.bookmaker,
  };
}
