import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startMigrationSteps, type MigrationSteps } from './helpers/migration-steps.ts';

/** Refresh-log rows as a refresh before migration 0012 wrote them: the sources left out named only in the note. */
const ROWS_BEFORE = `insert into refresh_log (source, league, kind, started_at, finished_at, outcome, counts, error) values
  ('espn', 'NFL', 'league', '2025-09-14T18:00:00Z', '2025-09-14T18:00:05Z', 'success', '{"games": 4, "failedSources": 0}', null),
  ('espn', 'NFL', 'league', '2025-09-14T18:10:00Z', '2025-09-14T18:10:05Z', 'success', '{"games": 4, "failedSources": 1}',
    'odds-api left out: /v4/sports/americanfootball_nfl/odds answered HTTP 401'),
  ('espn', 'NCAA', 'league', '2025-09-14T18:20:00Z', '2025-09-14T18:20:05Z', 'success', '{"games": 4, "failedSources": 2}',
    'odds-api left out: /v4/sports/americanfootball_ncaaf/odds timed out after 10 s; cfbd left out: /games answered HTTP 500'),
  ('espn', 'NCAA', 'league', '2025-09-14T18:30:00Z', '2025-09-14T18:30:01Z', 'failure', '{}', 'espn: /scoreboard answered HTTP 500'),
  ('espn', 'NCAA', 'league', '2025-09-14T18:40:00Z', '2025-09-14T18:40:01Z', 'failure', '{}', 'cfbd left out: a failure row reads as none left out'),
  ('espn', 'NFL', 'injuries', '2025-09-14T18:50:00Z', null, 'running', '{}', null)`;

let steps: MigrationSteps;
beforeEach(async () => {
  steps = await startMigrationSteps();
});
afterEach(() => steps.close());

describe('migration 0012 (refresh_log.left_out_sources)', () => {
  it('fills the column of the rows written before it from their notes, and leaves every other row empty', async () => {
    await steps.applyBefore('0012');
    await steps.exec(ROWS_BEFORE);
    await steps.apply('0012_left_out_sources.sql');
    const rows = await steps.rows<{ league: string; outcome: string; left_out_sources: string[] }>(
      'select league, outcome, left_out_sources from refresh_log order by id',
    );
    expect(rows.map((row) => `${row.league} ${row.outcome}: ${row.left_out_sources.join(', ')}`)).toEqual([
      'NFL success: ',
      'NFL success: odds-api',
      'NCAA success: odds-api, cfbd',
      'NCAA failure: ',
      'NCAA failure: ',
      'NFL running: ',
    ]);
  });

  it('gives a row inserted after it an empty list', async () => {
    await steps.applyBefore('0013');
    await steps.exec(`insert into refresh_log (source, league, kind, started_at, outcome) values ('espn', 'NFL', 'league', now(), 'running')`);
    expect(await steps.rows<{ left_out_sources: string[] }>('select left_out_sources from refresh_log')).toEqual([{ left_out_sources: [] }]);
  });
});
