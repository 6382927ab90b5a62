import type { HubGame, HubLeague, LeagueBreak } from '@playbook/contracts';
import type { ReactNode } from 'react';

/** "Thursday, March 26, 2026" in New York, as the week's day headings read. */
function dayText(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { timeZone: 'America/New_York', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
}

interface LeagueBreakProps {
  league: HubLeague;
  leagueBreak: LeagueBreak;
  /** The last results as the hub lists games. */
  renderGames: (games: HubGame[]) => ReactNode;
  headingId: string;
}

/**
 * A league with no game this week (MLB from the World Series to spring training): says so, when the next game
 * is, and the last day's results, rather than an empty week.
 */
export function LeagueBreakSection({ league, leagueBreak, renderGames, headingId }: LeagueBreakProps) {
  const { lastResults, nextGameTime } = leagueBreak;
  const lastDay = lastResults[0]?.scheduledTime;
  return (
    <section className="grid gap-3 rounded-lg border border-dashed p-4" aria-labelledby={headingId}>
      <h4 id={headingId} className="font-medium">
        {league} is between games
      </h4>
      <p className="text-sm text-muted-foreground">
        No {league} games this week.{' '}
        {nextGameTime === null ? 'The next games are not on the schedule yet.' : `The next game is on ${dayText(nextGameTime)}.`}
      </p>
      {lastDay !== undefined && (
        <>
          <h5 className="text-sm font-medium">Last results: {dayText(lastDay)}</h5>
          {renderGames(lastResults)}
        </>
      )}
    </section>
  );
}
