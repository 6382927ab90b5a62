import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookmakerOf } from '../src/features/sports/games-and-lines/bookmakers.ts';
import { startMigrationSteps, type MigrationSteps } from './helpers/migration-steps.ts';

/**
 * Before migration 0017 (ADR 044), Baltimore at Buffalo (kick-off 2025-09-08 00:20) as the week-1 files left it:
 * ESPN's "Draft Kings" spread BUF -1.5 at +102 (with two history rows and a tracked leg) and a moneyline, The Odds
 * API's "DraftKings" at the same BUF -1.5 key fetched later, and the later scoreboard's BUF +1.5 at -125 from ESPN,
 * current beside the old point. BAL -1.5 of FanDuel is an alternate beside FanDuel's main BAL +1.5: it stays.
 */
const ROWS_BEFORE = `
  insert into teams (league, source_id, name, abbreviation, source) values ('NFL', '2', 'Buffalo Bills', 'BUF', 'espn'), ('NFL', '33', 'Baltimore Ravens', 'BAL', 'espn');
  insert into games (league, source_id, season, home_team_id, away_team_id, scheduled_at, status, source)
  select 'NFL', '401772918', 2025, home.id, away.id, '2025-09-08T00:20:00Z', 'scheduled', 'espn' from teams home, teams away
  where home.source_id = '2' and away.source_id = '33';
  insert into betting_lines (game_id, bookmaker, market, selection, line_value, american_odds, opening_odds, closing_odds, is_alternate, source, fetched_at)
  select game.id, line.bookmaker, line.market, line.selection, line.point, line.odds, line.opening, line.odds, line.alternate, line.source, line.fetched::timestamptz
  from games game, (values
    (1, 'Draft Kings', 'spread', 'BUF', -1.5, 102, 110, false, 'espn', '2025-09-03T12:00:00Z'),
    (2, 'DraftKings', 'spread', 'BUF', -1.5, 105, 105, false, 'odds-api', '2025-09-04T12:00:00Z'),
    (3, 'Draft Kings', 'moneyline', 'BUF', null, -120, -120, false, 'espn', '2025-09-03T12:00:00Z'),
    (4, 'Draft Kings', 'spread', 'BUF', 1.5, -125, -125, false, 'espn', '2025-09-06T12:00:00Z'),
    (5, 'FanDuel', 'spread', 'BAL', 1.5, -110, -110, false, 'odds-api', '2025-09-06T12:00:00Z'),
    (6, 'FanDuel', 'spread', 'BAL', -1.5, 120, 120, true, 'odds-api', '2025-09-06T12:00:00Z'))
    as line(n, bookmaker, market, selection, point, odds, opening, alternate, source, fetched)
  order by line.n;
  insert into betting_line_history (line_id, american_odds, recorded_at) values
    (1, 110, '2025-09-02T12:00:00Z'), (1, 102, '2025-09-03T12:00:00Z'), (2, 105, '2025-09-04T12:00:00Z');
  insert into users (username, password_hash) values ('bettor', 'x');
  insert into parlays (user_id, category, source, parlay_description, num_legs, total_odds, implied_probability, stake_cents, potential_payout_cents)
  values (1, 'manual', 'manual', 'BUF -1.5', 1, 102, 0.495, 1000, 2020);
  insert into parlay_legs (parlay_id, position, game, selection, odds, type, line_id) values (1, 0, 'BAL @ BUF', 'BUF -1.5', 102, 'spread', 1);`;

interface LineRow {
  id: number;
  bookmaker: string;
  market: string;
  line_value: number | null;
  american_odds: number;
  opening_odds: number;
  closing_odds: number | null;
  current: boolean;
  superseded: boolean;
}

let steps: MigrationSteps;
beforeEach(async () => {
  steps = await startMigrationSteps();
});
afterEach(() => steps.close());

describe('migration 0017 (one name per book, one current point per side)', () => {
  it('merges one book’s two spellings into the registry’s name and supersedes the side’s older point', async () => {
    await steps.applyBefore('0017');
    await steps.exec(ROWS_BEFORE);
    await steps.apply('0017_superseded_lines.sql');
    const lines = await steps.rows<LineRow>(
      `select id, bookmaker, market, line_value, american_odds, opening_odds, closing_odds, withdrawn_at is null as current, superseded_at is not null as superseded
       from betting_lines order by id`,
    );
    expect(lines).toEqual([
      // The Odds API's row of the same key, fetched last, is kept: the first row's opening, ESPN's row's history and leg.
      // Superseded by BUF +1.5, priced before kick-off, it was not the line current at kick-off: no closing price.
      { id: 2, bookmaker: 'DraftKings', market: 'spread', line_value: -1.5, american_odds: 105, opening_odds: 110, closing_odds: null, current: false, superseded: true },
      { id: 3, bookmaker: 'DraftKings', market: 'moneyline', line_value: null, american_odds: -120, opening_odds: -120, closing_odds: -120, current: true, superseded: false },
      { id: 4, bookmaker: 'DraftKings', market: 'spread', line_value: 1.5, american_odds: -125, opening_odds: -125, closing_odds: -125, current: true, superseded: false },
      { id: 5, bookmaker: 'FanDuel', market: 'spread', line_value: 1.5, american_odds: -110, opening_odds: -110, closing_odds: -110, current: true, superseded: false },
      { id: 6, bookmaker: 'FanDuel', market: 'spread', line_value: -1.5, american_odds: 120, opening_odds: 120, closing_odds: 120, current: true, superseded: false },
    ]);
    const history = await steps.rows<{ line_id: number; american_odds: number }>('select line_id, american_odds from betting_line_history order by recorded_at');
    expect(history).toEqual([
      { line_id: 2, american_odds: 110 },
      { line_id: 2, american_odds: 102 },
      { line_id: 2, american_odds: 105 },
    ]);
    expect(await steps.rows('select line_id from parlay_legs')).toEqual([{ line_id: 2 }]);
  });

  it('lists only spellings the bookmaker registry gives the same name', () => {
    const migration = readFileSync(new URL('../drizzle/0017_superseded_lines.sql', import.meta.url), 'utf8');
    const pairs = [...migration.matchAll(/\('([a-z0-9]+)', '([^']+)'\)/g)].map(([, spelling, name]) => [spelling, name]);
    expect(pairs.length).toBeGreaterThan(30);
    expect(pairs.filter(([spelling, name]) => bookmakerOf(spelling ?? '')?.name !== name)).toEqual([]);
  });
});
