import { describe, expect, it } from 'vitest';
import { injuryStatusCategory } from './injury-status.ts';

describe('injuryStatusCategory (docs/product/dashboard.md)', () => {
  it("counts statuses containing 'out' or the word 'ir' as out, case-insensitively", () => {
    for (const status of ['Out', 'OUT', 'Ruled out', 'Out (season)', 'IR', 'ir', 'IR-R', 'Reserve/IR', 'Injured Reserve']) {
      expect(injuryStatusCategory(status), status).toBe('out');
    }
  });

  it("does not match 'ir' inside unrelated words", () => {
    expect(injuryStatusCategory('Retired')).toBe('other');
    expect(injuryStatusCategory('Fair')).toBe('other');
  });

  it('counts questionable and doubtful as questionable', () => {
    expect(injuryStatusCategory('Questionable')).toBe('questionable');
    expect(injuryStatusCategory('doubtful')).toBe('questionable');
  });

  it('checks out first, and leaves other statuses alone', () => {
    expect(injuryStatusCategory('Doubtful - ruled out')).toBe('out');
    expect(injuryStatusCategory('Probable')).toBe('other');
    expect(injuryStatusCategory('Day-To-Day')).toBe('other');
  });
});
