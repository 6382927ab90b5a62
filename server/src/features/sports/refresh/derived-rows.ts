import type { cfbAdvancedStats, teamWeekStats } from '../../../db/sports-schema.ts';

/** A derived row that still names its team by the source's id (the stored id is known only inside the write). */
type BySourceTeam<T> = Omit<T, 'teamId'> & { teamSourceId: string };

export type WeekStatsRow = BySourceTeam<typeof teamWeekStats.$inferInsert>;
export type AdvancedStatsRow = BySourceTeam<typeof cfbAdvancedStats.$inferInsert>;

/** What the server derives from a snapshot with core before storing it. */
export interface DerivedSeason {
  weekStats: WeekStatsRow[];
  advancedStats: AdvancedStatsRow[];
}
