import { gameHubLeagueResponseSchema, lineHistoryResponseSchema, type HubGame, type LineHistoryResponse, type LiveBettingLine } from '@playbook/contracts';
import { describe, expect, it } from 'vitest';
import { loadFile, realPayload, servedLines, sidesWithTwoPoints } from './helpers/real-lines.ts';
import { useSportsApp } from './helpers/use-test-app.ts';

/**
 * Issue 31 items 1 and 2 replayed on real payloads (server/test/fixtures/real/lines/SOURCES.md): ESPN's 2025 week-12
 * NFL scoreboard taken before kick-off, then later snapshots of the same week derived from it (a moved point and a
 * flipped favourite, the game in play, the game over), each loaded as `npm run refresh -- --source … --file …` loads
 * it, and the served state read back over HTTP after each.
 */
// Nothing loaded at start: the files are the league's only data.
const t = useSportsApp({ loadOnEmpty: false });

const ATL_NO = '401772889';
const PIT_CHI = '401772780';
const fixture = (name: string): unknown => realPayload(`lines/${name}`);

// ---- The week's snapshots: the real one, then ours derived from it ----

interface Quote {
  line?: string;
  odds?: string;
}
interface EventJson {
  id: string;
  status: { period: number; displayClock: string; type: { name: string; state: string; completed: boolean; description: string; detail: string; shortDetail: string } };
  competitions: {
    competitors: { homeAway: string; score: string }[];
    odds?: {
      details?: string;
      spread?: number;
      overUnder?: number;
      awayTeamOdds: { moneyLine?: number; spreadOdds?: number; favorite?: boolean };
      homeTeamOdds: { moneyLine?: number; spreadOdds?: number; favorite?: boolean };
      moneyline: Record<'home' | 'away', { close: Quote }>;
      pointSpread: Record<'home' | 'away', { close: Quote }>;
      total: Record<'over' | 'under', { close: Quote }>;
    }[];
  }[];
}
type Scoreboard = { events: EventJson[] };

const pregame = (): Scoreboard => fixture('espn-nfl-2025-wk12-pregame.json') as Scoreboard;

function withEvent(board: Scoreboard, id: string, change: (event: EventJson) => void): Scoreboard {
  const event = board.events.find((candidate) => candidate.id === id);
  if (!event) throw new Error(`event ${id} not in the fixture`);
  change(event);
  return board;
}

/** ESPN BET's latest prices of one game (its 'close' block and the team-level numbers, as the scoreboard holds both). */
function priced(event: EventJson, prices: { home: [string, string]; away: [string, string]; total: [string, string, string]; money: [number, number] }): void {
  const odds = event.competitions[0]?.odds?.[0];
  if (!odds) throw new Error('no odds');
  odds.pointSpread.home.close = { line: prices.home[0], odds: prices.home[1] };
  odds.pointSpread.away.close = { line: prices.away[0], odds: prices.away[1] };
  odds.spread = Number(prices.home[0]);
  odds.homeTeamOdds.spreadOdds = Number(prices.home[1]);
  odds.awayTeamOdds.spreadOdds = Number(prices.away[1]);
  odds.total.over.close = { line: `o${prices.total[0]}`, odds: prices.total[1] };
  odds.total.under.close = { line: `u${prices.total[0]}`, odds: prices.total[2] };
  odds.overUnder = Number(prices.total[0]);
  const american = (price: number): string => (price > 0 ? `+${String(price)}` : String(price));
  odds.moneyline.home.close = { odds: american(prices.money[0]) };
  odds.moneyline.away.close = { odds: american(prices.money[1]) };
  odds.homeTeamOdds.moneyLine = prices.money[0];
  odds.awayTeamOdds.moneyLine = prices.money[1];
}

function scored(event: EventJson, state: 'in' | 'post', home: number, away: number): void {
  const live = state === 'in';
  event.status = {
    period: live ? 2 : 4,
    displayClock: live ? '7:18' : '0:00',
    type: live
      ? { name: 'STATUS_IN_PROGRESS', state, completed: false, description: 'In Progress', detail: '7:18 - 2nd Quarter', shortDetail: '7:18 - 2nd' }
      : { name: 'STATUS_FINAL', state, completed: true, description: 'Final', detail: 'Final', shortDetail: 'Final' },
  };
  for (const competitor of event.competitions[0]?.competitors ?? []) competitor.score = String(competitor.homeAway === 'home' ? home : away);
  // A final scoreboard carries no odds (as ESPN's do); one in play carries the live prices.
  if (!live) delete event.competitions[0]?.odds;
}

/** Saturday: ESPN BET flipped the favourite of Atlanta at New Orleans (NO -1.5 to ATL -1.5) and moved its total 38.5 to 39.5. */
const flipped = (): Scoreboard =>
  withEvent(pregame(), ATL_NO, (event) => priced(event, { home: ['+1.5', '-110'], away: ['-1.5', '-110'], total: ['39.5', '-110', '-110'], money: [-105, -115] }));

/** Sunday 17:50 ET: Atlanta at New Orleans in its 2nd quarter, 10-7, priced in play at ATL -3.5; Pittsburgh at Chicago over. */
const inPlay = (): Scoreboard => {
  const board = withEvent(flipped(), ATL_NO, (event) => {
    scored(event, 'in', 7, 10);
    priced(event, { home: ['+3.5', '-105'], away: ['-3.5', '-115'], total: ['44.5', '-110', '-110'], money: [160, -190] });
  });
  return withEvent(board, PIT_CHI, (event) => scored(event, 'post', 31, 28));
};

/** Monday: Atlanta at New Orleans over, 24-10 to Atlanta (our score, for the replay). */
const final = (): Scoreboard => withEvent(inPlay(), ATL_NO, (event) => scored(event, 'post', 10, 24));

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
