/**
 * The NFL week bench:markets measures: the real ESPN events (weeks 15-18 of 2025) and the real Odds API file
 * (9 books, 2025-12-12) loaded as `npm run refresh -- --file` loads them, plus alternate spreads and totals
 * around each book's main lines (the file has none), priced from the book's own no-vig main line with the
 * league's spread of outcomes and a 4.5 % hold, so the week holds about 3,000 current lines as a full
 * market with alternates would.
 */
import { readFileSync } from 'node:fs';
import type { HubLeague } from '@playbook/contracts';
import { americanToDecimal, decimalToAmerican, MARGIN_SPREAD_POINTS, normalCdf, normalQuantile, TOTAL_SPREAD_POINTS } from '@playbook/core';
import { FILE_LOADERS } from '../server/src/cli/refresh-file-loaders.ts';
import type { Database } from '../server/src/db/connect.ts';
import { refreshLeagues } from '../server/src/features/sports/refresh/refresh-service.ts';
import type { LineRecord, LeagueSnapshot } from '../server/src/providers/records.ts';

export const ESPN_EVENTS = '/work/shared/data/espn/nfl-events-2025-wk15to17-with-live-game.json';
export const ODDS_API_FILE = '/work/shared/data/odds-api/nfl-odds-v4-2025-12-12.json';
const ALTERNATE_SHIFTS = [-6, -3, 3, 6];
const HOLD = 1.045;

/** A saved file as its source's snapshot, read as `npm run refresh -- --file` reads it. */
export async function fileSnapshot(db: Database, source: string, file: string, now: Date): Promise<LeagueSnapshot> {
  const loader = FILE_LOADERS[source];
  if (!loader) throw new Error(`no loader for ${source}`);
  return loader({ payload: JSON.parse(readFileSync(file, 'utf8')), league: 'NFL', now, db });
}

async function load(db: Database, source: string, file: string, now: Date, extend: (snapshot: LeagueSnapshot) => LeagueSnapshot = (s) => s): Promise<number> {
  const league: HubLeague = 'NFL';
  const snapshot = extend(await fileSnapshot(db, source, file, now));
  const provider = { source: snapshot.source, fetchLeague: () => Promise.resolve(snapshot), fetchInjuries: () => Promise.reject(new Error('no injuries in a file')) };
  const results = await refreshLeagues(db, provider, [league], now, { timeoutMs: 60_000 });
  return results.get(league)?.lines ?? snapshot.lines.length;
}

/** A side's price after moving its line `shift` points in its favour, from its fair chance at the main line. */
function shiftedPrice(fairChance: number, shift: number, spread: number): number {
  const chance = normalCdf(normalQuantile(Math.min(0.99, Math.max(0.01, fairChance))) + shift / spread);
  return decimalToAmerican(Math.max(1.01, 1 / Math.min(0.99, chance * HOLD)));
}

/** Alternates at each shift for every book's main spread and total of a game (both sides). */
export function alternatesOf(lines: readonly LineRecord[]): LineRecord[] {
  const alternates: LineRecord[] = [];
  const pairs = new Map<string, LineRecord[]>();
  for (const line of lines) {
    if (line.market === 'moneyline' || line.isAlternate || line.lineValue === null) continue;
    const key = `${line.gameId}|${line.bookmaker}|${line.market}`;
    pairs.set(key, [...(pairs.get(key) ?? []), line]);
  }
  for (const pair of pairs.values()) {
    const [first, second] = pair;
    if (pair.length !== 2 || !first || !second) continue;
    const implied = [1 / americanToDecimal(first.americanOdds), 1 / americanToDecimal(second.americanOdds)];
    const booksum = (implied[0] ?? 0) + (implied[1] ?? 0);
    const spread = first.market === 'spread' ? MARGIN_SPREAD_POINTS.NFL : TOTAL_SPREAD_POINTS.NFL;
    for (const shift of ALTERNATE_SHIFTS) {
      pair.forEach((line, index) => {
        // The two sides of a spread move opposite ways (home −3 moved +3 is home 0, paired with away +3 moved −3); a total's together.
        const moved = line.market === 'spread' && index === 1 ? -shift : shift;
        // More points help a spread side and Under; a higher line hurts Over.
        const gain = line.selection === 'Over' ? -moved : moved;
        const americanOdds = shiftedPrice((implied[index] ?? 0.5) / booksum, gain, spread);
        alternates.push({ ...line, lineValue: (line.lineValue ?? 0) + moved, americanOdds, isAlternate: true });
      });
    }
  }
  return alternates;
}

/** Loads the week into `db` and answers how many lines each step stored. */
export async function loadBenchWeek(db: Database, now: Date, withAlternates: boolean): Promise<{ espn: number; oddsApi: number }> {
  const espn = await load(db, 'espn', ESPN_EVENTS, now);
  const oddsApi = await load(db, 'odds-api', ODDS_API_FILE, now, (snapshot) =>
    withAlternates ? { ...snapshot, lines: [...snapshot.lines, ...alternatesOf(snapshot.lines)] } : snapshot,
  );
  return { espn, oddsApi };
}
