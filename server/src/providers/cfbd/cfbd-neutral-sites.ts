import type { GameRecord } from '../records.ts';
import type { StoredGame, StoredGameMatcher } from '../stored-match.ts';
import type { CfbdGame } from './cfbd-schema.ts';

/**
 * The stored games (by source id) that CFBD's `/games` marks `neutralSite`. CFBD only adds the mark: a game
 * ESPN calls neutral stays so where CFBD says otherwise, so the two sources never undo each other's flag
 * within one refresh (ADR 029). Sources may name the teams the other way round at a neutral site; the
 * matcher takes either side as home.
 */
export function cfbdNeutralSites<G extends StoredGame>(games: readonly CfbdGame[], matcher: StoredGameMatcher<G>): Set<string> {
  const neutral = new Set<string>();
  for (const game of games) {
    if (game.neutralSite !== true) continue;
    const matched = matcher.match({ id: game.id, homeTeam: game.homeTeam, awayTeam: game.awayTeam, homeId: game.homeId, awayId: game.awayId, startDate: game.startDate });
    if (matched !== undefined) neutral.add(matched.game.sourceId);
  }
  return neutral;
}

/** The games with CFBD's neutral-site marks added (the live refresh's ESPN games). */
export function withNeutralSites(games: readonly GameRecord[], neutralSites: ReadonlySet<string>): GameRecord[] {
  return games.map((game) => (neutralSites.has(game.sourceId) && game.neutralSite !== true ? { ...game, neutralSite: true } : game));
}

/** The stored games CFBD marks neutral that are not stored as such yet, with the mark: what a partial snapshot changes. */
export function newlyNeutralGames(games: readonly GameRecord[], neutralSites: ReadonlySet<string>): GameRecord[] {
  return withNeutralSites(games, neutralSites).filter((game, index) => game !== games[index]);
}
