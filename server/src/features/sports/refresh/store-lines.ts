import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/connect.ts';
import { bettingLineHistory, bettingLines, games } from '../../../db/sports-schema.ts';
import { closingOddsOf } from '../../../providers/closing-price.ts';
import type { LeagueSnapshot, LineRecord } from '../../../providers/records.ts';
import { bookmakerName, bookmakerOf } from '../games-and-lines/bookmakers.ts';
import { recordsJson, storedIdOf } from './bulk-write.ts';
import { incomingBeforeKickoff, keptClosingOdds, withdrawnClosingOdds } from './closing-price.ts';

export type LineCounts = {
  lines: number;
  /** Lines seen for the first time, and prices that changed (each one history row). */
  newLines: number;
  priceChanges: number;
  withdrawnLines: number;
  /** Main lines whose side the book moved to another point (ADR 044): kept with their history, no longer current. */
  supersededLines: number;
  /** Bookmakers the registry does not know, stored under their own names (each listed once). */
  unknownBooks: string[];
};

type LineRow = typeof bettingLines.$inferInsert;

/** The natural key of a line: one row per game, bookmaker, market, selection and point. */
const naturalKey = (line: Pick<LineRecord, 'gameId' | 'bookmaker' | 'market' | 'selection' | 'lineValue'>): string =>
  JSON.stringify([line.gameId, line.bookmaker, line.market, line.selection, line.lineValue]);

/** A main line's side: a book offers one current main point per game, market and selection (ADR 044). */
const sideKey = (line: Pick<LineRecord, 'gameId' | 'bookmaker' | 'market' | 'selection'>): string =>
  JSON.stringify([line.gameId, line.bookmaker, line.market, line.selection]);

/**
 * One main line per side and one record per natural key, books named as the registry names them. Between two
 * records of one side (ESPN's "Draft Kings" and The Odds API's "DraftKings" at two points, or CFBD listing the
 * book under both spellings) the first listed wins, as between two sources of a merged snapshot (the live
 * provider lists ESPN's, then The Odds API's, then CFBD's): the side is stored under the source that sent the
 * price kept. A source may list the same price twice (The Odds API's alternate spreads repeat the main point):
 * the main line wins, since the key has no room for both.
 */
function distinctLines(lines: readonly LineRecord[]): LineRecord[] {
  const named = lines.map((line) => ({ ...line, bookmaker: bookmakerName(line.bookmaker) }));
  const mainBySide = new Map<string, LineRecord>();
  for (const line of named) if (!line.isAlternate && !mainBySide.has(sideKey(line))) mainBySide.set(sideKey(line), line);
  const byKey = new Map([...mainBySide.values()].map((line) => [naturalKey(line), line]));
  for (const line of named) if (line.isAlternate && !byKey.has(naturalKey(line))) byKey.set(naturalKey(line), line);
  return [...byKey.values()];
}

const warnedBooks = new Set<string>();

/** The snapshot's books the registry does not know; each is logged once per process (ADR 044). */
function unknownBooksOf(lines: readonly LineRecord[]): string[] {
  const unknown = [...new Set(lines.filter((line) => bookmakerOf(line.bookmaker) === undefined).map((line) => bookmakerName(line.bookmaker)))];
  for (const name of unknown.filter((book) => !warnedBooks.has(book))) {
    warnedBooks.add(name);
    console.warn(`Unknown bookmaker "${name}": stored under its own name (add its spelling to the bookmaker registry if it is a book already known).`);
  }
  return unknown;
}

function lineRowsOf(snapshot: LeagueSnapshot, gameIds: ReadonlyMap<string, number>, now: Date, openings: readonly LineRecord[]): LineRow[] {
  const openingOdds = new Map(openings.map((line) => [naturalKey({ ...line, bookmaker: bookmakerName(line.bookmaker) }), line.americanOdds]));
  // Selections are stored by abbreviation (the schema's convention), not by the source's team id.
  const abbreviations = new Map(snapshot.teams.map((team) => [team.sourceId, team.abbreviation]));
  const kickoffs = new Map(snapshot.games.map((game) => [game.sourceId, Date.parse(game.scheduledAt)]));
  return distinctLines(snapshot.lines).map((line) => {
    const fetchedAt = Date.parse(line.fetchedAt);
    const kickoff = kickoffs.get(line.gameId) ?? Number.NEGATIVE_INFINITY;
    return {
      gameId: storedIdOf(gameIds, line.gameId),
      bookmaker: line.bookmaker,
      market: line.market,
      selection: abbreviations.get(line.selection) ?? line.selection,
      lineValue: line.lineValue,
      americanOdds: line.americanOdds,
      // Used only by a line stored for the first time: the source's opening price where it shows one.
      openingOdds: openingOdds.get(naturalKey(line)) ?? line.americanOdds,
      closingOdds: closingOddsOf(line.americanOdds, fetchedAt, kickoff),
      isAlternate: line.isAlternate,
      source: line.source ?? snapshot.source,
      fetchedAt: new Date(fetchedAt),
      updatedAt: now,
    };
  });
}

const countRows = z.object({
  rows: z.array(z.object({ new_lines: z.number(), price_changes: z.number(), withdrawn_lines: z.number(), superseded_lines: z.number() })),
});

/**
 * Upserts the snapshot's lines by natural key in one statement whatever their number: a line keeps its id, a
 * changed price appends one history row (a new line its first, after the source's opening price where it
 * shows an earlier one), an unchanged price appends nothing and does
 * not rewrite the line (its fetched_at stays when the price was last sent changed; league_state says when the
 * league was last checked). Each line is stored under its own source (a line another source now sends is
 * re-sourced). A full snapshot also withdraws the lines of its season's games that it no longer offers (but not
 * of games whose record it dropped as unreadable: it says nothing of them), of its line sources only (kept, with
 * their history, but no longer current): the stored lines of a source not asked this time stay current. A partial
 * one withdraws nothing.
 * Any snapshot (partial too) supersedes, for each main line it sends, the book's stored main lines of that side
 * at another point (ADR 044): withdrawn and marked superseded, kept with their history and, unless superseded
 * before kick-off, their closing prices (closing-price.ts decides every close this statement writes). A
 * superseded point that comes back is current again, with a history row for its return even at an unchanged
 * price, so the side's history shows the move back.
 * Why one statement of CTEs: they all see the table as it was before it (`matched` reads the old prices the
 * upsert overwrites), and the JSON of thousands of lines is parsed once, with no rows sent back.
 */
export async function upsertLines(
  tx: Database,
  snapshot: LeagueSnapshot,
  gameIds: ReadonlyMap<string, number>,
  now: Date,
  openings: readonly LineRecord[] = [],
): Promise<LineCounts> {
  const rows = lineRowsOf(snapshot, gameIds, now, openings);
  const lineSources = sql.join(
    [...new Set(snapshot.lineSources ?? [snapshot.source])].map((source) => sql`${source}`),
    sql`, `,
  );
  // NaN stands for "no point" in the join, so that it is a plain (hashable) equality, as in the natural key.
  const statement = sql`
    with incoming as materialized (
      select game_id, bookmaker, market, selection, line_value, american_odds, opening_odds, closing_odds, is_alternate, source, fetched_at, updated_at
      from json_populate_recordset(null::${bettingLines}, ${recordsJson(bettingLines, rows)}::json)
    ), matched as materialized (
      select incoming.*, stored.id as stored_id,
        stored.id is not null and stored.american_odds <> incoming.american_odds as price_changed,
        stored.superseded_at is not null and not incoming.is_alternate as returned,
        stored.id is null or stored.american_odds <> incoming.american_odds or stored.withdrawn_at is not null
          or stored.is_alternate <> incoming.is_alternate or stored.source <> incoming.source as to_write
      from incoming left join ${bettingLines} as stored on stored.game_id = incoming.game_id and stored.bookmaker = incoming.bookmaker
        and stored.market = incoming.market and stored.selection = incoming.selection
        and coalesce(stored.line_value, 'NaN') = coalesce(incoming.line_value, 'NaN')
    ), upserted as (
      insert into ${bettingLines} (game_id, bookmaker, market, selection, line_value, american_odds, opening_odds, closing_odds, is_alternate, source, fetched_at, updated_at)
      select game_id, bookmaker, market, selection, line_value, american_odds, opening_odds, closing_odds, is_alternate, source, fetched_at, updated_at
      from matched where to_write
      on conflict (game_id, bookmaker, market, selection, line_value) do update set
        american_odds = excluded.american_odds,
        closing_odds = ${keptClosingOdds},
        is_alternate = excluded.is_alternate,
        source = excluded.source,
        fetched_at = excluded.fetched_at,
        updated_at = excluded.updated_at,
        withdrawn_at = null,
        superseded_at = null
      returning id, american_odds, opening_odds, fetched_at, (xmax = 0) as inserted
    ), side_lines as materialized (
      -- The stored main lines of each side this snapshot sends a main line for, at another point.
      select stored.id, ${incomingBeforeKickoff} as before_kickoff
      from incoming join ${bettingLines} as stored on stored.game_id = incoming.game_id and stored.bookmaker = incoming.bookmaker
        and stored.market = incoming.market and stored.selection = incoming.selection
        and coalesce(stored.line_value, 'NaN') <> coalesce(incoming.line_value, 'NaN')
      where not incoming.is_alternate and not stored.is_alternate and stored.withdrawn_at is null
    ), superseded as materialized (
      -- Those not in the snapshot themselves (a point still sent as an alternate stays, as an alternate): only rows
      -- no other CTE writes, since a row cannot be updated twice in one statement. EXCEPT, a hashed set operation: an
      -- anti-join or IN on these CTEs ran as a nested loop (0.8-2.9 s for the 1,232 moved sides of the demo NFL season).
      select id from side_lines except select stored_id from matched where stored_id is not null
    ), withdrawn as (
      -- A full snapshot's games are the league's games of its season (the others were just deleted). Joined to
      -- the games table and minus the matched lines by EXCEPT (a hashed set operation): without statistics the
      -- planner runs NOT IN / NOT EXISTS over a CTE, or IN over a JSON list, as nested loops, quadratic in the
      -- lines of a season (over a second for NCAA).
      -- A superseded line is withdrawn too (every read of current prices leaves withdrawn lines out), in this
      -- one update: a row cannot be updated by two CTEs.
      update ${bettingLines} set withdrawn_at = ${now}, updated_at = ${now},
        superseded_at = case when id in (select id from superseded) then ${now} else superseded_at end,
        closing_odds = ${withdrawnClosingOdds(sql`select id from side_lines where before_kickoff`)}
      where id in (select id from superseded union (
        select line.id from ${bettingLines} as line join ${games} as game on game.id = line.game_id
        where ${!snapshot.partial} and game.league = ${snapshot.league} and game.season = ${snapshot.season}
          and line.source in (${lineSources}) and line.withdrawn_at is null
          and game.source_id <> all(${sql.param(snapshot.unreadGames ?? [])}::text[])
        except select stored_id from matched where stored_id is not null))
      returning id, superseded_at is not null as is_superseded
    ), history as (
      -- A new line's opening price (where the source showed an earlier one) comes first: ids follow this order.
      insert into ${bettingLineHistory} (line_id, american_odds, recorded_at)
      select id, opening_odds, fetched_at from upserted where inserted and opening_odds <> american_odds
      union all select id, american_odds, fetched_at from upserted where inserted
      union all select stored_id, american_odds, fetched_at from matched where price_changed or returned
    )
    select (select count(*) from upserted where inserted)::int as new_lines, (select count(*) from matched where price_changed)::int as price_changes,
      (select count(*) from withdrawn where not is_superseded)::int as withdrawn_lines,
      (select count(*) from withdrawn where is_superseded)::int as superseded_lines`;
  const [counts] = countRows.parse(await tx.execute(statement)).rows;
  return {
    lines: rows.length,
    newLines: counts?.new_lines ?? 0,
    priceChanges: counts?.price_changes ?? 0,
    withdrawnLines: counts?.withdrawn_lines ?? 0,
    supersededLines: counts?.superseded_lines ?? 0,
    unknownBooks: unknownBooksOf(snapshot.lines),
  };
}
