import { describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS } from './demo-calendar.ts';
import { weekKickoffs } from './football-kickoffs.ts';
import { FOOTBALL_GAME_MS, gamePhase } from './game-clock.ts';

const TODAY = Date.UTC(2025, 10, 20);

function statusesAt(kickoffs: readonly number[], now: number) {
  const phases = kickoffs.map((kickoff) => gamePhase(kickoff, now, FOOTBALL_GAME_MS).status);
  return { live: phases.filter((s) => s === 'live').length, finished: phases.filter((s) => s === 'finished').length, scheduled: phases.filter((s) => s === 'scheduled').length };
}

describe('weekKickoffs', () => {
  it.each([
    ['NCAA', 62, 2],
    ['NCAA', 56, 2],
    ['NFL', 16, 1],
    ['NFL', 14, 1],
  ] as const)('%s with %i games: at every minute of the day the current week has finished, live (≥ %i) and scheduled games', (league, games, minLive) => {
    const kickoffs = weekKickoffs(league, games, 10, 10, TODAY);
    expect(kickoffs).toHaveLength(games);
    let twoLive = 0;
    for (let now = TODAY; now < TODAY + DAY_MS; now += MINUTE_MS) {
      const { live, finished, scheduled } = statusesAt(kickoffs, now);
      expect(live).toBeGreaterThanOrEqual(minLive);
      expect(finished).toBeGreaterThan(0);
      expect(scheduled).toBeGreaterThan(0);
      if (live >= 2) twoLive++;
    }
    // The NFL has two live games for much of the day too.
    expect(twoLive / (DAY_MS / MINUTE_MS)).toBeGreaterThan(0.4);
  });

  it('puts other weeks on real football days: NFL Thursday, Sunday and Monday nights, college Saturdays', () => {
    const nfl = weekKickoffs('NFL', 16, 9, 10, TODAY).map((t) => new Date(t).getUTCDay());
    expect(nfl.filter((day) => day === 0).length).toBeGreaterThanOrEqual(12); // Sunday
    const ncaa = weekKickoffs('NCAA', 62, 11, 10, TODAY).map((t) => new Date(t).getUTCDay());
    expect(ncaa.filter((day) => day === 6).length / ncaa.length).toBeGreaterThan(0.8); // Saturday (UTC)
  });

  it('keeps past weeks over before today and next week after now', () => {
    for (const league of ['NFL', 'NCAA'] as const) {
      expect(Math.max(...weekKickoffs(league, 16, 9, 10, TODAY)) + FOOTBALL_GAME_MS).toBeLessThanOrEqual(TODAY);
      expect(Math.min(...weekKickoffs(league, 16, 11, 10, TODAY))).toBeGreaterThan(TODAY + DAY_MS);
    }
  });
});
