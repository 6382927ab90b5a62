import { describe, expect, it } from 'vitest';
import { createRng } from '@playbook/core';
import { advanceLog, playOutLog, startLog } from './live-game-log';

describe('live game log', () => {
  it('stamps each new play and event with the time, newest first, as many as the game keeps', () => {
    const rng = createRng(3);
    let log = startLog('Chiefs', 'Bills', 3);
    for (let i = 0; i < 60; i++) log = advanceLog(log, {}, rng, `t${i}`);
    expect(log.playTimes).toHaveLength(20);
    expect(log.playTimes[0]).toBe('t59');
    expect(log.playTimes[19]).toBe('t40');
    expect(log.eventTimes).toHaveLength(log.game.events.length);
    expect(log.game.events.length).toBeGreaterThan(0);
  });

  it('plays a whole game out and replays it from the same seed', () => {
    const once = playOutLog(startLog('Chiefs', 'Bills', 9), {}, createRng(9), 'now');
    const again = playOutLog(startLog('Chiefs', 'Bills', 9), {}, createRng(9), 'now');
    expect(once.game).toMatchObject({ isOver: true, running: false, quarter: 4, clock: 0 });
    expect(again.game).toEqual(once.game);
    expect(once.eventTimes).toHaveLength(once.game.events.length);
  });

  it('leaves a finished game as it is', () => {
    const over = playOutLog(startLog('Chiefs', 'Bills', 1), {}, createRng(1), 'now');
    expect(advanceLog(over, {}, createRng(2), 'later')).toBe(over);
  });
});
