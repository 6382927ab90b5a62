import { and, eq, or } from 'drizzle-orm';
import type { FootballLeague } from '@playbook/contracts';
import type { Database } from '../../db/connect.ts';
import { games } from '../../db/sports-schema.ts';

/**
 * Whether the two teams' stored game at exactly this kick-off is played at a neutral site (ADR 029). The
 * screens pass a scheduled game's own kick-off, so an exact match is the game; any other instant is a free
 * matchup on the nominal home team's field. Either side may be named home: sources disagree on the home team
 * of a neutral-site game. One query on the (league, scheduled_at) index.
 */
export async function neutralSiteAt(db: Database, league: FootballLeague, homeTeamId: number, awayTeamId: number, kickoff: Date): Promise<boolean> {
  const [game] = await db
    .select({ neutralSite: games.neutralSite })
    .from(games)
    .where(
      and(
        eq(games.league, league),
        eq(games.scheduledAt, kickoff),
        or(
          and(eq(games.homeTeamId, homeTeamId), eq(games.awayTeamId, awayTeamId)),
          and(eq(games.homeTeamId, awayTeamId), eq(games.awayTeamId, homeTeamId)),
        ),
      ),
    )
    .limit(1);
  return game?.neutralSite ?? false;
}
