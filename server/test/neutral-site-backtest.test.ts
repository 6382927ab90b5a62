import { modelReportResponseSchema, type BacktestMetricsRecord } from '@playbook/contracts';
import { DEFAULT_RATING_PARAMS, NFL_MODEL, parseNflverseGamesCsv, runBacktest, walkForward, type BacktestGame, type BacktestMetrics } from '@playbook/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { storedBacktestGames } from '../src/features/model/stored-games.ts';
import { importNflverse } from '../src/features/sports/refresh/nflverse-import.ts';
import { useTestApp } from './helpers/use-test-app.ts';

/**
 * Two small seasons in nflverse's games.csv shape: four teams play every Sunday for three weeks, 2024 ends
 * with Kansas City v Philadelphia at a neutral site (a Super Bowl). The rest columns are what the stored
 * kick-offs give (7 days, none before a season's first game), so the stored games and the CSV differ in
 * nothing but what this test is about.
 */
const HEADER = 'game_id,season,game_type,week,gameday,gametime,away_team,away_score,home_team,home_score,location,away_rest,home_rest,away_moneyline,home_moneyline,spread_line,total_line';
const WEEKS: [string, string][][] = [
  [['PHI', 'DAL'], ['KC', 'BUF']],
  [['DAL', 'KC'], ['BUF', 'PHI']],
  [['KC', 'PHI'], ['DAL', 'BUF']],
];
const SCORES: [number, number][] = [[27, 20], [24, 23], [17, 31], [30, 10], [21, 24], [13, 16]];
const FIRST_SUNDAY: Record<number, string> = { 2023: '2023-09-10', 2024: '2024-09-08' };

function row(season: number, week: number, home: string, away: string, [homeScore, awayScore]: [number, number], location: 'Home' | 'Neutral', gameType = 'REG'): string {
  const gameday = new Date(Date.parse(`${FIRST_SUNDAY[season] ?? ''}T12:00:00Z`) + (week - 1) * 7 * 86_400_000).toISOString().slice(0, 10);
  const rest = week === 1 ? 'NA' : '7';
  const id = `${season}_${String(week).padStart(2, '0')}_${away}_${home}`;
  return [id, season, gameType, week, gameday, '13:00', away, awayScore, home, homeScore, location, rest, rest, 120, -140, 2.5, 44.5].join(',');
}

const ROWS = [2023, 2024].flatMap((season) =>
  WEEKS.flatMap((pairs, index) => pairs.map(([home, away], game) => row(season, index + 1, home, away, SCORES[(index * 2 + game + season) % SCORES.length] ?? [0, 0], 'Home'))),
);
const SUPER_BOWL_ID = '2024_04_PHI_KC';
const CSV = [HEADER, ...ROWS, row(2024, 4, 'KC', 'PHI', [22, 40], 'Neutral', 'SB')].join('\n');

const t = useTestApp();
const cookies = t.userSession('neutral_fan');

beforeAll(async () => {
  await importNflverse(t.app.db, [{ kind: 'games', name: 'games.csv', text: CSV }], { timeoutMs: 10_000, clock: () => new Date('2025-03-01T12:00:00Z') });
});

const csvGames = (): BacktestGame[] => parseNflverseGamesCsv(CSV);

/** The figures of a predictor both sides compute (the Model Report sends NaN as null; none is NaN here). */
const figures = ({ games, straightUp, brier, logLoss, marginMae, totalMae }: BacktestMetrics | BacktestMetricsRecord) => ({ games, straightUp, brier, logLoss, marginMae, totalMae });

describe('a neutral-site game stored from an nflverse import', () => {
  it('is stored as neutral and predicted as the CSV backtest predicts it, without the home edge', async () => {
    const stored = await storedBacktestGames(t.app.db, 'NFL');
    const neutral = stored.games.filter((game) => game.neutral);
    expect(neutral.map((game) => game.id)).toEqual([`nflverse:${SUPER_BOWL_ID}`]);
    const fromStore = walkForward(stored.games).find(({ game }) => game.neutral)?.prediction;
    const fromCsv = walkForward(csvGames()).find(({ game }) => game.id === SUPER_BOWL_ID)?.prediction;
    expect(fromStore).toBeDefined();
    expect(fromStore?.margin).toBeCloseTo(fromCsv?.margin ?? Number.NaN, 10);
    expect(fromStore?.homeWinProbability).toBeCloseTo(fromCsv?.homeWinProbability ?? Number.NaN, 10);
    expect(fromStore?.total).toBeCloseTo(fromCsv?.total ?? Number.NaN, 10);
    // As a home game (what every stored game was before ADR 029) Kansas City would have had the home edge.
    const asHome = walkForward(stored.games.map((game) => ({ ...game, neutral: false }))).find(({ game }) => game.id === neutral[0]?.id)?.prediction;
    expect((asHome?.margin ?? 0) - (fromStore?.margin ?? 0)).toBeCloseTo(DEFAULT_RATING_PARAMS.homeAdvantage, 10);
  });

  it("gives the Model Report the CSV backtest's figures", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/model/report?league=NFL', cookies });
    expect(response.statusCode, response.body).toBe(200);
    const backtest = modelReportResponseSchema.parse(response.json()).backtest;
    const expected = runBacktest(csvGames(), 2024, 2024, NFL_MODEL.params);
    expect(backtest?.games).toBe(7);
    expect(figures(backtest?.model.overall ?? expected.closingLine.overall)).toEqual(figures(expected.model.overall));
    expect(figures(backtest?.blended.overall ?? expected.closingLine.overall)).toEqual(figures(expected.blended.overall));
    const allHome = runBacktest(csvGames().map((game) => ({ ...game, neutral: false })), 2024, 2024, NFL_MODEL.params);
    expect(figures(expected.model.overall)).not.toEqual(figures(allHome.model.overall));
  });
});
