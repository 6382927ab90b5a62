import { readFileSync } from 'node:fs';
import type { HubLeague, LiveBettingLine } from '@playbook/contracts';
import { liveBettingLinesResponseSchema } from '@playbook/contracts';
import { FILE_LOADERS } from '../../src/cli/refresh-file-loaders.ts';
import { refreshLeagues } from '../../src/features/sports/refresh/refresh-service.ts';
import type { LeagueCounts } from '../../src/features/sports/refresh/store-league.ts';
import type { SportsDataProvider } from '../../src/providers/provider.ts';
import type { useSportsApp } from './use-test-app.ts';

type SportsApp = ReturnType<typeof useSportsApp>;

/** A real payload of server/test/fixtures/real/ (see the SOURCES.md beside it), parsed. */
export const realPayload = (name: string): unknown => JSON.parse(readFileSync(new URL(`../fixtures/real/${name}`, import.meta.url), 'utf8'));

/**
 * Loads a saved source answer as `npm run refresh -- --source … --file …` does (its loader, then the refresh
 * service), as if at `now`; the app's clock moves there and its cached answers are dropped.
 */
export async function loadFile(t: SportsApp, source: string, payload: unknown, now: Date, league: HubLeague = 'NFL'): Promise<LeagueCounts | undefined> {
  const loader = FILE_LOADERS[source];
  if (!loader) throw new Error(`no loader for ${source}`);
  const snapshot = await loader({ payload, league, now, db: t.app.db });
  const provider: SportsDataProvider = { source: snapshot.source, fetchLeague: () => Promise.resolve(snapshot), fetchInjuries: () => Promise.reject(new Error('none')) };
  const counts = (await refreshLeagues(t.app.db, provider, [league], now, { timeoutMs: 10_000 })).get(league);
  t.clock.now = now;
  t.app.sports.cache.invalidate();
  return counts;
}

/** The slate's lines (GET /api/live/betting-lines). */
export const servedLines = async (t: SportsApp): Promise<LiveBettingLine[]> => liveBettingLinesResponseSchema.parse((await t.get('/api/live/betting-lines')).json()).lines;

/** A main line's side as the slate names it: game, book, market and selection ('Atlanta Falcons -1.5' → 'Atlanta Falcons'). */
const sideOf = (line: LiveBettingLine): string => `${line.matchup} | ${line.bookmaker} | ${line.type} | ${line.description.replace(/ \S+$/, '')}`;

/** Sides served with more than one current main point (a moved line stayed live beside its new point). */
export function sidesWithTwoPoints(lines: readonly LiveBettingLine[]): string[] {
  const counts = new Map<string, number>();
  for (const line of lines.filter((candidate) => !candidate.isAlternate)) counts.set(sideOf(line), (counts.get(sideOf(line)) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > 1).map(([side]) => side);
}
