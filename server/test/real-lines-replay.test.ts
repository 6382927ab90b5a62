import { gameHubLeagueResponseSchema, lineHistoryResponseSchema, type HubGame, type LineHistoryResponse, type LiveBettingLine } from '@playbook/contracts';
import { describe, expect, it } from 'vitest';
import { final, flipped, inPlay, pregame } from './helpers/espn-week-12.ts';
import { loadFile, servedLines, sidesWithTwoPoints } from './helpers/real-lines.ts';
import { useSportsApp } from './helpers/use-test-app.ts';

/**
 * Moved lines and bookmaker names (ADR 044) replayed on real payloads (server/test/fixtures/real/lines/SOURCES.md): ESPN's 2025 week-12
 * NFL scoreboard taken before kick-off, then later snapshots of the same week derived from it (a moved point and a
 * flipped favourite, the game in play, the game over), each loaded as `npm run refresh -- --source … --file …` loads
 * it, and the served state read back over HTTP after each.
 */
// Nothing loaded at start: the files are the league's only data.
const t = useSportsApp({ loadOnEmpty: false });

// ---- What is served ----

const hubGames = async (): Promise<HubGame[]> => gameHubLeagueResponseSchema.parse((await t.get('/api/gamehub/nfl')).json()).data.schedule;
const historyOf = async (id: string): Promise<LineHistoryResponse> => lineHistoryResponseSchema.parse((await t.get(`/api/lines/${id}/history`)).json());

const atlNo = (lines: readonly LiveBettingLine[]) => lines.filter((line) => line.matchup === 'Atlanta Falcons @ New Orleans Saints').map((line) => `${line.description} ${line.odds}`);
const hubGame = async (matchup: string) => (await hubGames()).find((game) => `${game.awayTeam} @ ${game.homeTeam}` === matchup);

describe('replay of one real week: before kick-off, a moved line, in play, final', () => {
  const ids: Record<string, string> = {};

  it('before kick-off: one current line per book, market and side, as ESPN priced the week', async () => {
    await loadFile(t, 'espn', pregame(), new Date('2025-11-20T12:00:00Z'));
    const lines = await servedLines(t);
    expect(sidesWithTwoPoints(lines)).toEqual([]);
    expect(new Set(lines.map((line) => line.bookmaker))).toEqual(new Set(['ESPN BET']));
    expect(atlNo(lines).sort()).toEqual(['Atlanta Falcons +1.5 -105', 'Atlanta Falcons ML 110', 'New Orleans Saints -1.5 -115', 'New Orleans Saints ML -130', 'Over 38.5 -115', 'Under 38.5 -105']);
    const noSpread = lines.find((line) => line.description === 'New Orleans Saints -1.5');
    ids.noMinus = noSpread?.id ?? '';
    expect(await hubGame('Atlanta Falcons @ New Orleans Saints')).toMatchObject({ status: 'scheduled', awayScore: null, odds: { spread: { points: -1.5, home: -115, away: -105 } } });
  });

  it('a moved point and a flipped favourite supersede the old lines, which keep their history and leave every served price', async () => {
    const counts = await loadFile(t, 'espn', flipped(), new Date('2025-11-22T12:00:00Z'));
    expect(counts).toMatchObject({ supersededLines: 4, withdrawnLines: 0, unknownBooks: [] });
    const lines = await servedLines(t);
    expect(sidesWithTwoPoints(lines)).toEqual([]);
    expect(atlNo(lines).sort()).toEqual(['Atlanta Falcons -1.5 -110', 'Atlanta Falcons ML -115', 'New Orleans Saints +1.5 -110', 'New Orleans Saints ML -105', 'Over 39.5 -110', 'Under 39.5 -110']);
    // The game hub shows the book's new line, not the old favourite.
    expect(await hubGame('Atlanta Falcons @ New Orleans Saints')).toMatchObject({ odds: { spread: { points: 1.5, home: -110, away: -110 }, total: { points: 39.5 } } });

    const old = await historyOf(ids.noMinus ?? '');
    expect(old.line).toMatchObject({ lineValue: -1.5, active: false, latestOdds: -115, closingOdds: null });
    const current = lines.find((line) => line.description === 'New Orleans Saints +1.5');
    ids.atlMinus = lines.find((line) => line.description === 'Atlanta Falcons -1.5')?.id ?? '';
    const moved = await historyOf(current?.id ?? '');
    expect(moved.line).toMatchObject({ lineValue: 1.5, active: true, closingOdds: -110 });
    // The side's history shows the point move as a move: -1.5 at -115, then +1.5 at -110.
    expect(moved.history.map((point) => [point.lineValue, point.americanOdds])).toEqual([
      [-1.5, -115],
      [1.5, -110],
    ]);
  });

  it('in play: the game is live with its score; a point moved after kick-off leaves the close with the line current at kick-off', async () => {
    await loadFile(t, 'espn', inPlay(), new Date('2025-11-23T22:50:00Z'));
    expect(await hubGame('Atlanta Falcons @ New Orleans Saints')).toMatchObject({ status: 'live', period: 2, awayScore: 10, homeScore: 7 });
    expect(await hubGame('Pittsburgh Steelers @ Chicago Bears')).toMatchObject({ status: 'finished', awayScore: 28, homeScore: 31 });
    const lines = await servedLines(t);
    expect(sidesWithTwoPoints(lines)).toEqual([]);
    // Only games still to start are on the slate.
    expect(atlNo(lines)).toEqual([]);
    const atKickoff = await historyOf(ids.atlMinus ?? '');
    expect(atKickoff.line).toMatchObject({ lineValue: -1.5, active: false, closingOdds: -110 });
    expect(atKickoff.history.map((point) => [point.lineValue, point.americanOdds])).toEqual([
      [1.5, -105],
      [-1.5, -110],
      [-3.5, -115],
    ]);
  });

  it('final: the score and status are final, the closes are those of the lines current at kick-off', async () => {
    await loadFile(t, 'espn', final(), new Date('2025-11-24T12:00:00Z'));
    expect(await hubGame('Atlanta Falcons @ New Orleans Saints')).toMatchObject({ status: 'finished', awayScore: 24, homeScore: 10 });
    const atKickoff = await historyOf(ids.atlMinus ?? '');
    expect(atKickoff.line).toMatchObject({ lineValue: -1.5, closingOdds: -110 });
    const before = await historyOf(ids.noMinus ?? '');
    expect(before.line).toMatchObject({ lineValue: -1.5, active: false, closingOdds: null });
  });
});
