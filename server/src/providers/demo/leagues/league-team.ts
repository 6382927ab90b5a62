// A real team of a league, as the demo-season generator names it. Static reference data, no I/O.
export interface LeagueTeam {
  /** Unique within its league. */
  abbreviation: string;
  /** Full display name, e.g. 'Kansas City Chiefs', 'Ohio State Buckeyes', 'New York Yankees'. */
  name: string;
  /** NCAA only: the school as stats sites name it, e.g. 'Ohio State'. */
  school?: string;
  nickname: string;
  conference: string;
  division: string | null;
  /** Other names and codes sources use for the team; none is another team's name or abbreviation. */
  aliases: readonly string[];
}
