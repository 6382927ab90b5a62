import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NCAA_MODEL, parseNcaaGamesCsv } from '@playbook/core';
import { NCAA_FIXTURE_CSV } from '../../packages/core/src/predict/ratings/ncaa-fixture-games.ts';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect.ts';
import { games, teams } from '../src/db/sports-schema.ts';
import { backtestOf } from '../src/features/model/model-report.ts';
import { storedBacktestGames } from '../src/features/model/stored-games.ts';
import { importNcaa } from '../src/features/sports/refresh/ncaa-import.ts';
import { memoryDatabase } from './helpers/memory-database.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await connectDatabase(memoryDatabase());
});
afterAll(async () => {
  await database.close();
});

describe('npm run import:ncaa (ADR 051)', () => {
  it('stores every game of the college file with its close, and the Model Report scores them as the file backtest does', async () => {
    const result = await importNcaa(database.db, NCAA_FIXTURE_CSV, { timeoutMs: 10_000, clock: () => new Date('2026-11-27T00:00:00Z') });
    expect(result.seasons.map((s) => [s.season, s.games])).toEqual([
      [2024, 7],
      [2025, 7],
    ]);
    const stored = await database.db.select().from(games).where(eq(games.league, 'NCAA'));
    expect(stored).toHaveLength(14);
    // An FBS school is the always-known team (ESPN's id); an FCS one is keyed by its CFBD name.
    const [georgia] = await database.db.select().from(teams).where(and(eq(teams.league, 'NCAA'), eq(teams.sourceId, '61')));
    expect(georgia?.conference).toBe('SEC');
    const [fcs] = await database.db.select().from(teams).where(and(eq(teams.league, 'NCAA'), eq(teams.sourceId, 'cfbd:Tennessee Tech')));
    expect(fcs?.name).toBe('Tennessee Tech');

    const fromFile = parseNcaaGamesCsv(NCAA_FIXTURE_CSV);
    const { games: fromDatabase } = await storedBacktestGames(database.db, 'NCAA');
    const byId = new Map(fromDatabase.map((game) => [game.id, game]));
    for (const game of fromFile) {
      expect(byId.get(game.id)).toMatchObject({ season: game.season, week: game.week, neutral: game.neutral, homeScore: game.homeScore, spreadLine: game.spreadLine, totalLine: game.totalLine, homeMoneyline: game.homeMoneyline });
    }
    const report = backtestOf(fromDatabase, new Map(), undefined, 'NCAA');
    expect(report?.closingLineWeight).toBe(NCAA_MODEL.closingLineWeight);
    expect(report?.games).toBe(7);
  });
});
