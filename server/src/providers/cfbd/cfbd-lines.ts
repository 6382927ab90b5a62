import { isValidAmericanOdds } from '@playbook/core';
import type { LineRecord } from '../records.ts';
import type { StoredGame, StoredGameMatcher } from '../stored-match.ts';
import type { CfbdGameLines, CfbdProviderLine } from './cfbd-schema.ts';

/**
 * CFBD gives a spread's and a total's point but not their price. They are stored at -110, the standard
 * price of a point-spread or total bet (the same assumption as the nflverse closing lines before 2006), so
 * that ATS records and line movement can use the point; moneylines carry CFBD's own prices.
 */
export const CFBD_ASSUMED_POINT_PRICE = -110;

interface Sides {
  gameId: string;
  homeTeamId: string;
  awayTeamId: string;
}

/** One provider's prices of one game; a null (or impossible) price or point leaves that line out. */
function providerLines(line: CfbdProviderLine, sides: Sides, fetchedAt: string): LineRecord[] {
  const records: LineRecord[] = [];
  const add = (market: LineRecord['market'], selection: string, lineValue: number | null, americanOdds: number | null | undefined) => {
    if (americanOdds === null || americanOdds === undefined || !isValidAmericanOdds(americanOdds)) return;
    records.push({
      gameId: sides.gameId,
      bookmaker: line.provider,
      market,
      selection,
      lineValue,
      americanOdds: Math.round(americanOdds),
      isAlternate: false,
      fetchedAt,
    });
  };
  add('moneyline', sides.homeTeamId, null, line.homeMoneyline);
  add('moneyline', sides.awayTeamId, null, line.awayMoneyline);
  if (line.spread !== null && line.spread !== undefined) {
    // `spread` is the home team's own line ("Texas -7.0" at home is -7); the away side holds the opposite.
    add('spread', sides.homeTeamId, line.spread, CFBD_ASSUMED_POINT_PRICE);
    add('spread', sides.awayTeamId, line.spread === 0 ? 0 : -line.spread, CFBD_ASSUMED_POINT_PRICE);
  }
  if (line.overUnder !== null && line.overUnder !== undefined) {
    add('total', 'Over', line.overUnder, CFBD_ASSUMED_POINT_PRICE);
    add('total', 'Under', line.overUnder, CFBD_ASSUMED_POINT_PRICE);
  }
  return records;
}

/**
 * `/lines` as line records of the stored ESPN games, bookmakers named as CFBD's `provider` gives them
 * ("Bovada", "Draft Kings", "DraftKings"). CFBD's lines are the latest it holds, stamped `now`.
 */
export function cfbdLines<G extends StoredGame>(entries: readonly CfbdGameLines[], matcher: StoredGameMatcher<G>, now: Date): LineRecord[] {
  const fetchedAt = now.toISOString();
  return entries.flatMap((entry) => {
    const matched = matcher.match({ ...entry, homeId: entry.homeTeamId, awayId: entry.awayTeamId });
    if (matched === undefined) return [];
    const sides = { gameId: matched.game.sourceId, homeTeamId: matched.homeTeamId, awayTeamId: matched.awayTeamId };
    return entry.lines.records.flatMap((line) => providerLines(line, sides, fetchedAt));
  });
}

/** The provider lines of `/lines` entries that failed their schema, each with its game and reason (the rest are read). */
export function droppedProviderLines(entries: readonly CfbdGameLines[]): string[] {
  return entries.flatMap((entry) => entry.lines.dropped.map((reason) => `cfbd game ${entry.id} ${reason}`));
}
