import type { Injury } from './injury.ts';

const DAY_MS = 86_400_000;

/**
 * ADR 004: an absence is new while it is younger than a week, the gap between two games of a weekly schedule.
 * Older absences have cost the team at least one game already: its season statistics carry them, so counting
 * them again would penalise the team twice.
 */
export const NEW_ABSENCE_DAYS = 7;

function reportedTime(injury: Injury): number | null {
  if (injury.lastReported === undefined || injury.lastReported === null) return null;
  const time = Date.parse(injury.lastReported);
  return Number.isNaN(time) ? null : time;
}

/**
 * The date of a report: its newest lastReported (epoch ms), or null when no record carries a date. Pass a whole
 * league's report to get the date to judge each team against.
 */
export function injuryReportTime(injuries: readonly Injury[]): number | null {
  let newest: number | null = null;
  for (const injury of injuries) {
    const time = reportedTime(injury);
    if (time !== null && (newest === null || time > newest)) newest = time;
  }
  return newest;
}

/**
 * Whether an absence (a status that counts as out) began less than NEW_ABSENCE_DAYS before `asOf`. A record
 * without a usable date, or no reference date, counts as new: the rule of docs/product/dashboard.md, where every absence counts.
 */
export function isNewAbsence(injury: Injury, asOf: number | null): boolean {
  const time = reportedTime(injury);
  if (time === null || asOf === null) return true;
  return asOf - time < NEW_ABSENCE_DAYS * DAY_MS;
}
