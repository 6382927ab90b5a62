import { parsePayload } from '../http/parse-payload.ts';
import { SourceError } from '../http/source-error.ts';
import type { LeagueSnapshot } from '../records.ts';
import { partialSnapshotOf, type StoredLeague } from '../stored-league.ts';
import { oddsApiEventSchema, oddsApiEventsSchema } from './odds-api-schema.ts';
import { oddsApiLines } from './odds-api-lines.ts';

export interface OddsApiSnapshot {
  snapshot: LeagueSnapshot;
  /** Events in the payload, and how many of them matched a stored game. */
  events: number;
  matchedGames: number;
  unresolved: string[];
}

/** A saved response: the odds endpoint's array of events, or one event (the per-event alternates endpoint). */
const savedOddsSchema = oddsApiEventsSchema.or(oddsApiEventSchema.transform((event) => [event]));

/**
 * A saved Odds API response (`npm run refresh -- --source odds-api --file …`) as a partial snapshot of the
 * stored league: its lines attached to the stored ESPN games, validated like a live answer.
 */
export function oddsApiFileSnapshot(payload: unknown, stored: StoredLeague, now: Date): OddsApiSnapshot {
  const events = parsePayload('odds-api', payload, savedOddsSchema);
  const { lines, matchedGames, unresolved } = oddsApiLines(events, stored.teams, stored.games, now);
  return {
    snapshot: partialSnapshotOf(stored, 'odds-api', { lines, boxScores: [] }),
    events: events.length,
    matchedGames: new Set(matchedGames.values()).size,
    unresolved,
  };
}

/** The refresh CLI's loader: the snapshot with what did not resolve (football leagues only). */
export function snapshotFromOddsApiFile(payload: unknown, stored: StoredLeague, now: Date): LeagueSnapshot & { unresolved: string[] } {
  if (stored.league === 'MLB') throw new SourceError('odds-api', 'MLB lines are not read from The Odds API');
  const { snapshot, unresolved } = oddsApiFileSnapshot(payload, stored, now);
  return { ...snapshot, unresolved };
}
