import { readFileSync } from 'node:fs';
import { modelPredictResponseSchema, modelReportResponseSchema, type ModelPredictResponse } from '@playbook/contracts';
import { NFL_MODEL, walkForward } from '@playbook/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { games } from '../src/db/sports-schema.ts';
import { backtestOf } from '../src/features/model/model-report.ts';
import { storedBacktestGames } from '../src/features/model/stored-games.ts';
import { importNflverse } from '../src/features/sports/refresh/nflverse-import.ts';
import { refreshLeagues } from '../src/features/sports/refresh/refresh-service.ts';
import { nflTeamRecords } from '../src/providers/nfl-teams.ts';
import type { LeagueSnapshot } from '../src/providers/records.ts';
import { useTestApp } from './helpers/use-test-app.ts';

/**
 * Washington's real 2025 nflverse rows to week 14 (fixtures/real/SOURCES.md): Jayden Daniels started 8 games,
 * Marcus Mariota 4 while Daniels was hurt, and the file names Mariota the starter of the game still to play,
 * Washington at Minnesota on 7 December (ESPN event 401772899).
 */
const CSV = readFileSync(new URL('./fixtures/real/nflverse-2025-washington-games.csv', import.meta.url), 'utf8');
const NOW = new Date('2025-12-04T12:00:00Z');
const AT_MINNESOTA = '401772899';
const KICKOFF = '2025-12-07T18:00:00.000Z';
const MARIOTA = '00-0032268';
const DANIELS = '00-0039910';
const MCCARTHY = '00-0039923';
const OPTIONS = { timeoutMs: 10_000, clock: () => NOW };

const t = useTestApp();
const cookies = t.userSession('quarterback_fan');

const importCsv = (text: string) => importNflverse(t.app.db, [{ kind: 'games', name: 'games.csv', text }], OPTIONS);

beforeAll(async () => {
  await importCsv(CSV);
});

async function predictAtMinnesota(): Promise<ModelPredictResponse> {
  const response = await t.app.inject({ method: 'GET', url: `/api/model/predict?league=NFL&home=Minnesota%20Vikings&away=Washington%20Commanders&kickoff=${KICKOFF}`, cookies });
  expect(response.statusCode, response.body).toBe(200);
  return modelPredictResponseSchema.parse(response.json());
}

const storedGame = async (sourceId: string) => (await t.app.db.select().from(games).where(eq(games.sourceId, sourceId)))[0];

/** A live source's record of the game at Minnesota: no quarterbacks, no weather. */
function liveSnapshot(): LeagueSnapshot {
  const game = {
    sourceId: AT_MINNESOTA,
    season: 2025,
    week: 14,
    homeTeamId: '16',
    awayTeamId: '28',
    scheduledAt: KICKOFF,
    status: 'scheduled' as const,
    period: null,
    clock: null,
    homeScore: null,
    awayScore: null,
    referee: null,
    venue: 'Minneapolis',
  };
  return { source: 'nflverse', league: 'NFL', season: 2025, currentWeek: 14, teams: nflTeamRecords(), games: [game], boxScores: [], lines: [], rosters: [], partial: true };
}

describe('quarterbacks and weather stored from an nflverse import (ADR 064)', () => {
  it("stores each game's starters, roof, wind and temperature as the file gives them", async () => {
    expect(await storedGame(AT_MINNESOTA)).toMatchObject({
      homeQbId: MCCARTHY,
      awayQbId: MARIOTA,
      homeQbName: 'J.J. McCarthy',
      awayQbName: 'Marcus Mariota',
      roof: 'dome',
      wind: null,
      temperature: null,
    });
    // Week 1, Giants at Washington, outdoors: 5 mph, 68 °F.
    expect(await storedGame('401772827')).toMatchObject({ homeQbName: 'Jayden Daniels', roof: 'outdoors', wind: 5, temperature: 68 });
  });

  it('keeps them when a source without them refreshes the same game', async () => {
    await refreshLeagues(t.app.db, { source: 'nflverse', fetchLeague: () => Promise.resolve(liveSnapshot()), fetchInjuries: () => Promise.reject(new Error('none')) }, ['NFL'], NOW, { timeoutMs: 10_000 });
    expect(await storedGame(AT_MINNESOTA)).toMatchObject({ venue: 'Minneapolis', awayQbId: MARIOTA, homeQbId: MCCARTHY, roof: 'dome' });
  });

  it('a backup starting moves the prediction: Mariota for Daniels costs Washington the quarterback change and his inexperience', async () => {
    const withMariota = await predictAtMinnesota();
    // The same game had the file named Daniels (a re-import updates the stored starter; the fit is unchanged).
    await importCsv(CSV.replace(`${MARIOTA},${MCCARTHY},Marcus Mariota`, `${DANIELS},${MCCARTHY},Jayden Daniels`));
    expect((await storedGame(AT_MINNESOTA))?.awayQbId).toBe(DANIELS);
    const withDaniels = await predictAtMinnesota();
    expect(withDaniels.gamesFitted).toBe(withMariota.gamesFitted);
    expect(withDaniels.rest).toEqual(withMariota.rest);
    // Daniels is the regular (8 of the last 16 starts); Mariota has 4 career starts of the 8 that end the penalty.
    const { qbChangePoints, qbInexperiencePoints, qbExperienceStarts } = NFL_MODEL.params;
    const penalty = qbChangePoints + qbInexperiencePoints * (1 - 4 / qbExperienceStarts);
    expect(penalty).toBeGreaterThan(0);
    expect(withMariota.prediction.margin - withDaniels.prediction.margin).toBeCloseTo(penalty, 10);
    expect(withMariota.prediction.homeWinProbability).toBeGreaterThan(withDaniels.prediction.homeWinProbability);
    await importCsv(CSV);
  });

  it("gives the Model Report figures that read the stored starters, and no game informs its own prediction", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/model/report?league=NFL', cookies });
    expect(response.statusCode, response.body).toBe(200);
    const report = modelReportResponseSchema.parse(response.json()).backtest;
    const stored = await storedBacktestGames(t.app.db, 'NFL');
    expect(stored.games.filter((game) => game.awayQb === MARIOTA || game.homeQb === MARIOTA)).toHaveLength(4);
    expect(report?.model.overall).toEqual(backtestOf(stored.games)?.model.overall);
    const withoutStarters = backtestOf(stored.games.map((game) => ({ ...game, homeQb: null, awayQb: null })));
    expect(report?.model.overall.brier).not.toEqual(withoutStarters?.model.overall.brier);

    // Leak test on the stored games: rewriting one game's result moves no prediction of its week or before.
    const base = walkForward(stored.games, NFL_MODEL.params);
    for (const target of stored.games) {
      const again = walkForward(stored.games.map((game) => (game.id === target.id ? { ...game, homeScore: 70, awayScore: 0, spreadLine: 30, totalLine: 80 } : game)), NFL_MODEL.params);
      again.forEach(({ game, prediction }, i) => {
        if (game.season === target.season && game.week <= target.week) expect(prediction, `${target.id} → ${game.id}`).toEqual(base[i]?.prediction);
      });
    }
  });
});
