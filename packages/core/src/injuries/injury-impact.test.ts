import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Injury } from './injury.ts';
import {
  INJURY_IMPACT_SCALE,
  INJURY_SCORE_PENALTY,
  injuryAssessment,
  injuryImpact,
  injuryScorePenalty,
} from './injury-impact.ts';

function injury(position: string, injuryStatus: string, playerName = `${position} player`): Injury {
  return { playerName, position, teamName: 'Team', injuryStatus };
}

describe('injuryImpact (spec 1 §9, spec 3 §4)', () => {
  it('states the scale and penalties', () => {
    expect(INJURY_IMPACT_SCALE).toEqual({ low: 0, medium: 5, high: 10 });
    expect(INJURY_SCORE_PENALTY).toEqual({ medium: -0.05, high: -0.15 });
    expect(injuryScorePenalty('low')).toBe(0);
    expect(injuryScorePenalty('medium')).toBe(-0.05);
    expect(injuryScorePenalty('high')).toBe(-0.15);
  });

  it('is high with two key players out, or the QB out', () => {
    expect(injuryImpact([injury('WR', 'Out'), injury('CB', 'IR')])).toBe('high');
    expect(injuryImpact([injury('QB', 'Out')])).toBe('high');
    expect(injuryImpact([injury('qb', 'Injured Reserve')])).toBe('high');
  });

  it('is medium with exactly one key player out, or three key players questionable or doubtful', () => {
    expect(injuryImpact([injury('RB', 'Out')])).toBe('medium');
    expect(injuryImpact([injury('RB', 'Questionable'), injury('TE', 'Doubtful'), injury('LB', 'Questionable')])).toBe('medium');
  });

  it('is low otherwise', () => {
    expect(injuryImpact([])).toBe('low');
    expect(injuryImpact([injury('RB', 'Questionable'), injury('TE', 'Doubtful')])).toBe('low');
    expect(injuryImpact([injury('K', 'Out'), injury('P', 'Out'), injury('QB', 'Probable')])).toBe('low');
    expect(injuryImpact([injury('QB', 'Questionable')])).toBe('low');
  });

  it('notes each key player out, then each questionable', () => {
    const assessment = injuryAssessment([
      injury('TE', 'Doubtful', 'Tight End'),
      injury('K', 'Out', 'Kicker'),
      injury('qb', 'Out', 'Quarter Back'),
    ]);
    expect(assessment).toEqual({
      impact: 'high',
      keyPlayersOut: 1,
      keyPlayersQuestionable: 1,
      notes: ['Quarter Back (QB): Out', 'Tight End (TE): Doubtful'],
    });
  });

  it('never falls when another key player is ruled out', () => {
    const status = fc.constantFrom('Out', 'IR', 'Questionable', 'Doubtful', 'Probable');
    const position = fc.constantFrom('QB', 'RB', 'WR', 'K', 'CB', 'OL');
    const list = fc.array(fc.tuple(position, status).map(([p, s]) => injury(p, s)), { maxLength: 8 });
    fc.assert(
      fc.property(list, position, (injuries, extra) => {
        const before = INJURY_IMPACT_SCALE[injuryImpact(injuries)];
        const after = INJURY_IMPACT_SCALE[injuryImpact([...injuries, injury(extra, 'Out')])];
        return after >= before;
      }),
    );
  });
});
