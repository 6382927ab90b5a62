import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gradeLeg, type GameOutcome, type LegResult } from './grade-leg.ts';

const final = (awayScore: number, homeScore: number): GameOutcome => ({ kind: 'final', homeScore, awayScore });

describe('gradeLeg', () => {
  it('grades a moneyline on the winner, and a tie as a push', () => {
    expect(gradeLeg({ market: 'moneyline', pick: 'home', point: null }, final(17, 24))).toBe('won');
    expect(gradeLeg({ market: 'moneyline', pick: 'away', point: null }, final(17, 24))).toBe('lost');
    expect(gradeLeg({ market: 'moneyline', pick: 'away', point: null }, final(20, 20))).toBe('push');
  });

  it('grades a spread with half points (never a push) and whole numbers (a push when it lands)', () => {
    // Home wins by 3.
    expect(gradeLeg({ market: 'spread', pick: 'home', point: -2.5 }, final(21, 24))).toBe('won');
    expect(gradeLeg({ market: 'spread', pick: 'home', point: -3.5 }, final(21, 24))).toBe('lost');
    expect(gradeLeg({ market: 'spread', pick: 'home', point: -3 }, final(21, 24))).toBe('push');
    expect(gradeLeg({ market: 'spread', pick: 'away', point: 3 }, final(21, 24))).toBe('push');
    expect(gradeLeg({ market: 'spread', pick: 'away', point: 3.5 }, final(21, 24))).toBe('won');
    expect(gradeLeg({ market: 'spread', pick: 'away', point: 0 }, final(21, 24))).toBe('lost');
  });

  it('grades a total with half points and whole numbers', () => {
    expect(gradeLeg({ market: 'total', pick: 'over', point: 44.5 }, final(21, 24))).toBe('won');
    expect(gradeLeg({ market: 'total', pick: 'under', point: 44.5 }, final(21, 24))).toBe('lost');
    expect(gradeLeg({ market: 'total', pick: 'over', point: 45 }, final(21, 24))).toBe('push');
    expect(gradeLeg({ market: 'total', pick: 'under', point: 45 }, final(21, 24))).toBe('push');
    expect(gradeLeg({ market: 'total', pick: 'under', point: 45.5 }, final(21, 24))).toBe('won');
  });

  it('counts overtime: the final score after overtime decides every market', () => {
    // 20-20 after regulation, 26-20 after overtime: the over 45.5 and the away -3.5 win, the home moneyline loses.
    const afterOvertime = final(26, 20);
    expect(gradeLeg({ market: 'total', pick: 'over', point: 45.5 }, afterOvertime)).toBe('won');
    expect(gradeLeg({ market: 'spread', pick: 'away', point: -3.5 }, afterOvertime)).toBe('won');
    expect(gradeLeg({ market: 'moneyline', pick: 'home', point: null }, afterOvertime)).toBe('lost');
  });

  it('voids every leg of a postponed or canceled game, and leaves an open game ungraded', () => {
    expect(gradeLeg({ market: 'spread', pick: 'home', point: -3 }, { kind: 'void' })).toBe('void');
    expect(gradeLeg({ market: 'total', pick: 'over', point: 40 }, { kind: 'void' })).toBe('void');
    expect(gradeLeg({ market: 'moneyline', pick: 'away', point: null }, { kind: 'open' })).toBeNull();
  });

  it('leaves a leg it cannot read ungraded (a team on a total, a spread without its point)', () => {
    expect(gradeLeg({ market: 'total', pick: 'home', point: 40 }, final(1, 2))).toBeNull();
    expect(gradeLeg({ market: 'spread', pick: 'home', point: null }, final(1, 2))).toBeNull();
    expect(gradeLeg({ market: 'moneyline', pick: 'over', point: null }, final(1, 2))).toBeNull();
  });

  const opposite: Record<LegResult, LegResult> = { won: 'lost', lost: 'won', push: 'push', void: 'void' };
  const score = fc.integer({ min: 0, max: 80 });
  const point = fc.integer({ min: -60, max: 60 }).map((half) => half / 2);

  it('grades the two sides of a spread or total as opposites (property)', () => {
    fc.assert(
      fc.property(score, score, point, (away, home, value) => {
        const outcome = final(away, home);
        const home_ = gradeLeg({ market: 'spread', pick: 'home', point: value }, outcome);
        const away_ = gradeLeg({ market: 'spread', pick: 'away', point: -value }, outcome);
        const over = gradeLeg({ market: 'total', pick: 'over', point: Math.abs(value) }, outcome);
        const under = gradeLeg({ market: 'total', pick: 'under', point: Math.abs(value) }, outcome);
        expect(away_).toBe(opposite[home_ ?? 'void']);
        expect(under).toBe(opposite[over ?? 'void']);
        // A half point never pushes.
        if (!Number.isInteger(value)) expect([home_, over]).not.toContain('push');
      }),
    );
  });
});
