import { realPayload } from './real-lines.ts';

/**
 * ESPN's real 2025 week-12 NFL scoreboard taken before kick-off (fixtures/real/lines/SOURCES.md), then the week's later
 * snapshots derived from it (ours: a flipped favourite, the game in play, the game over), as JSON to load as files.
 */
const ATL_NO = '401772889';
const PIT_CHI = '401772780';

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

export const pregame = (): Scoreboard => realPayload('lines/espn-nfl-2025-wk12-pregame.json') as Scoreboard;

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
export const flipped = (): Scoreboard =>
  withEvent(pregame(), ATL_NO, (event) => priced(event, { home: ['+1.5', '-110'], away: ['-1.5', '-110'], total: ['39.5', '-110', '-110'], money: [-105, -115] }));

/** Sunday 17:50 ET: Atlanta at New Orleans in its 2nd quarter, 10-7, priced in play at ATL -3.5; Pittsburgh at Chicago over. */
export const inPlay = (): Scoreboard => {
  const board = withEvent(flipped(), ATL_NO, (event) => {
    scored(event, 'in', 7, 10);
    priced(event, { home: ['+3.5', '-105'], away: ['-3.5', '-115'], total: ['44.5', '-110', '-110'], money: [160, -190] });
  });
  return withEvent(board, PIT_CHI, (event) => scored(event, 'post', 31, 28));
};

/** Monday: Atlanta at New Orleans over, 24-10 to Atlanta (our score, for the replay). */
export const final = (): Scoreboard => withEvent(inPlay(), ATL_NO, (event) => scored(event, 'post', 10, 24));
