import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { splitMatchup } from './split-matchup.ts';

describe('splitMatchup (docs/product/live-slate.md, docs/product/odds-and-storage.md)', () => {
  it('splits "away @ home" and "away at home"', () => {
    expect(splitMatchup('Kansas City Chiefs @ Buffalo Bills')).toEqual({
      away: 'Kansas City Chiefs',
      home: 'Buffalo Bills',
    });
    expect(splitMatchup('  KC   AT  BUF ')).toEqual({ away: 'KC', home: 'BUF' });
  });

  it('splits on vs, vs. and v (any case), taking the first team as away', () => {
    expect(splitMatchup('Ohio State vs Michigan')).toEqual({ away: 'Ohio State', home: 'Michigan' });
    expect(splitMatchup('Ohio State VS. Michigan')).toEqual({ away: 'Ohio State', home: 'Michigan' });
    expect(splitMatchup('Ohio State v Michigan')).toEqual({ away: 'Ohio State', home: 'Michigan' });
  });

  it('needs whitespace around the separator', () => {
    expect(splitMatchup('Bills@Chiefs')).toEqual({ away: '', home: '' });
    expect(splitMatchup('Atlanta Falcons')).toEqual({ away: '', home: '' });
    expect(splitMatchup('Vanderbilt vs Navy')).toEqual({ away: 'Vanderbilt', home: 'Navy' });
  });

  it('gives empty names unless there are exactly two non-empty teams', () => {
    expect(splitMatchup('')).toEqual({ away: '', home: '' });
    expect(splitMatchup('A @ B @ C')).toEqual({ away: '', home: '' });
    expect(splitMatchup('A vs B at C')).toEqual({ away: '', home: '' });
    expect(splitMatchup(' @ B')).toEqual({ away: '', home: '' });
  });

  it('round-trips any two separator-free names', () => {
    const name = fc
      .stringMatching(/^[A-Za-z]{1,8}( [A-Z][a-z]{1,8}){0,2}$/)
      .filter((text) => !/^(at|vs?)$/i.test(text));
    const separator = fc.constantFrom('@', 'at', 'AT', 'vs', 'vs.', 'v', 'V');
    fc.assert(
      fc.property(name, separator, name, (away, sep, home) => {
        fc.pre(!/ (at|vs?) /i.test(` ${away} `) && !/ (at|vs?) /i.test(` ${home} `));
        expect(splitMatchup(`${away} ${sep} ${home}`)).toEqual({ away, home });
      }),
    );
  });
});
