import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng, type Rng } from '../random.ts';
import type { LiveGameState } from './live-game-state.ts';
import { nextPlay, pauseGame, resumeGame, startGame, toSimulatedGame } from './live-game.ts';
import type { Rosters } from './rosters.ts';

const rosters: Rosters = {
  Chiefs: { QB: ['Patrick Mahomes'], RB: ['Isiah Pacheco'], WR: ['Rashee Rice'], CB: ['Trent McDuffie'] },
};

/** Every state from kickoff to the final whistle. */
function playOut(rng: Rng, withRosters: boolean): LiveGameState[] {
  const states = [startGame('Chiefs', 'Bills')];
  for (let tick = 0; tick < 400; tick++) {
    const last = states[states.length - 1];
    if (!last || last.isOver) break;
    states.push(nextPlay(last, withRosters ? rosters : {}, rng));
  }
  return states;
}

describe('startGame (docs/product/simulator.md)', () => {
  it('starts at 0-0 in Q1 with 15:00 on the clock, empty lists, running', () => {
    expect(startGame(' Chiefs ', 'Bills')).toEqual({
      homeTeam: 'Chiefs',
      awayTeam: 'Bills',
      homeScore: 0,
      awayScore: 0,
      quarter: 1,
      clock: 900,
      possession: 'away',
      plays: [],
      events: [],
      running: true,
      isOver: false,
    });
  });

  it('needs both teams', () => {
    expect(() => startGame('', 'Bills')).toThrow('Please select both home and away teams');
    expect(() => startGame('Chiefs', '  ')).toThrow(RangeError);
    expect(() => startGame('Chiefs', 'Chiefs')).toThrow(RangeError);
  });
});

describe('nextPlay (docs/product/simulator.md)', () => {
  it('keeps the clock in 0..900, the lists at 20 plays and 10 events, and scores by the TOUCHDOWN rule', () => {
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), (seed, withRosters) => {
        const states = playOut(createRng(seed), withRosters);
        for (let i = 1; i < states.length; i++) {
          const before = states[i - 1];
          const after = states[i];
          if (!before || !after) throw new Error('missing state');
          expect(after.clock).toBeGreaterThanOrEqual(0);
          expect(after.clock).toBeLessThanOrEqual(900);
          expect(after.plays.length).toBeLessThanOrEqual(20);
          expect(after.events.length).toBeLessThanOrEqual(10);
          const play = after.plays[0];
          if (!play) throw new Error('no play recorded');
          // The clock dropped 10-29 s (to no less than 0:00) in the quarter the play was in.
          expect(play.quarter).toBe(before.quarter);
          expect(before.clock - play.clock).toBeLessThanOrEqual(29);
          if (play.clock > 0) expect(before.clock - play.clock).toBeGreaterThanOrEqual(10);
          // TOUCHDOWN: +6 to the team in brackets; a good field goal: +3; nothing else scores.
          const team = /^\[([^\]]+)\]/.exec(play.text)?.[1];
          const points = play.text.includes('TOUCHDOWN') ? 6 : play.text.endsWith('field goal is GOOD') ? 3 : 0;
          expect(after.homeScore - before.homeScore).toBe(team === 'Chiefs' ? points : 0);
          expect(after.awayScore - before.awayScore).toBe(team === 'Bills' ? points : 0);
        }
        const final = states[states.length - 1];
        expect(final).toMatchObject({ quarter: 4, clock: 0, running: false, isOver: true });
        expect(final?.events[0]?.text).toMatch(/^End of Q4\. Final: Chiefs \d+, Bills \d+$/);
      }),
      { numRuns: 20 },
    );
  });

  it('starts the next quarter at 15:00 when the clock reaches 0:00 in Q1-Q3', () => {
    const nearEnd: LiveGameState = { ...startGame('Chiefs', 'Bills'), quarter: 2, clock: 9 };
    const after = nextPlay(nearEnd, {}, createRng(1));
    expect(after).toMatchObject({ quarter: 3, clock: 900, running: true, isOver: false });
    expect(after.plays[0]).toMatchObject({ quarter: 2, clock: 0 });
    expect(after.events[0]).toMatchObject({
      kind: 'quarter',
      text: 'End of Q2. Q3 starts at 15:00',
      quarter: 2,
      clock: 0,
    });
  });

  it('ends the game at 0:00 in Q4 and then stays put', () => {
    const nearEnd: LiveGameState = { ...startGame('Chiefs', 'Bills'), quarter: 4, clock: 5 };
    const over = nextPlay(nearEnd, {}, createRng(2));
    expect(over).toMatchObject({ quarter: 4, clock: 0, running: false, isOver: true });
    expect(nextPlay(over, {}, createRng(3))).toBe(over);
    expect(resumeGame(over)).toBe(over);
  });

  it('keeps the newest 20 plays first', () => {
    const states = playOut(createRng(7), true);
    const [before, after] = [states[39], states[40]];
    expect(after?.plays).toHaveLength(20);
    expect(after?.plays.slice(1)).toEqual(before?.plays.slice(0, 19));
  });

  it('does not change the state it is given, and repeats for the same seed', () => {
    const start = startGame('Chiefs', 'Bills');
    const copy = structuredClone(start);
    const a = nextPlay(start, rosters, createRng(5));
    expect(start).toEqual(copy);
    expect(nextPlay(start, rosters, createRng(5))).toEqual(a);
  });

  it('plays nothing while paused; resume carries on', () => {
    const paused = pauseGame(startGame('Chiefs', 'Bills'));
    expect(paused.running).toBe(false);
    expect(nextPlay(paused, {}, createRng(1))).toBe(paused);
    const resumed = resumeGame(paused);
    expect(resumed.running).toBe(true);
    expect(nextPlay(resumed, {}, createRng(1)).plays).toHaveLength(1);
  });

  it("gives the simulated game record (docs/product/simulator.md) with the clock as m:ss", () => {
    const state: LiveGameState = { ...startGame('Chiefs', 'Bills'), homeScore: 7, quarter: 3, clock: 425 };
    expect(toSimulatedGame(state)).toEqual({
      homeTeam: 'Chiefs',
      awayTeam: 'Bills',
      homeScore: 7,
      awayScore: 0,
      quarter: 3,
      timeRemaining: '7:05',
    });
  });
});
