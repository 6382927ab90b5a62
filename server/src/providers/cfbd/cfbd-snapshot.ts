import { SourceError } from '../http/source-error.ts';
import { parsePayload } from '../http/parse-payload.ts';
import type { GameRecord, LeagueSnapshot } from '../records.ts';
import { partialSnapshotOf, type StoredLeague } from '../stored-league.ts';
import { storedGameMatcher } from '../stored-match.ts';
import { cfbdAdvanced, type CfbdAdvancedRecord } from './cfbd-advanced.ts';
import { cfbdBoxScores } from './cfbd-box-scores.ts';
import { cfbdLines, droppedProviderLines } from './cfbd-lines.ts';
import { cfbdNeutralSites, newlyNeutralGames } from './cfbd-neutral-sites.ts';
import {
  cfbdGamesSchema,
  cfbdGamesTeamsSchema,
  cfbdLinesSchema,
  cfbdSeasonAdvancedListSchema,
  cfbdTeamsPpaSchema,
} from './cfbd-schema.ts';

export type CfbdFileKind = 'lines' | 'games/teams' | 'stats/season/advanced' | 'ppa/teams' | 'games' | 'stats/game/advanced';

export interface CfbdFileSnapshot {
  kind: CfbdFileKind;
  snapshot: LeagueSnapshot;
  /** From `/stats/season/advanced` and `/ppa/teams` (also in the snapshot's `seasonAdvanced`). */
  advanced: CfbdAdvancedRecord[];
  unresolved: string[];
  /** Records that failed their schema, each with its reason (the rest is stored). */
  dropped: string[];
}

/** Which endpoint a saved response came from, told by the one field only that endpoint's records have. */
function kindOf(payload: unknown): CfbdFileKind {
  const first: unknown = Array.isArray(payload) ? payload[0] : undefined;
  if (typeof first !== 'object' || first === null) {
    throw new SourceError('cfbd', '(root): expected a non-empty array of CFBD records');
  }
  if ('lines' in first) return 'lines';
  if ('gameId' in first) return 'stats/game/advanced';
  if ('teams' in first) return 'games/teams';
  if ('offense' in first && typeof first.offense === 'object' && first.offense !== null) {
    return 'overall' in first.offense ? 'ppa/teams' : 'stats/season/advanced';
  }
  return 'games';
}

/**
 * A saved CFBD response (`npm run refresh -- --source cfbd --league NCAA --file …`) from `/lines`,
 * `/games/teams`, `/stats/season/advanced`, `/ppa/teams` or `/games`, attached to the stored ESPN league as
 * a partial snapshot. `/games` adds no games (the ESPN games are the schedule): its use is the kickoffs and
 * quarter scores a live fetch combines with `/games/teams`, so a file of it reports matches and marks the
 * stored games it calls neutral-site.
 */
export function cfbdFileSnapshot(payload: unknown, stored: StoredLeague, now: Date): CfbdFileSnapshot {
  const kind = kindOf(payload);
  if (kind === 'stats/game/advanced') {
    // Per-game EPA belongs to box scores, which come from `/games/teams`: only a live refresh reads both.
    throw new SourceError('cfbd', '/stats/game/advanced is read with /games/teams in a live refresh, not from a file on its own');
  }
  const matcher = storedGameMatcher('cfbd', stored.teams, stored.games);
  const records: Pick<LeagueSnapshot, 'lines' | 'boxScores'> & { updatedGames?: GameRecord[] } = { lines: [], boxScores: [] };
  let advanced: CfbdAdvancedRecord[] = [];
  let unresolved: string[] = [];
  const dropped: string[] = [];
  if (kind === 'lines') {
    const entries = parsePayload('cfbd', payload, cfbdLinesSchema);
    records.lines = cfbdLines(entries.records, matcher, now);
    dropped.push(...entries.dropped, ...droppedProviderLines(entries.records));
  } else if (kind === 'games/teams') {
    const entries = parsePayload('cfbd', payload, cfbdGamesTeamsSchema);
    const box = cfbdBoxScores(entries.records, [], matcher);
    records.boxScores = box.boxScores;
    unresolved = box.skipped;
    dropped.push(...entries.dropped);
  } else if (kind === 'games') {
    const cfbdGames = parsePayload('cfbd', payload, cfbdGamesSchema);
    for (const game of cfbdGames.records) matcher.match(game);
    records.updatedGames = newlyNeutralGames(stored.games, cfbdNeutralSites(cfbdGames.records, matcher));
    dropped.push(...cfbdGames.dropped);
  } else if (kind === 'ppa/teams') {
    const rows = parsePayload('cfbd', payload, cfbdTeamsPpaSchema);
    ({ records: advanced, unresolved } = cfbdAdvanced([], rows.records, stored.teams));
    dropped.push(...rows.dropped);
  } else {
    const rows = parsePayload('cfbd', payload, cfbdSeasonAdvancedListSchema);
    ({ records: advanced, unresolved } = cfbdAdvanced(rows.records, [], stored.teams));
    dropped.push(...rows.dropped);
  }
  return {
    kind,
    snapshot: partialSnapshotOf(stored, 'cfbd', { ...records, seasonAdvanced: advanced }),
    advanced,
    unresolved: [...matcher.unresolved(), ...unresolved],
    dropped,
  };
}

/** The refresh CLI's loader: the snapshot with what did not resolve and what was dropped (college football only). */
export function snapshotFromCfbdFile(payload: unknown, stored: StoredLeague, now: Date): LeagueSnapshot & { unresolved: string[] } {
  if (stored.league !== 'NCAA') throw new SourceError('cfbd', `CollegeFootballData has no ${stored.league} data`);
  const { snapshot, unresolved, dropped } = cfbdFileSnapshot(payload, stored, now);
  return { ...snapshot, unresolved, dropped };
}
