import type { CountedGame, SeasonBoxScore } from './season-input.ts';

/** One counted game from one team's side. */
export interface TeamGameView {
  readonly game: CountedGame;
  readonly isHome: boolean;
  readonly opponentId: number;
  readonly own: SeasonBoxScore;
  readonly opponent: SeasonBoxScore;
}

/** Each team's counted games from its own side, keyed by team id (teams without games are absent). */
export function gamesByTeam(games: readonly CountedGame[]): Map<number, TeamGameView[]> {
  const byTeam = new Map<number, TeamGameView[]>();
  const add = (teamId: number, view: TeamGameView): void => {
    const list = byTeam.get(teamId);
    if (list === undefined) byTeam.set(teamId, [view]);
    else list.push(view);
  };
  for (const game of games) {
    add(game.homeTeamId, { game, isHome: true, opponentId: game.awayTeamId, own: game.home, opponent: game.away });
    add(game.awayTeamId, { game, isHome: false, opponentId: game.homeTeamId, own: game.away, opponent: game.home });
  }
  return byTeam;
}
