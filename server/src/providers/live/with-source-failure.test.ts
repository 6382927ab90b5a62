import { describe, expect, it } from 'vitest';
import { SourceError } from '../http/source-error.ts';
import type { LeagueSnapshot } from '../records.ts';
import { withSourceFailure } from './with-source-failure.ts';

const espn: LeagueSnapshot = {
  source: 'espn',
  league: 'NFL',
  season: 2025,
  currentWeek: 2,
  teams: [],
  games: [],
  boxScores: [],
  lines: [],
  rosters: [],
};

describe('withSourceFailure', () => {
  it('lists the failed source with its message and leaves the lines and line sources as they were', () => {
    const failed = withSourceFailure(espn, 'odds-api', new SourceError('odds-api', '/v4/sports/americanfootball_nfl/odds answered HTTP 401', 401));
    expect(failed.sourceFailures).toEqual([{ source: 'odds-api', message: '/v4/sports/americanfootball_nfl/odds answered HTTP 401' }]);
    expect(failed.lineSources).toBeUndefined();
    expect(failed.lines).toBe(espn.lines);
  });

  it('keeps earlier failures and any message, never an empty one', () => {
    const twice = withSourceFailure(withSourceFailure(espn, 'odds-api', new TypeError('boom')), 'cfbd', '');
    expect(twice.sourceFailures).toEqual([
      { source: 'odds-api', message: 'boom' },
      { source: 'cfbd', message: 'failed without a message' },
    ]);
  });
});
