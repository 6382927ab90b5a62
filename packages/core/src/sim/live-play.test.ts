import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '../random.ts';
import { generatePlay, LIVE_PLAY_KINDS, LIVE_PLAY_WEIGHTS, pickPlayKind, type GeneratedPlay } from './live-play.ts';
import type { Rosters } from './rosters.ts';

const rosters: Rosters = {
  Chiefs: {
    QB: ['Patrick Mahomes'],
    RB: ['Isiah Pacheco'],
    WR: ['Rashee Rice'],
    CB: ['Trent McDuffie'],
    LB: ['Nick Bolton'],
  },
  Bills: { QB: ['Josh Allen'], RB: ['James Cook'], WR: ['Khalil Shakir'], S: ['Taylor Rapp'], DE: ['Greg Rousseau'] },
};

function manyPlays(offence: string, defence: string, count: number, seed: number): GeneratedPlay[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, () => generatePlay(offence, defence, rosters, rng));
}

/** The yards a gain or kick went, read from the play text. */
function distance(play: GeneratedPlay): number {
  const match = /(\d+)(?:-yard| yards?)/.exec(play.text);
  if (!match) throw new Error(`no distance in "${play.text}"`);
  return Number(match[1]);
}

const ofKind = (plays: GeneratedPlay[], ...kinds: string[]) => plays.filter((p) => kinds.includes(p.kind));

describe('generatePlay (docs/product/simulator.md)', () => {
  it('picks among rush, pass, incomplete, punt, field goal, touchdown pass and rush, interception, fumble', () => {
    expect(LIVE_PLAY_KINDS).toHaveLength(9);
    expect(LIVE_PLAY_KINDS.reduce((sum, kind) => sum + LIVE_PLAY_WEIGHTS[kind], 0)).toBe(1000);
    const rng = createRng(1);
    const counts = new Map<string, number>();
    for (let i = 0; i < 20_000; i++) {
      const kind = pickPlayKind(rng);
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
    for (const kind of LIVE_PLAY_KINDS) {
      const share = (counts.get(kind) ?? 0) / 20_000;
      expect(Math.abs(share - LIVE_PLAY_WEIGHTS[kind] / 1000)).toBeLessThan(0.012);
    }
  });

  it('opens every text with the offence in brackets; TOUCHDOWN scores 6, a GOOD field goal 3', () => {
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), (seed, homeHasRoster) => {
        const offence = homeHasRoster ? 'Chiefs' : 'Jets';
        const play = generatePlay(offence, 'Bills', rosters, createRng(seed));
        expect(play.text.startsWith(`[${offence}] `)).toBe(true);
        const expected = play.text.includes('TOUCHDOWN') ? 6 : / field goal is GOOD$/.test(play.text) ? 3 : 0;
        expect(play.points).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('gains 1 to 25 yards with a roster and 1 to 15 without', () => {
    const gains = (team: string) =>
      ofKind(manyPlays(team, 'Bills', 3000, 2), 'rush', 'pass', 'touchdownPass', 'touchdownRush').map(distance);
    const named = gains('Chiefs');
    const generic = gains('Jets');
    expect(Math.min(...named)).toBe(1);
    expect(Math.max(...named)).toBe(25);
    expect(Math.min(...generic)).toBe(1);
    expect(Math.max(...generic)).toBe(15);
  });

  it('punts 35 to 54 yards and tries field goals from 25 to 49 yards, 70% good', () => {
    const plays = manyPlays('Chiefs', 'Bills', 40_000, 3);
    const punts = ofKind(plays, 'punt').map(distance);
    expect([Math.min(...punts), Math.max(...punts)]).toEqual([35, 54]);
    const kicks = ofKind(plays, 'fieldGoal');
    const lengths = kicks.map(distance);
    expect([Math.min(...lengths), Math.max(...lengths)]).toEqual([25, 49]);
    const good = kicks.filter((k) => k.fieldGoalGood).length / kicks.length;
    expect(good).toBeGreaterThan(0.66);
    expect(good).toBeLessThan(0.74);
  });

  it('names roster players, and uses generic text for a team without a roster', () => {
    const named = manyPlays('Chiefs', 'Bills', 400, 4);
    expect(ofKind(named, 'rush')[0]?.text).toMatch(/^\[Chiefs\] Isiah Pacheco rushes for \d+ yards?$/);
    expect(ofKind(named, 'touchdownPass')[0]?.text).toMatch(
      /^\[Chiefs\] TOUCHDOWN! Patrick Mahomes pass to Rashee Rice for \d+ yards?$/,
    );
    expect(ofKind(named, 'interception')[0]?.text).toBe(
      '[Chiefs] Patrick Mahomes pass INTERCEPTED by Taylor Rapp (Bills)',
    );
    const generic = manyPlays('Jets', 'Dolphins', 400, 4);
    expect(ofKind(generic, 'rush')[0]?.text).toMatch(/^\[Jets\] Rush for \d+ yards?$/);
    expect(ofKind(generic, 'fumble')[0]?.text).toBe('[Jets] FUMBLE, recovered by Dolphins');
  });

  it('hands the ball over after kicks, scores and turnovers only', () => {
    for (const play of manyPlays('Chiefs', 'Bills', 500, 5)) {
      expect(play.possessionChanges).toBe(!['rush', 'pass', 'incomplete'].includes(play.kind));
      expect(play.turnover).toBe(play.kind === 'interception' || play.kind === 'fumble');
    }
  });
});
