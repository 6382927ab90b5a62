import { describe, expect, it } from 'vitest';
import { loadFile, realPayload, servedLines, sidesWithTwoPoints } from './helpers/real-lines.ts';
import { useSportsApp } from './helpers/use-test-app.ts';

/** Bookmaker names (ADR 044) on real payloads (server/test/fixtures/real/SOURCES.md and lines/SOURCES.md), loaded as the refresh command loads files. */
// Nothing loaded at start: the files are the league's only data.
const t = useSportsApp({ loadOnEmpty: false });

describe('one book under two names (ESPN "Draft Kings", The Odds API "DraftKings")', () => {
  it('serves one DraftKings per game, market and side, and counts no unknown book among the nine', async () => {
    // Week 15 of 2025 as ESPN priced it and The Odds API's nine books of the same Sunday games.
    await loadFile(t, 'espn', realPayload('espn-nfl-2025-wk15-live-and-priced.json'), new Date('2025-12-12T02:00:00Z'));
    const counts = await loadFile(t, 'odds-api', realPayload('lines/odds-api-nfl-2025-12-12-three-games.json'), new Date('2025-12-12T03:00:00Z'));
    expect(counts?.unknownBooks).toEqual([]);
    const lines = await servedLines(t);
    const books = [...new Set(lines.map((line) => line.bookmaker))].sort();
    expect(books).toEqual(['BetMGM', 'BetOnline.ag', 'BetRivers', 'BetUS', 'Bovada', 'DraftKings', 'FanDuel', 'LowVig.ag', 'MyBookie.ag']);
    expect(sidesWithTwoPoints(lines)).toEqual([]);
    const draftKings = lines.filter((line) => line.bookmaker === 'DraftKings' && line.matchup === 'Baltimore Ravens @ Cincinnati Bengals').map((line) => `${line.description} ${line.odds}`);
    expect(draftKings.sort()).toEqual(['Baltimore Ravens -2.5 -115', 'Baltimore Ravens ML -148', 'Cincinnati Bengals +2.5 -105', 'Cincinnati Bengals ML 124', 'Over 51.5 -112', 'Under 51.5 -108']);
  });
});
