import { describe, expect, it } from 'vitest';
import { errorMessageOf } from './helpers/test-app.ts';
import { useTestApp } from './helpers/use-test-app.ts';

// A league left out or mistyped is named in a bettor's words: never "Unknown league 'undefined'" or zod's
// 'Invalid option: expected one of "NFL"|"NCAA"|"MLB"'.
const t = useTestApp();
const alice = t.userSession('league_alice');

describe('league messages', () => {
  it.each([['/api/markets/ev'], ['/api/markets/odds'], ['/api/markets/arbitrage']])('answers %s without a league: the league is required', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, cookies: alice });
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe('league: League is required: use NFL or NCAA');
  });

  it('answers an injury alert rule without a league, or with another sport, in the same words', async () => {
    const rule = (league: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/alerts/rules', cookies: alice, payload: { kind: 'injury', league, team: 'BUF', positions: [] } });
    const missing = await rule(undefined);
    expect(missing.statusCode).toBe(400);
    expect(errorMessageOf(missing)).toContain('league: League is required: use NFL, NCAA or MLB');
    const other = await rule('NBA');
    expect(errorMessageOf(other)).toContain("league: Unknown league 'NBA': use NFL, NCAA or MLB");
  });
});
