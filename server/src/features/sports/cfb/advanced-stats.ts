import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/connect.ts';
import { cfbAdvancedStats, teams } from '../../../db/sports-schema.ts';

export type AdvancedStatsRow = typeof cfbAdvancedStats.$inferSelect;

export interface TeamAdvancedStats {
  teamId: number;
  teamName: string;
  abbreviation: string;
  aliases: string[];
  stats: AdvancedStatsRow;
}

/** Every NCAA team's advanced stats of a season, by team name. */
export async function advancedStatsOfSeason(db: Database, season: number): Promise<TeamAdvancedStats[]> {
  return db
    .select({ teamId: teams.id, teamName: teams.name, abbreviation: teams.abbreviation, aliases: teams.aliases, stats: cfbAdvancedStats })
    .from(cfbAdvancedStats)
    .innerJoin(teams, eq(teams.id, cfbAdvancedStats.teamId))
    .where(and(eq(cfbAdvancedStats.season, season), eq(teams.league, 'NCAA')))
    .orderBy(teams.name);
}
