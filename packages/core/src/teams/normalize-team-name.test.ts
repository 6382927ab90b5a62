import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeTeamName } from './normalize-team-name.ts';

describe('normalizeTeamName (docs/product/live-slate.md)', () => {
  it('lower-cases, collapses whitespace and trims', () => {
    expect(normalizeTeamName('  Kansas   City\tChiefs ')).toBe('kansas city chiefs');
  });

  it('keeps parentheses unless asked to ignore them (GameHub)', () => {
    expect(normalizeTeamName('Miami (OH)')).toBe('miami (oh)');
    expect(normalizeTeamName('Miami (OH)', { ignoreParentheses: true })).toBe('miami');
    expect(normalizeTeamName('Miami (OH) RedHawks', { ignoreParentheses: true })).toBe('miami redhawks');
    expect(normalizeTeamName('A (b (c)) D', { ignoreParentheses: true })).toBe('a d');
    expect(normalizeTeamName('Odd (open', { ignoreParentheses: true })).toBe('odd (open');
  });

  it('is idempotent and never leaves upper case or double spaces', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (text, ignoreParentheses) => {
        const once = normalizeTeamName(text, { ignoreParentheses });
        expect(normalizeTeamName(once, { ignoreParentheses })).toBe(once);
        expect(once).toBe(once.toLowerCase());
        expect(once).not.toMatch(/\s\s|^\s|\s$/);
      }),
    );
  });
});
