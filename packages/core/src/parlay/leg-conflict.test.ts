import { describe, expect, it } from 'vitest';
import type { BettingLine } from './betting-line.ts';
import { conflictKey, conflictRule, conflicts, laterConflicts, laterConflictsOfKeys, legsConflict } from './leg-conflict.ts';

const line = (game: string, description: string, odds = -110, type: BettingLine['type'] = 'spread'): BettingLine => ({
  game,
  type,
  description,
  odds,
});

describe('leg conflicts (docs/product/profit-target.md)', () => {
  it('rule 1: an identical game+selection+odds twice conflicts, game order and case aside', () => {
    expect(conflictRule(line('KC @ BUF', 'KC -3.5'), line('KC @ BUF', 'KC -3.5'))).toBe('duplicate');
    expect(conflictRule(line('KC @ BUF', 'KC -3.5'), line('BUF vs KC', 'kc  -3.5'))).toBe('duplicate');
    // Same pick at another price is not identical, and it names the same team.
    expect(legsConflict(line('KC @ BUF', 'KC -3.5'), line('KC @ BUF', 'KC -3.5', -105))).toBe(false);
  });

  it('rule 2: spread or moneyline picks naming different teams of the same game conflict', () => {
    expect(conflictRule(line('KC @ BUF', 'KC -3.5'), line('BUF vs KC', 'BUF +3.5'))).toBe('opposing-teams');
    expect(conflictRule(line('KC @ BUF', 'KC ML', -160, 'moneyline'), line('KC @ BUF', 'Bills +3.5'))).toBe(
      'opposing-teams',
    );
    expect(conflictRule(line('KC @ BUF', 'KC ML', -160, 'moneyline'), line('KC @ BUF', 'Buffalo Bills ML', 140, 'moneyline'))).toBe(
      'opposing-teams',
    );
    // A moneyline line whose description is only the team still names it.
    expect(legsConflict(line('KC @ BUF', 'Buffalo Bills', 140, 'moneyline'), line('KC @ BUF', 'KC -3.5'))).toBe(true);
  });

  it('rule 2: picks on the same team (by any alias) do not conflict', () => {
    expect(legsConflict(line('KC @ BUF', 'KC -3.5'), line('Buffalo Bills at Kansas City Chiefs', 'Kansas City ML', -160, 'moneyline'))).toBe(false);
    expect(legsConflict(line('Alabama @ Georgia', 'Alabama +6.5'), line('Alabama @ Georgia', 'Alabama Crimson Tide ML', 190, 'moneyline'))).toBe(false);
  });

  it('rule 3: totals with the same number taking opposite sides in the same game conflict', () => {
    expect(conflictRule(line('KC @ BUF', 'Over 47.5', -110, 'total'), line('BUF vs KC', 'Under 47.5', -110, 'total'))).toBe(
      'opposing-totals',
    );
    expect(legsConflict(line('KC @ BUF', 'Over 47.5', -110, 'total'), line('KC @ BUF', 'Under 44.5', -110, 'total'))).toBe(false);
    expect(legsConflict(line('KC @ BUF', 'Over 47.5', -110, 'total'), line('KC @ BUF', 'Over 44.5', -110, 'total'))).toBe(false);
    expect(legsConflict(line('KC @ BUF', 'Over/Under 47.5', -110, 'total'), line('KC @ BUF', 'Under 47.5', -110, 'total'))).toBe(false);
  });

  it('lets different games, and totals with team picks, combine', () => {
    expect(legsConflict(line('KC @ BUF', 'KC -3.5'), line('MIA @ NYJ', 'NYJ +3.5'))).toBe(false);
    expect(legsConflict(line('KC @ BUF', 'Over 47.5', -110, 'total'), line('MIA @ NYJ', 'Under 47.5', -110, 'total'))).toBe(false);
    expect(legsConflict(line('KC @ BUF', 'BUF +3.5'), line('KC @ BUF', 'Under 47.5', -110, 'total'))).toBe(false);
  });

  it('checks whole legs lists and lists the later conflicts of each line', () => {
    const legs = [line('KC @ BUF', 'KC -3.5'), line('MIA @ NYJ', 'MIA ML', 120, 'moneyline'), line('BUF vs KC', 'BUF ML', 140, 'moneyline')];
    expect(conflicts(legs)).toBe(true);
    expect(conflicts(legs.slice(0, 2))).toBe(false);
    expect(laterConflicts(legs)).toEqual([[2], [], []]);
  });
});

describe('correlated legs', () => {
  const spread = { game: 'KC @ BUF', type: 'spread' as const, description: 'KC -3.5', odds: -110 };
  const moneyline = { game: 'BUF vs KC', type: 'moneyline' as const, description: 'Chiefs ML', odds: -180 };
  const alternate = { game: 'KC @ BUF', type: 'spread' as const, description: 'KC -7.5', odds: 150 };

  it('puts a team’s spread and its own moneyline in conflict only when correlated legs are left out', () => {
    const keys = [spread, moneyline, alternate].map(conflictKey);
    expect(laterConflictsOfKeys(keys, 'exclude')).toEqual([[1], [2], []]);
    expect(laterConflictsOfKeys(keys, 'allow')).toEqual([[], [], []]);
  });
});
