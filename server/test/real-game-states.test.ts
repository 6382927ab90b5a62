import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gameHubLeagueResponseSchema, liveBettingLinesResponseSchema, liveGamesResponseSchema, type HubGame } from '@playbook/contracts';
import { games } from '../src/db/sports-schema.ts';
import { createRealPayloadApp, realPayload, type RealPayloadApp } from './helpers/real-payload-app.ts';

/**
 * The source's game states (ADR 045) on ESPN's real 2025 week-15 events (ATL at TB live in the 2nd quarter, three games priced by
 * Draft Kings). ESPN's other states are written over the real events' status blocks: no public scoreboard with a
 * rain delay, a postponement or a suspension could be found, so the status blocks are ESPN's documented shapes.
 */
interface EspnStatusType {
  name: string;
  state: 'pre' | 'in' | 'post';
  completed: boolean;
  detail: string;
}
interface Event {
  id: string;
  shortName: string;
  status: { type: EspnStatusType; displayClock?: string; period?: number };
}

const NOW = new Date('2025-12-11T22:00:00Z');
const STATUS: Record<string, EspnStatusType> = {
  rainDelay: { name: 'STATUS_RAIN_DELAY', state: 'in', completed: false, detail: 'Rain Delay' },
  postponed: { name: 'STATUS_POSTPONED', state: 'post', completed: false, detail: 'Postponed' },
  canceled: { name: 'STATUS_CANCELED', state: 'post', completed: false, detail: 'Canceled' },
  suspended: { name: 'STATUS_SUSPENDED', state: 'post', completed: false, detail: 'Suspended' },
  halftime: { name: 'STATUS_HALFTIME', state: 'in', completed: false, detail: 'Halftime' },
  endPeriod: { name: 'STATUS_END_PERIOD', state: 'in', completed: false, detail: 'End of 3rd Quarter' },
  finalOvertime: { name: 'STATUS_FINAL_OVERTIME', state: 'post', completed: true, detail: 'Final/OT' },
};

/** The real events with the given games' status types replaced (by short name, e.g. "ATL @ TB"). */
function eventsWith(statuses: Record<string, EspnStatusType>): Event[] {
  return realPayload<Event[]>('espn-nfl-2025-wk15-live-and-priced.json').map((event) => {
    const type = statuses[event.shortName];
    return type ? { ...event, status: { ...event.status, type } } : event;
  });
}

let t: RealPayloadApp;
beforeAll(async () => {
  t = await createRealPayloadApp(NOW);
});
afterAll(() => t.close());

async function hubGames(): Promise<Map<string, HubGame>> {
  const hub = gameHubLeagueResponseSchema.parse((await t.get('/api/gamehub/NFL')).json());
  return new Map(hub.data.schedule.map((game) => [`${game.awayTeam} at ${game.homeTeam}`, game]));
}

const ATL_TB = 'Atlanta Falcons at Tampa Bay Buccaneers';
const CLE_CHI = 'Cleveland Browns at Chicago Bears';
const BAL_CIN = 'Baltimore Ravens at Cincinnati Bengals';
const LAC_KC = 'Los Angeles Chargers at Kansas City Chiefs';

describe('game states from ESPN reach the game hub, the slate and the stored games', () => {
  it('serves the real live game as it is, with nothing more to say', async () => {
    await t.load('espn', 'NFL', eventsWith({}));
    const game = (await hubGames()).get(ATL_TB);
    expect(game).toMatchObject({ status: 'live', statusDetail: null, period: 2, timeRemaining: '7:18' });
  });

  it('a rain delay is a stopped live game, a postponed or canceled game is no longer priced, a suspended one is not final', async () => {
    await t.load('espn', 'NFL', eventsWith({ 'ATL @ TB': STATUS.rainDelay!, 'CLE @ CHI': STATUS.postponed!, 'BAL @ CIN': STATUS.canceled!, 'LAC @ KC': STATUS.suspended! }));
    const hub = await hubGames();
    expect(hub.get(ATL_TB)).toMatchObject({ status: 'live', statusDetail: 'delayed', period: 2, timeRemaining: null });
    expect(hub.get(CLE_CHI)).toMatchObject({ status: 'scheduled', statusDetail: 'postponed', odds: null });
    expect(hub.get(BAL_CIN)).toMatchObject({ status: 'scheduled', statusDetail: 'canceled', odds: null });
    expect(hub.get(LAC_KC)).toMatchObject({ status: 'live', statusDetail: 'suspended' });

    // The slate's games say the same; the called-off games' prices leave the current lines (they stay stored).
    const slate = liveGamesResponseSchema.parse((await t.get('/api/live/games')).json());
    expect(Object.fromEntries(slate.games.map((game) => [`${game.awayTeam} at ${game.homeTeam}`, game.statusDetail]))).toMatchObject({
      [CLE_CHI]: 'postponed',
      [BAL_CIN]: 'canceled',
      [LAC_KC]: 'suspended',
    });
    const lines = liveBettingLinesResponseSchema.parse((await t.get('/api/live/betting-lines')).json()).lines;
    expect(lines.length).toBe(0);

    const stored = await t.app.db.select({ sourceId: games.sourceId, status: games.status, statusDetail: games.statusDetail }).from(games).where(eq(games.league, 'NFL'));
    expect(stored.map((game) => game.statusDetail).sort()).toEqual(['canceled', 'delayed', 'postponed', 'suspended']);
  });

  it('a game back on schedule is priced again; halftime, the end of a period and an overtime final are said', async () => {
    await t.load('espn', 'NFL', eventsWith({ 'ATL @ TB': STATUS.halftime!, 'LAC @ KC': STATUS.endPeriod!, 'BAL @ CIN': STATUS.finalOvertime! }));
    const hub = await hubGames();
    expect(hub.get(ATL_TB)).toMatchObject({ status: 'live', statusDetail: 'halftime', timeRemaining: null });
    expect(hub.get(LAC_KC)).toMatchObject({ status: 'live', statusDetail: 'end_of_period' });
    expect(hub.get(BAL_CIN)).toMatchObject({ status: 'finished', statusDetail: 'overtime' });
    expect(hub.get(CLE_CHI)).toMatchObject({ status: 'scheduled', statusDetail: null });
    expect(hub.get(CLE_CHI)?.odds).not.toBeNull();
  });
});
