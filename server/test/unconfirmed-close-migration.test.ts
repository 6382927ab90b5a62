import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startMigrationSteps, type MigrationSteps } from './helpers/migration-steps.ts';

/**
 * Before migration 0013 (ADR 035): three NFL games (kick-offs 15:00, 17:00 and 00:20 the next day), each with a line of
 * The Odds API and HOU-BUF with one of ESPN too, and the league's refreshes: 16:00 with every source, 16:30 leaving The
 * Odds API out, 16:40 an nflverse import and 16:45 a demo load (full refreshes that succeeded but never ask The Odds API),
 * 16:50 a failure and 16:55 an injuries refresh (neither a full refresh that succeeded), 18:00 with every source.
 */
const ROWS_BEFORE = `
  insert into teams (league, source_id, name, abbreviation, source) values ('NFL', '34', 'Houston Texans', 'HOU', 'espn'), ('NFL', '2', 'Buffalo Bills', 'BUF', 'espn');
  insert into games (league, source_id, season, home_team_id, away_team_id, scheduled_at, status, source)
  select 'NFL', event.id, 2025, home.id, away.id, event.kickoff::timestamptz, 'scheduled', 'espn'
  from teams home, teams away, (values ('early', '2025-09-14T15:00:00Z'), ('hou-buf', '2025-09-14T17:00:00Z'), ('late', '2025-09-15T00:20:00Z')) as event(id, kickoff)
  where home.source_id = '34' and away.source_id = '2';
  insert into betting_lines (game_id, bookmaker, market, selection, line_value, american_odds, opening_odds, closing_odds, source, fetched_at)
  select game.id, line.bookmaker, 'spread', 'HOU', 2.5, -110, -110, -110, line.source, '2025-09-14T14:00:00Z'
  from games game join (values ('early', 'DraftKings', 'odds-api'), ('hou-buf', 'DraftKings', 'odds-api'), ('hou-buf', 'ESPN BET', 'espn'), ('late', 'DraftKings', 'odds-api'))
    as line(game, bookmaker, source) on line.game = game.source_id;
  insert into refresh_log (source, league, kind, started_at, outcome, left_out_sources) values
    ('espn', 'NFL', 'league', '2025-09-14T16:00:00Z', 'success', '{}'),
    ('espn', 'NFL', 'league', '2025-09-14T16:30:00Z', 'success', '{odds-api}'),
    ('nflverse', 'NFL', 'league', '2025-09-14T16:40:00Z', 'success', '{}'),
    ('demo', 'NFL', 'league', '2025-09-14T16:45:00Z', 'success', '{}'),
    ('espn', 'NFL', 'league', '2025-09-14T16:50:00Z', 'failure', '{}'),
    ('espn', 'NFL', 'injuries', '2025-09-14T16:55:00Z', 'success', '{}'),
    ('espn', 'NCAA', 'league', '2025-09-14T16:58:00Z', 'success', '{}'),
    ('espn', 'NFL', 'league', '2025-09-14T18:00:00Z', 'success', '{}');`;

let steps: MigrationSteps;
beforeEach(async () => {
  steps = await startMigrationSteps();
});
afterEach(() => steps.close());

describe('migration 0013 (betting_lines.close_unconfirmed)', () => {
  it('marks the stored lines whose source the league’s last full refresh before kick-off left out, and no other', async () => {
    await steps.applyBefore('0013');
    await steps.exec(ROWS_BEFORE);
    await steps.apply('0013_unconfirmed_close.sql');
    const rows = await steps.rows<{ game: string; bookmaker: string; close_unconfirmed: boolean }>(
      'select game.source_id as game, line.bookmaker, line.close_unconfirmed from betting_lines line join games game on game.id = line.game_id order by game.scheduled_at, line.bookmaker',
    );
    expect(rows.map((row) => `${row.game} ${row.bookmaker}: ${row.close_unconfirmed}`)).toEqual([
      // Kicked off before any refresh the log holds: nothing says its source failed.
      'early DraftKings: false',
      // The 16:30 outage, not the nflverse import or demo load after it: neither asked The Odds API (ADR 035).
      'hou-buf DraftKings: true',
      // ESPN was not left out; nor was The Odds API at 18:00, the last refresh before the late game.
      'hou-buf ESPN BET: false',
      'late DraftKings: false',
    ]);
  });
});
