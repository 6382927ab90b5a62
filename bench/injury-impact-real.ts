/**
 * ADR 004 on real data: the injury impact of every NFL team in the 2025 week-8 report (ESPN, normalized), with
 * each absence dated by when it began according to nflverse's weekly injury reports of weeks 1-8.
 *
 *   npm run eval:injury-impact [-- <folder>]     (default folder: ../shared/data/injuries)
 *
 * Prints the count of High / Medium / Low teams under ADR 004 and, for comparison, under docs/product/dashboard.md read
 * literally (every key player out counts, two make it high).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Papa from 'papaparse';
import { z } from 'zod';
import { injuryAssessment, type InjuryImpactLevel } from '../packages/core/src/injuries/injury-impact.ts';
import type { Injury } from '../packages/core/src/injuries/injury.ts';
import { injuryStatusCategory } from '../packages/core/src/injuries/injury-status.ts';
import { isKeyPosition, positionCode } from '../packages/core/src/injuries/key-position.ts';

const DAY_MS = 86_400_000;

const weekReport = z.object({
  season: z.number(),
  week: z.number().int(),
  generated_at: z.string(),
  teams: z.array(
    z.object({
      team_abbr: z.string(),
      injuries: z.array(z.object({ name: z.string(), position: z.string(), status: z.string(), last_updated: z.string() })),
    }),
  ),
});

const historyRow = z.object({
  season: z.coerce.number(),
  week: z.coerce.number().int(),
  team: z.string(),
  full_name: z.string(),
  report_status: z.string(),
});
type HistoryRow = z.infer<typeof historyRow>;

const isOut = (status: string): boolean => injuryStatusCategory(status) === 'out';

/** The first week of the absence that is still running in `week`: walks back while earlier reports list the player out. */
function absenceStartWeek(history: ReadonlyMap<string, ReadonlyMap<number, string>>, team: string, name: string, week: number): number {
  const weeks = history.get(`${team}|${name}`);
  let start = week;
  while (start > 1 && isOut(weeks?.get(start - 1) ?? '')) start--;
  return start;
}

/** The week-8 report's records, an absence dated by the report of the week it began (7 days per week back). */
function reportRecords(report: z.infer<typeof weekReport>, rows: readonly HistoryRow[]): Injury[] {
  const history = new Map<string, Map<number, string>>();
  for (const row of rows) {
    if (row.season !== report.season) continue;
    const key = `${row.team}|${row.full_name}`;
    const weeks = history.get(key) ?? new Map<number, string>();
    weeks.set(row.week, row.report_status);
    history.set(key, weeks);
  }
  const reportTime = Date.parse(report.generated_at);
  return report.teams.flatMap((team) =>
    team.injuries.map((injury): Injury => {
      const started = isOut(injury.status) ? absenceStartWeek(history, team.team_abbr, injury.name, report.week) : report.week;
      return {
        playerName: injury.name,
        position: injury.position,
        teamName: team.team_abbr,
        injuryStatus: injury.status,
        lastReported: new Date(reportTime - (report.week - started) * 7 * DAY_MS).toISOString(),
      };
    }),
  );
}

/** docs/product/dashboard.md read literally, for comparison: two key players out, or the QB, is high; one, or three questionable, medium. */
function literalSpecImpact(injuries: readonly Injury[]): InjuryImpactLevel {
  const key = injuries.filter((injury) => isKeyPosition(injury.position));
  const out = key.filter((injury) => isOut(injury.injuryStatus));
  const questionable = key.filter((injury) => injuryStatusCategory(injury.injuryStatus) === 'questionable');
  if (out.length >= 2 || out.some((injury) => positionCode(injury.position) === 'QB')) return 'high';
  return out.length === 1 || questionable.length >= 3 ? 'medium' : 'low';
}

function counts(levels: readonly InjuryImpactLevel[]): string {
  const of = (level: InjuryImpactLevel) => levels.filter((l) => l === level).length;
  return `High ${of('high')} / Medium ${of('medium')} / Low ${of('low')} (of ${levels.length} teams)`;
}

const folder = resolve(process.argv[2] ?? join(import.meta.dirname, '../../shared/data/injuries'));
const report = weekReport.parse(JSON.parse(readFileSync(join(folder, 'nfl-injuries-espn-normalized-2025-wk8.json'), 'utf8')));
const csv = Papa.parse<unknown>(readFileSync(join(folder, 'nfl-injuries-2025.csv'), 'utf8'), { header: true, skipEmptyLines: true });
const rows = z.array(historyRow).parse(csv.data);
const records = reportRecords(report, rows);
const asOf = Date.parse(report.generated_at);
const teams = [...new Set(records.map((record) => record.teamName))].sort();
const byTeam = (team: string) => records.filter((record) => record.teamName === team);

const adr = teams.map((team) => ({ team, assessment: injuryAssessment(byTeam(team), { asOf }) }));
console.log(`NFL ${report.season} week ${report.week} injury report (${records.length} records, ${teams.length} teams)`);
console.log(`ADR 004 (new absences only, key positions weighted): ${counts(adr.map((t) => t.assessment.impact))}`);
console.log(`docs/product/dashboard.md read literally (every absence counts):     ${counts(teams.map((team) => literalSpecImpact(byTeam(team))))}`);
for (const { team, assessment } of adr) {
  console.log(`  ${team.padEnd(4)} ${assessment.impact.padEnd(6)} ${assessment.notes.join('; ')}`);
}
