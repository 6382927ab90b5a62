import { parsePayload } from '../http/parse-payload.ts';
import { SourceError } from '../http/source-error.ts';
import type { LeagueSnapshot } from '../records.ts';
import { partialSnapshotOf, type StoredLeague } from '../stored-league.ts';
import { oddsApiEventSchema, oddsApiEventsSchema, oddsApiScoresSchema } from './odds-api-schema.ts';
import { oddsApiLines } from './odds-api-lines.ts';
import { oddsApiScores } from './odds-api-scores.ts';

export interface OddsApiSnapshot {
  snapshot: LeagueSnapshot;
  /** Events in the payload, and how many stored games it changes (lines, or for `/scores` the score). */
  events: number;
  matchedGames: number;
  unresolved: string[];
  /** Events and outcomes that failed their schema, each with its reason (the rest is stored). */
  dropped: string[];
}

/** A saved response: the odds endpoint's array of events, or one event (the per-event alternates endpoint). */
const savedOddsSchema = oddsApiEventsSchema.or(oddsApiEventSchema.transform((event) => ({ records: [event], dropped: [], droppedItems: [] })));

/** A `/scores` answer: events with `completed` and no bookmakers (an odds event has bookmakers, never `completed`). */
function isScoresPayload(payload: unknown): boolean {
  const first: unknown = Array.isArray(payload) ? payload[0] : undefined;
  return typeof first === 'object' && first !== null && 'completed' in first && !('bookmakers' in first);
}

/**
 * A saved Odds API response (`npm run refresh -- --source odds-api --file …`) as a partial snapshot of the
 * stored league: its lines (or, for a `/scores` answer, its scores) attached to the stored ESPN games,
 * validated like a live answer.
 */
export function oddsApiFileSnapshot(payload: unknown, stored: StoredLeague, now: Date): OddsApiSnapshot {
  if (isScoresPayload(payload)) {
    const scored = parsePayload('odds-api', payload, oddsApiScoresSchema);
    const { games, unresolved } = oddsApiScores(scored.records, stored.teams, stored.games);
    const snapshot = partialSnapshotOf(stored, 'odds-api', { lines: [], boxScores: [], updatedGames: games });
    return { snapshot, events: scored.records.length, matchedGames: games.length, unresolved, dropped: scored.dropped };
  }
  const events = parsePayload('odds-api', payload, savedOddsSchema);
  const { lines, matchedGames, unresolved, dropped } = oddsApiLines(events.records, stored.teams, stored.games, now);
  return {
    snapshot: partialSnapshotOf(stored, 'odds-api', { lines, boxScores: [] }),
    events: events.records.length,
    matchedGames: new Set(matchedGames.values()).size,
    unresolved,
    dropped: [...events.dropped, ...dropped],
  };
}

/** The refresh CLI's loader: the snapshot with what did not resolve and what was dropped (football leagues only). */
export function snapshotFromOddsApiFile(payload: unknown, stored: StoredLeague, now: Date): LeagueSnapshot & { unresolved: string[] } {
  if (stored.league === 'MLB') throw new SourceError('odds-api', 'MLB lines are not read from The Odds API');
  const { snapshot, unresolved, dropped } = oddsApiFileSnapshot(payload, stored, now);
  return { ...snapshot, unresolved, dropped };
}
