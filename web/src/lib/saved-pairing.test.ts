import { describe, expect, it } from 'vitest';
import { matchupPrediction, totalPrediction } from '@playbook/contracts/testing/watchlist-fixtures';
import { savedPairingOf, savedPredictionHref } from './saved-pairing';

const queryOf = (href: string) => new URLSearchParams(href.slice(href.indexOf('?') + 1));

describe('a saved prediction opened in its predictor (ADR 034)', () => {
  it('carries the pairing, its league, the neutral-site box of a matchup and the line of a total, and reads them back', () => {
    const neutral = savedPredictionHref({ ...matchupPrediction(), neutral: true, league: 'NCAA' });
    expect(neutral.startsWith('/matchup?')).toBe(true);
    expect(savedPairingOf(queryOf(neutral))).toEqual({ league: 'NCAA', away: 'Kansas City Chiefs', home: 'Buffalo Bills', neutral: true, total: null });
    const home = savedPredictionHref(matchupPrediction());
    expect(savedPairingOf(queryOf(home))).toEqual({ league: null, away: 'Kansas City Chiefs', home: 'Buffalo Bills', neutral: false, total: null });
    const total = savedPredictionHref(totalPrediction);
    expect(total.startsWith('/over-under?')).toBe(true);
    expect(savedPairingOf(queryOf(total))).toMatchObject({ away: 'Dallas Cowboys', home: 'New York Giants', total: 44.5 });
  });

  it('ignores a query string that is no saved pairing: nothing is restored from a bad link', () => {
    for (const query of ['', 'away=A', 'away=A&home=A', 'away=A&home=B&league=MLB', 'away=A&home=B&neutral=yes', 'away=A&home=B&total=-3', 'away=A&home=B&total=x']) {
      expect(savedPairingOf(new URLSearchParams(query)), query).toBeNull();
    }
  });
});
