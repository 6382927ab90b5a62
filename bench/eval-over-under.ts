/**
 * How the over/under predictor (docs/product/over-under.md, core's predictOverUnder) does on the demo season's
 * finished games. Each game is predicted as the app would have before kickoff: both teams' season-to-date stats
 * through the week before, the demo's injury report of the kickoff day, and the closing total line; then
 * compared with the final score.
 *
 *   npm run eval:over-under [-- <ISO date>]     (default: now; the demo season is anchored to the date)
 *
 * Prints per league: games, OVER share of the picks, hit rate against the posted total (pushes left out) and
 * the mean of (predicted total − actual total), with the posted line's own mean error for reference; then the
 * OVER / UNDER split of this week's games still to play.
 */
import { injuryReportTime, predictOverUnder, type Injury } from '@playbook/core';
import type { FootballLeague } from '@playbook/contracts';
import { deriveSeason } from '../server/src/features/sports/refresh/derive-season.ts';
import type { WeekStatsRow } from '../server/src/features/sports/refresh/derived-rows.ts';
import { DEFAULT_DEMO_SEED } from '../server/src/providers/demo/demo-provider.ts';
import { footballSnapshot, footballTeams } from '../server/src/providers/demo/football-season.ts';
import { leagueInjuries } from '../server/src/providers/demo/injuries.ts';
import { teamRoster } from '../server/src/providers/demo/rosters.ts';
import type { GameRecord, LeagueSnapshot } from '../server/src/providers/records.ts';

/** Weeks of stats a prediction needs behind it: two games, so week 1 and 2 results are left out. */
const MIN_WEEKS_OF_STATS = 2;

interface Outcome {
  predicted: number;
  line: number;
  actual: number;
  pick: 'OVER' | 'UNDER';
}

function closingTotal(snapshot: LeagueSnapshot, game: GameRecord): number | null {
  const line = snapshot.lines.find((l) => l.gameId === game.sourceId && l.market === 'total' && l.selection === 'Over' && !l.isAlternate);
  return line?.lineValue ?? null;
}

function injuriesOn(league: FootballLeague, day: Date, season: number): Map<string, Injury[]> {
  const rosters = new Map(footballTeams(league).map((team) => [team.abbreviation, teamRoster(league, team, season, DEFAULT_DEMO_SEED)]));
  const byTeam = new Map<string, Injury[]>();
  for (const record of leagueInjuries(league, rosters, day, DEFAULT_DEMO_SEED)) {
    const list = byTeam.get(record.teamId) ?? [];
    list.push({ ...record, teamName: record.teamId, injuryStatus: record.status });
    byTeam.set(record.teamId, list);
  }
  return byTeam;
}

function evaluate(league: FootballLeague, now: Date): { finished: Outcome[]; upcoming: Outcome[] } {
  const snapshot = footballSnapshot(league, now, DEFAULT_DEMO_SEED);
  const stats = new Map<string, WeekStatsRow>();
  for (const row of deriveSeason(snapshot).weekStats) stats.set(`${row.week}:${row.teamSourceId}`, row);
  const teamOf = (week: number, id: string) => {
    const row = stats.get(`${week}:${id}`);
    return row === undefined ? undefined : { ...row, teamName: id, league };
  };
  const finished = snapshot.games.filter((game) => game.status === 'finished' && game.week !== null && game.week > MIN_WEEKS_OF_STATS);
  const reports = new Map<number, Map<string, Injury[]>>();
  const predict = (game: GameRecord, statsWeek: number, day: Date): Outcome | null => {
    const away = teamOf(statsWeek, game.awayTeamId);
    const home = teamOf(statsWeek, game.homeTeamId);
    const line = closingTotal(snapshot, game);
    if (away === undefined || home === undefined || line === null) return null;
    const week = game.week ?? 0;
    const report = reports.get(week) ?? injuriesOn(league, day, snapshot.season);
    reports.set(week, report);
    const injuries = { team1Injuries: report.get(game.awayTeamId) ?? [], team2Injuries: report.get(game.homeTeamId) ?? [] };
    const asOf = injuryReportTime([...report.values()].flat());
    const prediction = predictOverUnder(away, home, line, { ...injuries, injuriesAsOf: asOf });
    const actual = (game.homeScore ?? 0) + (game.awayScore ?? 0);
    return { predicted: prediction.predictedTotal, line, actual, pick: prediction.recommendation };
  };
  const outcomes = finished.flatMap((game) => predict(game, (game.week ?? 0) - 1, new Date(game.scheduledAt)) ?? []);
  // This week's games still to play, as the over/under screen lists them: the latest stats, today's report.
  const latestWeek = Math.max(...[...stats.values()].map((row) => row.week));
  const scheduled = snapshot.games.filter((game) => game.status === 'scheduled' && game.week === snapshot.currentWeek);
  return { finished: outcomes, upcoming: scheduled.flatMap((game) => predict(game, latestWeek, now) ?? []) };
}

const mean = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
const percent = (part: number, whole: number): string => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;
const signed = (value: number): string => `${value >= 0 ? '+' : ''}${value.toFixed(2)}`;

const now = new Date(process.argv[2] ?? Date.now());
console.log(`Over/under predictor on the demo season's finished games (seed ${DEFAULT_DEMO_SEED}, as of ${now.toISOString()})`);
for (const league of ['NFL', 'NCAA'] as const) {
  const { finished: outcomes, upcoming } = evaluate(league, now);
  const decided = outcomes.filter((o) => o.actual !== o.line);
  const hits = decided.filter((o) => (o.pick === 'OVER') === o.actual > o.line).length;
  const overs = outcomes.filter((o) => o.pick === 'OVER').length;
  const wentOver = decided.filter((o) => o.actual > o.line).length;
  console.log(
    `${league.padEnd(4)} ${outcomes.length} games: OVER share ${percent(overs, outcomes.length)}, ` +
      `hit rate ${percent(hits, decided.length)} (${hits} of ${decided.length}, pushes left out), ` +
      `mean(predicted − actual) ${signed(mean(outcomes.map((o) => o.predicted - o.actual)))} pts; ` +
      `line: mean(line − actual) ${signed(mean(outcomes.map((o) => o.line - o.actual)))} pts, went over ${percent(wentOver, decided.length)}`,
  );
  const upcomingOvers = upcoming.filter((o) => o.pick === 'OVER').length;
  console.log(`     this week's ${upcoming.length} games still to play: OVER ${upcomingOvers}, UNDER ${upcoming.length - upcomingOvers}`);
}
