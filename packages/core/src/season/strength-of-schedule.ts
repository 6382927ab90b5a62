import type { TeamGameView } from './team-game-view.ts';

/** A team with no game yet has an average schedule. */
export const NEUTRAL_STRENGTH_OF_SCHEDULE = 0.5;

/** Wins plus half the ties over games played; null without games. */
export function winPct(views: readonly TeamGameView[]): number | null {
  if (views.length === 0) return null;
  const points = views.reduce((sum, view) => {
    const margin = view.own.points - view.opponent.points;
    return sum + (margin > 0 ? 1 : margin === 0 ? 0.5 : 0);
  }, 0);
  return points / views.length;
}

function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * Strength of schedule on 0-1, RPI-style: two thirds the opponents' win percentage (OWP) plus one third the
 * opponents' opponents' win percentage (OOWP). Both are averaged per game played, so an opponent met twice
 * counts twice, and use each opponent's whole record to date (games against this team included, which keeps
 * it simple and moves every team alike). Teams without games get the neutral 0.5.
 */
export function strengthOfSchedule(byTeam: ReadonlyMap<number, readonly TeamGameView[]>): Map<number, number> {
  const winPcts = new Map<number, number>();
  for (const [teamId, views] of byTeam) {
    const pct = winPct(views);
    if (pct !== null) winPcts.set(teamId, pct);
  }
  const opponentsWinPct = (views: readonly TeamGameView[]): number | null =>
    mean(views.map((view) => winPcts.get(view.opponentId) ?? NEUTRAL_STRENGTH_OF_SCHEDULE));
  const owp = new Map<number, number>();
  for (const [teamId, views] of byTeam) {
    owp.set(teamId, opponentsWinPct(views) ?? NEUTRAL_STRENGTH_OF_SCHEDULE);
  }
  const sos = new Map<number, number>();
  for (const [teamId, views] of byTeam) {
    const ownOwp = owp.get(teamId) ?? NEUTRAL_STRENGTH_OF_SCHEDULE;
    const oowp = mean(views.map((view) => owp.get(view.opponentId) ?? NEUTRAL_STRENGTH_OF_SCHEDULE)) ?? NEUTRAL_STRENGTH_OF_SCHEDULE;
    sos.set(teamId, (2 * ownOwp + oowp) / 3);
  }
  return sos;
}
