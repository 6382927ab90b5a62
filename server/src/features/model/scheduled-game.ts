import { and, eq, or } from 'drizzle-orm';
import type { FootballLeague } from '@playbook/contracts';
import type { Database } from '../../db/connect.ts';
import { games } from '../../db/sports-schema.ts';
import { earlierGamesQuery, kickoffGamesQuery, restFromEarlierGames, type Rest } from './rest-days.ts';

/** A scheduled game's expected starting quarterbacks and weather as the model reads them (nflverse, ADR 064). */
export interface GameConditions {
  homeQb: string | null;
  awayQb: string | null;
  wind: number | null;
  temperature: number | null;
}

export const UNKNOWN_CONDITIONS: GameConditions = { homeQb: null, awayQb: null, wind: null, temperature: null };

/** What the model reads of a scheduled game's kick-off: each team's rest, whether it is at a neutral site, its quarterbacks and weather. */
export interface ScheduledGameContext {
  rest: Rest;
  neutralSite: boolean;
  conditions: GameConditions;
}

interface StoredConditions {
  homeTeamId: number;
  homeQbId: string | null;
  awayQbId: string | null;
  wind: number | null;
  temperature: number | null;
}

/** The stored game's conditions seen from the asked home team (a source may have named the other side home). */
function conditionsFor(game: StoredConditions | undefined, homeTeamId: number): GameConditions {
  if (game === undefined) return UNKNOWN_CONDITIONS;
  const asStored = game.homeTeamId === homeTeamId;
  return {
    homeQb: asStored ? game.homeQbId : game.awayQbId,
    awayQb: asStored ? game.awayQbId : game.homeQbId,
    wind: game.wind,
    temperature: game.temperature,
  };
}

/**
 * The two teams' stored game at exactly this kick-off (ADR 029). The screens pass a scheduled game's own
 * kick-off, so an exact match is the game; any other instant is a free matchup on the nominal home team's
 * field. Either side may be named home: sources disagree on the home team of a neutral-site game. One step of
 * the (league, scheduled_at) index.
 */
function gameAtKickoffQuery(db: Database, league: FootballLeague, homeTeamId: number, awayTeamId: number, kickoff: Date) {
  const pair = or(
    and(eq(games.homeTeamId, homeTeamId), eq(games.awayTeamId, awayTeamId)),
    and(eq(games.homeTeamId, awayTeamId), eq(games.awayTeamId, homeTeamId)),
  );
  return kickoffGamesQuery(db, league, eq(games.scheduledAt, kickoff), pair).limit(1);
}

/**
 * Rest (ADR 024) and neutral site (ADR 029) of a scheduled game in one statement: the teams' earlier games of
 * the season `union all` the game at the kick-off, each branch keeping its own step of the (league,
 * scheduled_at) index. The branches cannot mix: the earlier games are strictly before the kick-off, the game is
 * at it. One round trip instead of two (on PostgreSQL each is a network hop and a pooled connection).
 */
export async function scheduledGameContext(db: Database, league: FootballLeague, homeTeamId: number, awayTeamId: number, kickoff: Date): Promise<ScheduledGameContext> {
  const rows = await earlierGamesQuery(db, league, homeTeamId, awayTeamId, kickoff).unionAll(gameAtKickoffQuery(db, league, homeTeamId, awayTeamId, kickoff));
  const at = kickoff.getTime();
  const earlier = rows.filter((row) => row.scheduledAt.getTime() < at);
  const game = rows.find((row) => row.scheduledAt.getTime() === at);
  return {
    rest: restFromEarlierGames(earlier, homeTeamId, awayTeamId, kickoff),
    neutralSite: game?.neutralSite ?? false,
    conditions: conditionsFor(game, homeTeamId),
  };
}
