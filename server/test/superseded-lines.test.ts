import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bettingLines, games } from '../src/db/sports-schema.ts';
import type { LeagueSnapshot, LineRecord } from '../src/providers/records.ts';
import { FIXTURE_NOW, fixtureLeague } from './fixtures/sports-fixture.ts';
import { storeSnapshot } from './helpers/store-snapshot.ts';
import { useSportsApp } from './helpers/use-test-app.ts';

/**
 * ADR 044 edge cases on the fixture season (the real payloads hold no alternates): a book's main spread of DAL in
 * nfl-2-2 (kick-off FIXTURE_NOW + 3.5 h) moving between points it also offers as alternates.
 */
const t = useSportsApp();
const at = (minutes: number): Date => new Date(FIXTURE_NOW.getTime() + minutes * 60_000);

const spread = (lineValue: number, americanOdds: number, isAlternate: boolean, fetchedAt: Date): LineRecord => ({
  gameId: 'nfl-2-2',
  bookmaker: 'BetMGM',
  market: 'spread',
  selection: 'DAL',
  lineValue,
  americanOdds,
  isAlternate,
  fetchedAt: fetchedAt.toISOString(),
});

/** A partial snapshot (as a file is) of the fixture's NFL holding only the given lines. */
const withLines = (lines: LineRecord[]): LeagueSnapshot => ({ ...fixtureLeague('NFL'), partial: true, lines });

/** BetMGM's stored DAL spreads of nfl-2-2: point, kind and whether current or superseded. */
async function dalSpreads() {
  const [game] = await t.app.db.select({ id: games.id }).from(games).where(eq(games.sourceId, 'nfl-2-2'));
  const rows = await t.app.db
    .select()
    .from(bettingLines)
    .where(and(eq(bettingLines.gameId, game?.id ?? 0), eq(bettingLines.bookmaker, 'BetMGM'), eq(bettingLines.market, 'spread'), eq(bettingLines.selection, 'DAL')))
    .orderBy(asc(bettingLines.lineValue));
  return rows.map((line) => `${line.lineValue} ${line.isAlternate ? 'alternate' : 'main'} ${line.supersededAt ? 'superseded' : line.withdrawnAt ? 'withdrawn' : 'current'}`);
}

describe('a moved main point beside alternates (ADR 044)', () => {
  it('keeps a point still offered as an alternate current, as an alternate, and supersedes only main lines', async () => {
    // The fixture stores DAL -3.5 (main) and -7.5 (alternate). The book moves its main point to -7.5 and keeps -3.5 as an alternate.
    await storeSnapshot(t.app.db, withLines([spread(-7.5, -110, false, at(1)), spread(-3.5, -140, true, at(1))]), at(1));
    expect(await dalSpreads()).toEqual(['-7.5 main current', '-3.5 alternate current']);
    // Then the main point moves to -6.5, with no alternates sent: -7.5 is superseded, the alternate -3.5 keeps its own point.
    await storeSnapshot(t.app.db, withLines([spread(-6.5, -105, false, at(2))]), at(2));
    expect(await dalSpreads()).toEqual(['-7.5 main superseded', '-6.5 main current', '-3.5 alternate current']);
  });

  it('brings a superseded point back when the book returns to it, superseding the one it left', async () => {
    await storeSnapshot(t.app.db, withLines([spread(-7.5, -110, false, at(3))]), at(3));
    expect(await dalSpreads()).toEqual(['-7.5 main current', '-6.5 main superseded', '-3.5 alternate current']);
  });
});
