import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Injury } from './injury.ts';
import {
  HIGH_IMPACT_WEIGHT,
  INJURY_IMPACT_SCALE,
  INJURY_SCORE_PENALTY,
  injuryAssessment,
  injuryImpact,
  injuryScorePenalty,
  pairInjuryAssessments,
} from './injury-impact.ts';

const REPORT = '2025-10-24T15:00:00.000Z';
const TEN_DAYS_EARLIER = '2025-10-14T15:00:00.000Z';

function injury(position: string, injuryStatus: string, playerName = `${position} player`, lastReported: string | null = REPORT): Injury {
  return { playerName, position, teamName: 'Team', injuryStatus, lastReported };
}

describe('injuryImpact (docs/product/dashboard.md, ADR 004)', () => {
  it('states the scale and penalties', () => {
    expect(INJURY_IMPACT_SCALE).toEqual({ low: 0, medium: 5, high: 10 });
    expect(INJURY_SCORE_PENALTY).toEqual({ medium: -0.05, high: -0.15 });
    expect(injuryScorePenalty('low')).toBe(0);
    expect(injuryScorePenalty('medium')).toBe(-0.05);
    expect(injuryScorePenalty('high')).toBe(-0.15);
  });

  it('is high when the QB is newly out, or new key absences weigh 3 or more', () => {
    expect(HIGH_IMPACT_WEIGHT).toBe(3);
    expect(injuryImpact([injury('QB', 'Out')])).toBe('high');
    expect(injuryImpact([injury('qb', 'Injured Reserve')])).toBe('high');
    expect(injuryImpact([injury('WR', 'Out'), injury('CB', 'IR'), injury('TE', 'Out')])).toBe('high');
    expect(injuryImpact([injury('WR', 'Out'), injury('CB', 'Out'), injury('G', 'Out'), injury('DT', 'Out')])).toBe('high');
  });

  it('is medium with any new key absence below that, or three key players questionable or doubtful', () => {
    // Two key players out was high under the first rule (docs/product/dashboard.md); ADR 004 makes it medium.
    expect(injuryImpact([injury('WR', 'Out'), injury('CB', 'IR')])).toBe('medium');
    expect(injuryImpact([injury('RB', 'Out')])).toBe('medium');
    expect(injuryImpact([injury('G', 'Out')])).toBe('medium');
    expect(injuryImpact([injury('RB', 'Questionable'), injury('TE', 'Doubtful'), injury('LB', 'Questionable')])).toBe('medium');
  });

  it('is low otherwise', () => {
    expect(injuryImpact([])).toBe('low');
    expect(injuryImpact([injury('RB', 'Questionable'), injury('TE', 'Doubtful')])).toBe('low');
    expect(injuryImpact([injury('K', 'Out'), injury('P', 'Out'), injury('QB', 'Probable')])).toBe('low');
    expect(injuryImpact([injury('QB', 'Questionable')])).toBe('low');
  });

  it('does not count again an absence a week or more old: the season statistics already carry it', () => {
    const established = [
      injury('QB', 'Injured Reserve', 'Starter', TEN_DAYS_EARLIER),
      injury('WR', 'Out', 'Receiver', TEN_DAYS_EARLIER),
      injury('CB', 'Out', 'Corner', TEN_DAYS_EARLIER),
      injury('RB', 'Probable', 'Back', REPORT),
    ];
    expect(injuryImpact(established)).toBe('low');
    expect(injuryImpact([...established, injury('TE', 'Out', 'Tight End', REPORT)])).toBe('medium');
    // Judged against a later report date, even this week's absences are old news.
    expect(injuryImpact([injury('QB', 'Out')], { asOf: Date.parse('2025-11-01T15:00:00Z') })).toBe('low');
    // Questionable and doubtful players are this week's question whatever the date.
    const questionable = ['RB', 'TE', 'LB'].map((p) => injury(p, 'Questionable', p, TEN_DAYS_EARLIER));
    expect(injuryImpact([...questionable, injury('S', 'Probable')])).toBe('medium');
  });

  it('judges both teams of a game against the newer of their reports', () => {
    const oldQuarterback = [injury('QB', 'Injured Reserve', 'Starter', TEN_DAYS_EARLIER)];
    const fresh = [injury('WR', 'Questionable')];
    expect(pairInjuryAssessments(oldQuarterback, fresh).team1.impact).toBe('low');
    expect(pairInjuryAssessments(oldQuarterback, fresh, null).team1.impact).toBe('high');
    expect(pairInjuryAssessments().team2.impact).toBe('low');
  });

  it('notes each key player newly out, then each questionable', () => {
    const assessment = injuryAssessment([
      injury('TE', 'Doubtful', 'Tight End'),
      injury('K', 'Out', 'Kicker'),
      injury('qb', 'Out', 'Quarter Back'),
      injury('WR', 'Injured Reserve', 'Old Receiver', TEN_DAYS_EARLIER),
    ]);
    expect(assessment).toEqual({
      impact: 'high',
      keyPlayersOut: 1,
      keyPlayersQuestionable: 1,
      notes: ['Quarter Back (QB): Out', 'Tight End (TE): Doubtful'],
    });
  });

  it('never falls, against one report date, when another key player is ruled out', () => {
    const asOf = Date.parse(REPORT);
    const status = fc.constantFrom('Out', 'IR', 'Questionable', 'Doubtful', 'Probable');
    const position = fc.constantFrom('QB', 'RB', 'WR', 'K', 'CB', 'OL');
    const reported = fc.constantFrom(REPORT, TEN_DAYS_EARLIER, null);
    const list = fc.array(fc.tuple(position, status, reported).map(([p, s, r]) => injury(p, s, p, r)), { maxLength: 8 });
    fc.assert(
      fc.property(list, position, (injuries, extra) => {
        const before = INJURY_IMPACT_SCALE[injuryImpact(injuries, { asOf })];
        const after = INJURY_IMPACT_SCALE[injuryImpact([...injuries, injury(extra, 'Out')], { asOf })];
        return after >= before;
      }),
    );
  });
});
