import type { SeasonAdvancedRecord } from '../records.ts';
import { storedTeamResolver, type StoredTeam } from '../stored-match.ts';
import type { CfbdSeasonAdvanced, CfbdTeamPpa } from './cfbd-schema.ts';

/**
 * A team's season EPA figures from CFBD, in the shape of the stored college advanced stats (the game hub's
 * EPA section): offensive EPA per play (CFBD's PPA, also stored as `ppa`), the defence's EPA per play
 * allowed, and the offence's success rate. Null where CFBD has no figure. Teams by stored ESPN id.
 */
export type CfbdAdvancedRecord = SeasonAdvancedRecord;

export interface CfbdAdvanced {
  records: CfbdAdvancedRecord[];
  unresolved: string[];
}

/**
 * `/stats/season/advanced` and `/ppa/teams` merged per team: the advanced stats' per-play PPA and success
 * rate first (unrounded), `/ppa/teams`' overall figures (rounded to 2 places by CFBD) where the former lacks one.
 */
export function cfbdAdvanced(
  advanced: readonly CfbdSeasonAdvanced[],
  ppa: readonly CfbdTeamPpa[],
  teams: readonly StoredTeam[],
): CfbdAdvanced {
  const resolve = storedTeamResolver(teams);
  const unresolved = new Set<string>();
  const byTeam = new Map<string, CfbdAdvancedRecord>();
  const recordOf = (name: string, season: number): CfbdAdvancedRecord | undefined => {
    const team = resolve(name);
    if (team === undefined) {
      unresolved.add(`cfbd: team "${name}" matches no stored team`);
      return undefined;
    }
    const key = `${team.sourceId}|${season}`;
    const known = byTeam.get(key);
    if (known) return known;
    const record: CfbdAdvancedRecord = { teamId: team.sourceId, season, ppa: null, successRate: null, offenseEpa: null, defenseEpa: null };
    byTeam.set(key, record);
    return record;
  };
  for (const row of advanced) {
    const record = recordOf(row.team, row.season);
    if (record === undefined) continue;
    record.offenseEpa = row.offense.ppa ?? null;
    record.defenseEpa = row.defense.ppa ?? null;
    record.successRate = row.offense.successRate ?? null;
  }
  for (const row of ppa) {
    const record = recordOf(row.team, row.season);
    if (record === undefined) continue;
    record.offenseEpa ??= row.offense.overall;
    record.defenseEpa ??= row.defense.overall;
  }
  const records = [...byTeam.values()].map((record) => ({ ...record, ppa: record.offenseEpa }));
  return { records, unresolved: [...unresolved] };
}
