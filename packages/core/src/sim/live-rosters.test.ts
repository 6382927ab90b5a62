import { describe, expect, it } from 'vitest';
import { liveRosterPosition, liveRostersFrom } from './live-rosters.ts';

describe('liveRostersFrom (docs/product/simulator.md player rosters)', () => {
  it('groups the seven named positions by team, folding feed aliases in', () => {
    const rosters = liveRostersFrom([
      {
        teamName: 'Kansas City Chiefs',
        players: [
          { name: 'Patrick Mahomes', position: 'QB' },
          { name: 'Isiah Pacheco', position: 'rb' },
          { name: 'Justin Reid', position: 'SS' },
          { name: 'Nick Bolton', position: 'ILB' },
          { name: 'Harrison Butker', position: 'K' },
          { name: '  ', position: 'WR' },
        ],
      },
      { teamName: 'Buffalo Bills', players: [] },
    ]);
    expect(rosters).toEqual({
      'Kansas City Chiefs': { QB: ['Patrick Mahomes'], RB: ['Isiah Pacheco'], S: ['Justin Reid'], LB: ['Nick Bolton'] },
      'Buffalo Bills': {},
    });
  });

  it('knows the positions and leaves the rest out', () => {
    expect(liveRosterPosition(' de ')).toBe('DE');
    expect(liveRosterPosition('EDGE')).toBe('DE');
    expect(liveRosterPosition('OT')).toBeUndefined();
  });
});
