import { describe, expect, it } from 'vitest';
import type { LiveBettingLine } from '@playbook/contracts';
import { LINES_SHOWN_FIRST, linesByMarket, shownLines } from './game-card';

const line = (id: string, type: LiveBettingLine['type'], isAlternate = false) => ({ id, type, isAlternate }) as LiveBettingLine;

describe('a game card groups its lines by market', () => {
  it('puts spreads, then totals, then moneylines together, each main line before its alternates, and leaves out an empty market', () => {
    const groups = linesByMarket([line('ml1', 'moneyline'), line('alt', 'spread', true), line('o', 'total'), line('s', 'spread'), line('ml2', 'moneyline')]);
    expect(groups.map((group) => [group.market, group.lines.map((l) => l.id)])).toEqual([
      ['Spread', ['s', 'alt']],
      ['Total', ['o']],
      ['Moneyline', ['ml1', 'ml2']],
    ]);
    expect(linesByMarket([line('o', 'total')]).map((group) => group.market)).toEqual(['Total']);
  });

  it('shows every market before the alternates fill the first lines, all of them once expanded', () => {
    const alternates = Array.from({ length: 20 }, (_, index) => line(`alt${index}`, 'spread', true));
    const lines = [...alternates, line('s', 'spread'), line('o', 'total'), line('ml', 'moneyline')];
    const first = shownLines(lines, false);
    expect(first.map((group) => group.market)).toEqual(['Spread', 'Total', 'Moneyline']);
    expect(first.flatMap((group) => group.lines)).toHaveLength(LINES_SHOWN_FIRST);
    expect(shownLines(lines, true).flatMap((group) => group.lines)).toHaveLength(23);
  });
});
